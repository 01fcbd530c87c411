// @esgkit/cli: the `esgkit` program, and the pieces other tools may reuse (portfolio CSV reading, exit codes).
export { ExitCode } from './errors.ts';
export { type PortfolioSource, parsePortfolioArguments, sourcesFromCsv } from './io/portfolio-sources.ts';
export { createProgram, type MainOptions, main } from './main.ts';
