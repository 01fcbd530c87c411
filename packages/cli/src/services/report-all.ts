import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { CliClientReport, Client, CliReportSummary, PdfSection } from '@esgkit/core';
import { canonicalJson, createReportPool } from '@esgkit/report';
import { connect } from '../connect/connect.ts';
import { ExitCode } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { createProgress, type ProgressReporter } from '../ui/progress.ts';
import { fileSafe, writeFileIn } from './downloads.ts';
import { mapPool } from './pool.ts';
import {
  failureText,
  manifestOf,
  type ReportContext,
  renderClientReport,
  reportContext,
  reportSections,
} from './report.ts';

/** The clients of one shard: sorted by id, so every shard of a run splits the same list the same way. */
export const shardOf = <T extends { id: string }>(
  items: readonly T[],
  shard: { index: number; count: number },
): T[] =>
  [...items]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((_, k) => k % shard.count === shard.index - 1);

/** What a report was made from; the same stamp and the same PDF on disk mean the report is up to date. */
export interface ReportStamp {
  portfolioId: string;
  portfolioUpdatedAt: string;
  paiUpdatedAt: string | null;
  snapshotVersion: string | null;
  methodologyVersion: string;
  sections: PdfSection[];
  locale: string;
  brandingSha256: string;
  /** only with --derivations: a report made without the appendix is not one made with it */
  derivations?: true;
}

const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

export const stampOf = (
  ctx: ReportContext,
  client: Client,
  snapshotVersion: string | null,
): ReportStamp | null =>
  client.portfolio
    ? {
        portfolioId: client.portfolio.id,
        portfolioUpdatedAt: client.portfolio.updatedAt,
        paiUpdatedAt: client.portfolio.paiUpdatedAt,
        snapshotVersion,
        methodologyVersion: ctx.methodologyVersion,
        sections: ctx.sections,
        locale: ctx.locale,
        brandingSha256: sha256(canonicalJson(ctx.branding ?? null)),
        ...(ctx.derivations ? { derivations: true as const } : {}),
      }
    : null;

/** Up to date: the manifest beside the PDF records this stamp, and the PDF on disk still has its hash. */
export const isUpToDate = async (
  pdfPath: string,
  manifestPath: string,
  stamp: ReportStamp,
): Promise<boolean> => {
  try {
    const recorded = JSON.parse(await readFile(manifestPath, 'utf8')) as {
      stamp?: unknown;
      pdfSha256?: unknown;
    };
    if (canonicalJson(recorded.stamp) !== canonicalJson(stamp)) return false;
    return sha256(await readFile(pdfPath)) === recorded.pdfSha256;
  } catch {
    return false;
  }
};

// The --json summary's shapes are core's (docs/cli-json-schema.json).
export type ReportOutcome = CliClientReport['status'];
export type ClientReportResult = CliClientReport;
export type ReportSummary = CliReportSummary;

export interface AllClientsOptions {
  out: string;
  sections?: readonly PdfSection[] | 'all' | undefined;
  /** The command parses --now, --concurrency and --shard. */
  now?: Date | undefined;
  concurrency: number;
  shard?: { index: number; count: number } | undefined;
  force: boolean;
  calculate: boolean;
  json: boolean;
  /** `--derivations`: each report carries the "Derivations" appendix. */
  derivations?: boolean | undefined;
}

const seconds = (ms: number): string => {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`;
};

/**
 * `esgkit report --all-clients --out DIR`: every client's report (of this shard), `DIR/<name>-<id>.pdf` with its
 * manifest beside it; a report whose manifest records the same data and options is skipped unless `--force`.
 * Progress with ETA on a TTY, a line per report otherwise; the summary on stderr (JSON on stdout with `--json`);
 * exit 1 when any report failed.
 */
export const runAllClientReports = async (
  runtime: Runtime,
  options: AllClientsOptions,
): Promise<ExitCode> => {
  const sections = reportSections(options.sections);
  const now = options.now ?? new Date();
  const { concurrency } = options;
  const shard = options.shard ?? { index: 1, count: 1 };
  const { describe } = runtime;
  // the embedded engine on a worker thread, and the PDFs rendered on `concurrency` threads of their own: views and
  // renders of several clients run on several cores, and this thread only moves bytes
  const connection = await connect({
    settings: runtime.settings,
    describe,
    onNote: runtime.note,
    engineThread: true,
  });
  // more render threads than cores would only share them, each with its own few hundred MB
  const renders = createReportPool({ size: Math.min(concurrency, availableParallelism()) });
  let progress: ProgressReporter | null = null;
  try {
    const ctx: ReportContext = {
      ...(await reportContext(connection, runtime, { sections, now, derivations: options.derivations })),
      render: renders.render,
    };
    const listed = (await ctx.client.call('clients.list', { signal: ctx.signal })).data;
    const clients = shardOf(listed, shard);
    if (clients.length === 0) runtime.note(describe('cli.report.noClients'));

    const isTty = runtime.isTty && Boolean(runtime.streams.stderr.isTTY);
    progress = isTty ? await createProgress(runtime) : null;
    const started = Date.now();
    let done = 0;
    const tick = () => {
      if (!progress) return;
      const elapsed = Date.now() - started;
      const eta = done > 0 ? ((clients.length - done) * elapsed) / done : null;
      progress.update({
        name: describe('cli.report.progressName'),
        step: describe(eta === null ? 'cli.report.progressStart' : 'cli.report.progress', {
          done,
          total: clients.length,
          eta: eta === null ? '' : seconds(eta),
        }),
        progress: clients.length === 0 ? 100 : Math.round((100 * done) / clients.length),
        isDone: done === clients.length,
      });
    };
    tick();

    const reportOne = async (client: Client): Promise<ClientReportResult> => {
      const name = `${client.firstname} ${client.lastname}`.trim();
      const base = join(options.out, `${fileSafe(name)}-${fileSafe(client.id)}`);
      const pdfPath = `${base}.pdf`;
      const manifestPath = `${base}.manifest.json`;
      const result = (status: ReportOutcome, error: string | null = null): ClientReportResult => ({
        clientId: client.id,
        name,
        status,
        file: status === 'failed' ? null : pdfPath,
        error,
      });
      try {
        const before = stampOf(ctx, client, ctx.snapshotVersion);
        if (!before) return result('failed', describe('cli.clients.noPortfolio', { name }));
        if (!options.force && (await isUpToDate(pdfPath, manifestPath, before))) return result('skipped');
        const report = await renderClientReport(ctx, runtime, client, { calculate: options.calculate });
        const after =
          (options.calculate
            ? stampOf(
                ctx,
                (
                  await ctx.client.call('clients.get', {
                    params: { clientId: client.id },
                    signal: ctx.signal,
                  })
                ).data,
                ctx.snapshotVersion,
              )
            : null) ?? before;
        await writeFileIn(pdfPath, report.pdf);
        await writeFileIn(
          manifestPath,
          `${JSON.stringify({ ...manifestOf(ctx, report), stamp: after }, null, 2)}\n`,
        );
        return result('ok');
      } catch (error) {
        if (ctx.signal.aborted) throw error;
        return result('failed', failureText(error, runtime));
      }
    };

    const reports = await mapPool(clients, concurrency, reportOne, {
      signal: ctx.signal,
      onResult: (r) => {
        done++;
        if (!progress) noteReportLine(runtime, r);
        tick();
      },
    });
    await progress?.stop();
    progress = null;
    return finishReports(runtime, options, reports, isTty);
  } finally {
    await progress?.stop();
    await renders.close();
    await connection.close();
  }
};

/**
 * The end of a run, local or queued: the summary (the failures' lines again after a bar), the --calculate hint, the
 * JSON on stdout with --json; exit 1 when any report failed.
 */
/** One report's line (ok, skipped or failed) for a run without a progress bar. */
export const noteReportLine = (runtime: Runtime, r: ClientReportResult): void =>
  runtime.note(
    runtime.describe(`cli.report.line.${r.status}`, {
      name: r.name,
      file: r.file ?? '',
      reason: r.error ?? '',
    }),
  );

export const finishReports = (
  runtime: Runtime,
  options: Pick<AllClientsOptions, 'out' | 'json'>,
  reports: ClientReportResult[],
  isTty: boolean,
): ExitCode => {
  const { describe } = runtime;
  const summary: ReportSummary = {
    ok: reports.filter((r) => r.status === 'ok').length,
    failed: reports.filter((r) => r.status === 'failed').length,
    skipped: reports.filter((r) => r.status === 'skipped').length,
    reports,
  };
  // on a TTY the bar stood in for the per-report lines: the failures still get theirs
  if (isTty)
    for (const r of reports.filter((x) => x.status === 'failed'))
      runtime.note(describe('cli.report.line.failed', { name: r.name, file: '', reason: r.error ?? '' }));
  const paiRefused = describe('unavailableWhilePaiCalculates');
  if (reports.some((r) => r.status === 'failed' && r.error?.startsWith(paiRefused)))
    runtime.note(describe('cli.report.calculateHint'));
  runtime.note(
    describe('cli.report.summary', {
      ok: summary.ok,
      failed: summary.failed,
      skipped: summary.skipped,
      dir: options.out,
    }),
  );
  if (options.json) runtime.write(`${JSON.stringify(summary, null, 2)}\n`);
  return summary.failed > 0 ? ExitCode.failure : ExitCode.ok;
};
