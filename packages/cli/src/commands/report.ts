import { Command } from '@commander-js/extra-typings';
import {
  amountArg,
  isoDateArg,
  pdfSectionsArg,
  reportDateArg,
  shardArg,
  usageError,
  wholeNumberArg,
} from './parse-args.ts';
import { examples, type RunWith } from './shared.ts';

/** `esgkit report`: the PDF report of a client or a portfolio file, or of every client for scheduled runs. */
export const reportCommand = (run: RunWith) =>
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
    .option('--sections <list>', 'the sections, comma-separated, or all', pdfSectionsArg, 'all' as const)
    .option(
      '--now <date>',
      'the report’s date (YYYY-MM-DD or ISO time): same data and date, same bytes',
      reportDateArg,
    )
    .option(
      '--manifest',
      'also write <file>.manifest.json: dataset, versions, options, SHA-256 of input and PDF',
    )
    .option('--calculate', 'recalculate an outdated client portfolio and its PAI before the report')
    .option(
      '--derivations',
      'add the "Derivations" appendix: each figure’s method, version and top contributors',
    )
    .option('--since <yyyy-mm-dd>', 'first investment day of a portfolio file', isoDateArg)
    .option(
      '--amount <eur>',
      'amount invested in EUR when a portfolio file gives weights (env ESGKIT_AMOUNT)',
      amountArg,
    )
    .option('--all-clients', 'a report for every client (with --out)')
    .option('--out <dir>', 'the folder for --all-clients reports')
    .option(
      '--concurrency <n>',
      'reports made at the same time with --all-clients; ignored with --queue (the workers’ ESGKIT_WORKER_CONCURRENCY)',
      wholeNumberArg(1, 32),
      2,
    )
    .option(
      '--shard <i/N>',
      'with --all-clients: only every N-th client from the i-th (split a run over machines)',
      shardArg,
    )
    .option('--force', 'with --all-clients: make every report again, even when up to date')
    .option(
      '--queue',
      'with --all-clients: queue one PDF job per client for the workers and download each when ready (resumes)',
    )
    .option('--json', 'with --all-clients: print the summary as JSON on stdout')
    .addHelpText(
      'after',
      examples([
        'esgkit report "Giulia Ferraris" --pdf ferraris.pdf --calculate',
        'esgkit report fixtures/portfolios/balanced.csv --pdf balanced.pdf --sections portfolio,esg,pai --lang it-IT',
        'esgkit report fixtures/portfolios/world.csv --pdf world.pdf --now 2026-01-31 --manifest',
        'esgkit report "Giulia Ferraris" --pdf ferraris.pdf --derivations',
        '# nightly, for every client, in two shards:',
        'esgkit report --all-clients --out reports/ --calculate --shard 1/2 --json > summary-1.json',
        '# on PostgreSQL with workers (esgkit worker): queue every report, follow and download them',
        'esgkit report --all-clients --queue --out reports/ --calculate',
      ]),
    )
    .action(async (target, opts, command) => {
      const common = {
        sections: opts.sections,
        now: opts.now,
        calculate: opts.calculate === true,
        derivations: opts.derivations === true,
      };
      if (opts.allClients === true) {
        if (target !== undefined) throw usageError('allClientsNoTarget');
        if (!opts.out) throw usageError('allClientsNeedOut');
        // --queue: the workers render (esgkit worker); this process enqueues, follows and downloads
        const runner =
          opts.queue === true
            ? (await import('../services/report-queue.ts')).runQueuedClientReports
            : (await import('../services/report-all.ts')).runAllClientReports;
        await run(command, runner, {
          ...common,
          out: opts.out,
          concurrency: opts.concurrency,
          shard: opts.shard,
          force: opts.force === true,
          json: opts.json === true,
        });
        return;
      }
      if (target === undefined) throw usageError('reportNeedsTarget');
      if (!opts.pdf) throw usageError('reportNeedsPdf');
      if (!/\.pdf$/i.test(opts.pdf)) throw usageError('notPdf', { where: '--pdf', value: opts.pdf });
      const { runReport } = await import('../services/report.ts');
      await run(command, runReport, {
        ...common,
        target,
        pdf: opts.pdf,
        manifest: opts.manifest === true,
        since: opts.since,
        amount: opts.amount,
      });
    });
