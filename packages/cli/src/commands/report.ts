import { Command } from 'commander';
import { UsageError } from '../errors.ts';
import { examples, type RunWith } from './shared.ts';

/** `esgkit report`: the PDF report of a client or a portfolio file, or of every client for scheduled runs. */
export const reportCommand = (run: RunWith): Command =>
  new Command('report')
    .summary('PDF reports: one client or portfolio file, or every client (cron, CI)')
    .description(
      'Render the branded PDF report (the web app’s PDF export) of a client (id or name) or of a portfolio CSV, ' +
        'in the --lang language. A client report with PAI sections needs its PAI calculated and current ' +
        '(--calculate computes it first); a portfolio file runs the PAI chain itself. --all-clients writes one ' +
        'PDF and manifest per client into --out, skipping reports whose data and options have not changed.\n' +
        // core's pdfSections, written out so --help loads no more than commander (a test keeps them equal)
        'Sections: all, or a comma list of performance, portfolio, countriesAllocation, returns, ' +
        'dailyPerformance, esg, impactIndicators, products, exclusions, redCompaniesByWeight, ' +
        'redCompaniesByIndicator, pai, pai2, pai3, taxonomy.',
    )
    .argument('[target]', 'a client id or name, or a portfolio .csv file')
    .option('--pdf <file>', 'write the report to this .pdf file')
    .option('--sections <list>', 'the sections, comma-separated, or all', 'all')
    .option('--now <date>', 'the report’s date (YYYY-MM-DD or ISO time): same data and date, same bytes')
    .option(
      '--manifest',
      'also write <file>.manifest.json: dataset, versions, options, SHA-256 of input and PDF',
    )
    .option('--calculate', 'recalculate an outdated client portfolio and its PAI before the report')
    .option('--since <yyyy-mm-dd>', 'first investment day of a portfolio file')
    .option(
      '--amount <eur>',
      'amount invested in EUR when a portfolio file gives weights (env ESGKIT_AMOUNT)',
    )
    .option('--all-clients', 'a report for every client (with --out)')
    .option('--out <dir>', 'the folder for --all-clients reports')
    .option('--concurrency <n>', 'reports made at the same time with --all-clients', '2')
    .option(
      '--shard <i/N>',
      'with --all-clients: only every N-th client from the i-th (split a run over machines)',
    )
    .option('--force', 'with --all-clients: make every report again, even when up to date')
    .option('--json', 'with --all-clients: print the summary as JSON on stdout')
    .addHelpText(
      'after',
      examples([
        'esgkit report "Giulia Ferraris" --pdf ferraris.pdf --calculate',
        'esgkit report fixtures/portfolios/balanced.csv --pdf balanced.pdf --sections portfolio,esg,pai --lang it-IT',
        'esgkit report fixtures/portfolios/world.csv --pdf world.pdf --now 2026-01-31 --manifest',
        '# nightly, for every client, in two shards:',
        'esgkit report --all-clients --out reports/ --calculate --shard 1/2 --json > summary-1.json',
      ]),
    )
    .action(async (target: string | undefined, opts: Record<string, unknown>, command: Command) => {
      const text = (key: string) => (typeof opts[key] === 'string' ? (opts[key] as string) : undefined);
      const common = {
        sections: text('sections'),
        now: text('now'),
        calculate: opts.calculate === true,
      };
      if (opts.allClients === true) {
        if (target !== undefined) throw new UsageError('--all-clients takes no client or file');
        const out = text('out');
        if (!out) throw new UsageError('--all-clients needs --out DIR');
        const { runAllClientReports } = await import('../services/report-all.ts');
        await run(command, runAllClientReports, {
          ...common,
          out,
          concurrency: text('concurrency') ?? '2',
          shard: text('shard'),
          force: opts.force === true,
          json: opts.json === true,
        });
        return;
      }
      if (target === undefined)
        throw new UsageError('name a client or a portfolio .csv file, or use --all-clients');
      const pdf = text('pdf');
      if (!pdf) throw new UsageError('--pdf FILE is required (where the report is written)');
      const { runReport } = await import('../services/report.ts');
      await run(command, runReport, {
        ...common,
        target,
        pdf,
        manifest: opts.manifest === true,
        since: text('since'),
        amount: text('amount'),
      });
    });
