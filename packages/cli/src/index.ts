// @esgkit/cli: the `esgkit` program, and the pieces other tools may reuse (portfolio CSV reading, exit codes).
export { ExitCode } from './errors.ts';
export { type PortfolioSource, parsePortfolioArguments, sourcesFromCsv } from './io/portfolio-sources.ts';
export { createProgram, type MainOptions, main } from './main.ts';
// how `report --all-clients --queue` follows its jobs (bench/report-queue.bench.ts measures a cycle with them)
export { forEachPool } from './services/pool.ts';
export { IN_FLIGHT as QUEUE_IN_FLIGHT, pdfJobStates } from './services/report-queue.ts';
