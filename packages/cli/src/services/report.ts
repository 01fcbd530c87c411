import { existsSync } from 'node:fs';
import {
  type ApiClient,
  ApiError,
  type Client,
  type CompanyInfo,
  clientTestChain,
  DomainError,
  isPaiOutdated,
  type Locale,
  type PdfSection,
  paiChain,
  pdfSections,
  runChain,
  toIsoDate,
} from '@esgkit/core';
import {
  buildReportManifest,
  loadReportInput,
  needsPai,
  type RenderReportOptions,
  type ReportInput,
  type ReportManifest,
  renderReport,
} from '@esgkit/report';
import { resolveAmount } from '../config/settings.ts';
import type { Connection } from '../connect/connect.ts';
import { CliError, ExitCode, InvalidInputError, UsageError } from '../errors.ts';
import { formatIssueLine } from '../io/messages.ts';
import { readPortfolioSources } from '../io/read-portfolios.ts';
import type { Runtime } from '../runtime.ts';
import { errorText } from './api-errors.ts';
import { findClient } from './clients.ts';
import { computeLookup } from './compute-lookup.ts';
import { writeFileIn } from './downloads.ts';
import { withConnection } from './session.ts';

/** The sections the command parsed: `all` is every PDF section of the spec's export dialog (doc 1 §2). */
export const reportSections = (value: readonly PdfSection[] | 'all' | undefined): PdfSection[] =>
  value === undefined || value === 'all' ? [...pdfSections] : [...value];

/** What every report of one run shares: the connection, the dataset and methodology names, the branding. */
export interface ReportContext {
  client: ApiClient;
  datasetName: string;
  methodologyVersion: string;
  /** The served dataset, for a report whose views answer no provenance of their own. */
  snapshotVersion: string | null;
  asOf: string | null;
  demo: boolean;
  branding: CompanyInfo | undefined;
  sections: PdfSection[];
  /** `--derivations`: the reports carry the "Derivations" appendix (part 12). */
  derivations: boolean;
  locale: Locale;
  now: Date;
  signal: AbortSignal;
  /** Renders a report's PDF: in this thread, or on a pool of threads for a batch (--all-clients). */
  render: (input: ReportInput, options: RenderReportOptions) => Promise<Uint8Array>;
}

/** A stored logo as a data URL: the report embeds images only from data (never a fetch while rendering). */
const logoDataUrl = async (client: ApiClient, logo: string, signal: AbortSignal): Promise<string | null> => {
  if (logo.startsWith('data:')) return logo;
  const imageId = /\/images\/([^/?#]+)$/.exec(logo)?.[1];
  if (!imageId) return null;
  const image = await client.call('profile.image', {
    params: { imageId: decodeURIComponent(imageId) },
    signal,
  });
  const dataUrl = `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}`;
  // a PDF embeds PNG/JPEG only: an SVG logo is drawn to PNG as the engine's own report does
  return /^image\/svg\+xml/i.test(image.contentType)
    ? (await import('@esgkit/engine/pdf-logo')).pdfLogo(dataUrl)
    : dataUrl;
};

/** The run's shared context; the branding is left at its defaults when the engine does not serve it. */
export const reportContext = async (
  connection: Connection,
  runtime: Runtime,
  options: { sections: PdfSection[]; now: Date; derivations?: boolean | undefined },
): Promise<ReportContext> => {
  const { client } = connection;
  const signal = runtime.signal;
  const version = await client.call('system.version', { signal });
  const health = await client.call('system.health', { signal });
  const snapshot = connection.snapshot();
  let branding: CompanyInfo | undefined;
  try {
    const { data } = await client.call('company.get', { signal });
    branding = { ...data, logo: data.logo ? await logoDataUrl(client, data.logo, signal) : null };
  } catch (error) {
    if (signal.aborted) throw error;
    if (runtime.settings.verbose)
      runtime.note(runtime.describe('cli.report.noBranding', { reason: errorText(error) }));
  }
  return {
    client,
    datasetName: snapshot?.name ?? connection.baseUrl,
    snapshotVersion: health.data.snapshotVersion ?? snapshot?.version ?? null,
    asOf: snapshot?.asOf ?? null,
    demo: snapshot?.demo ?? false,
    // the methodology is the engine's code: its version names it (as the engine's own report endpoint does)
    methodologyVersion: version.data.version,
    branding,
    sections: options.sections,
    derivations: options.derivations === true,
    locale: runtime.locale,
    now: options.now,
    signal,
    render: renderReport,
  };
};

const fullName = (c: Pick<Client, 'firstname' | 'lastname'>): string => `${c.firstname} ${c.lastname}`.trim();

/**
 * With `--calculate`, an outdated portfolio is recalculated and missing or outdated PAI computed first (as the
 * web app's recalculation does); without it a report with PAI sections is refused (spec doc 1 §4).
 */
const calculated = async (ctx: ReportContext, found: Client): Promise<Client> => {
  const portfolio = found.portfolio;
  if (!portfolio) return found;
  const context = { client: ctx.client, signal: ctx.signal, portfolioId: portfolio.id, clientId: found.id };
  let changed = false;
  if (portfolio.isOutdated) {
    const outcome = await runChain(clientTestChain, context);
    if (outcome.status !== 'completed') throw outcome.error;
    changed = true;
  }
  if (
    needsPai(ctx.sections) &&
    (changed || isPaiOutdated(portfolio.paiUpdatedAt, portfolio.updatedAt, new Date()))
  ) {
    const outcome = await runChain(paiChain, context);
    if (outcome.status !== 'completed') throw outcome.error;
    changed = true;
  }
  if (!changed) return found;
  return (await ctx.client.call('clients.get', { params: { clientId: found.id }, signal: ctx.signal })).data;
};

/** The report's provenance: what the views said, else what the engine says of the dataset it serves. */
const withProvenance = (ctx: ReportContext, input: ReportInput): ReportInput => ({
  ...input,
  meta: {
    ...input.meta,
    snapshotVersion: input.meta.snapshotVersion ?? ctx.snapshotVersion,
    asOf: input.meta.asOf ?? ctx.asOf,
    demo: input.meta.demo || ctx.demo,
  },
});

export interface RenderedReport {
  input: ReportInput;
  pdf: Uint8Array;
}

/** A client's report: its stored results through the API, refused while PAI sections lack a current PAI. */
export const renderClientReport = async (
  ctx: ReportContext,
  runtime: Runtime,
  chosen: Client,
  options: { calculate: boolean },
): Promise<RenderedReport> => {
  const found = options.calculate ? await calculated(ctx, chosen) : chosen;
  const portfolio = found.portfolio;
  if (!portfolio)
    throw new CliError(
      ExitCode.invalidInput,
      runtime.describe('cli.clients.noPortfolio', { name: fullName(found) }),
    );
  const loaded = await loadReportInput(ctx.client, {
    portfolioId: portfolio.id,
    sections: ctx.sections,
    client: {
      name: fullName(found),
      portfolioId: portfolio.id,
      investmentDay: portfolio.investmentDay,
      investmentAmountEur: portfolio.investmentAmount,
      hasBenchmark: portfolio.benchmark.items.length > 0 || portfolio.benchmark.cash > 0,
    },
    datasetName: ctx.datasetName,
    methodologyVersion: ctx.methodologyVersion,
    ...(ctx.branding ? { branding: ctx.branding } : {}),
    derivations: ctx.derivations,
    // staleness is judged on today's clock, not on --now (which only dates the document)
    pai: {
      kind: 'client',
      paiUpdatedAt: portfolio.paiUpdatedAt,
      portfolioUpdatedAt: portfolio.updatedAt,
      now: new Date(),
    },
    signal: ctx.signal,
  });
  const input = withProvenance(ctx, loaded);
  return {
    input,
    pdf: await ctx.render(input, { sections: ctx.sections, locale: ctx.locale, now: ctx.now }),
  };
};

const silentProgress = { update: () => undefined, stop: async () => undefined };

/** A portfolio file's report: saved as a lookup, its PAI chain run first when a PAI section is chosen. */
const renderFileReport = async (
  ctx: ReportContext,
  runtime: Runtime,
  file: string,
  options: { since?: string | undefined; amount?: number | undefined },
): Promise<RenderedReport> => {
  const sources = await readPortfolioSources([file], { describe: runtime.describe });
  const [source, ...more] = sources;
  if (!source) throw new InvalidInputError(runtime.describe('cli.csv.noRows'));
  if (more.length > 0)
    throw new UsageError(runtime.describe('cli.report.onePortfolio', { file, count: sources.length }));
  const errors = source.issues.filter((i) => i.severity === 'error');
  if (errors.length > 0) throw new InvalidInputError(errors.map(formatIssueLine).join('\n'));
  const { amount } = resolveAmount(options.amount, runtime.env, runtime.conf);
  const saved = await computeLookup(source, {
    client: ctx.client,
    describe: runtime.describe,
    progress: silentProgress,
    signal: ctx.signal,
    investmentDay: options.since,
    amountEur: amount,
    benchmark: null,
    basis: 'all',
    hasPai: false,
    views: new Set(),
  });
  for (const issue of saved.issues.filter((i) => i.severity !== 'error'))
    runtime.note(formatIssueLine(issue));
  if (saved.status !== 'ok' || !saved.portfolioId) {
    const lines = saved.issues.filter((i) => i.severity === 'error').map(formatIssueLine);
    if (saved.status === 'invalid') throw new InvalidInputError(lines.join('\n'));
    throw new CliError(ExitCode.failure, lines.join('\n') || runtime.describe(`cli.status.${saved.status}`));
  }
  const portfolioId = saved.portfolioId;
  const loaded = await loadReportInput(ctx.client, {
    portfolioId,
    sections: ctx.sections,
    // no portfolio id: each run saves a new lookup, and the same file, data and --now must give the same input
    client: {
      name: source.name,
      investmentDay: saved.investmentDay ?? toIsoDate(ctx.now),
      investmentAmountEur: saved.investmentAmountEur ?? amount,
      hasBenchmark: false,
    },
    datasetName: ctx.datasetName,
    methodologyVersion: ctx.methodologyVersion,
    ...(ctx.branding ? { branding: ctx.branding } : {}),
    derivations: ctx.derivations,
    pai: {
      kind: 'lookup',
      runChain: async (signal) => {
        const outcome = await runChain(paiChain, {
          client: ctx.client,
          signal: signal ?? ctx.signal,
          portfolioId,
        });
        if (outcome.status !== 'completed') throw outcome.error ?? new Error(`PAI chain ${outcome.status}`);
      },
    },
    signal: ctx.signal,
  });
  const input = withProvenance(ctx, loaded);
  return {
    input,
    pdf: await ctx.render(input, { sections: ctx.sections, locale: ctx.locale, now: ctx.now }),
  };
};

/** Where `--manifest` writes beside `out.pdf`: `out.manifest.json`. */
export const manifestPathOf = (pdfPath: string): string => `${pdfPath.replace(/\.pdf$/i, '')}.manifest.json`;

export const manifestOf = (ctx: ReportContext, report: RenderedReport): ReportManifest =>
  buildReportManifest(report.input, report.pdf, {
    sections: ctx.sections,
    locale: ctx.locale,
    now: ctx.now,
    ...(ctx.branding ? { brandColor: ctx.branding.color } : {}),
  });

export interface ReportOptions {
  target: string;
  pdf: string;
  sections?: readonly PdfSection[] | 'all' | undefined;
  /** The report's date (the command parses --now); default: now. */
  now?: Date | undefined;
  manifest: boolean;
  calculate: boolean;
  /** `--derivations`: add the "Derivations" appendix. */
  derivations?: boolean | undefined;
  /** yyyy-mm-dd, checked by the command. */
  since?: string | undefined;
  /** EUR, parsed by the command. */
  amount?: number | undefined;
}

/** A target is a portfolio file when it names an existing .csv file; otherwise it is a client's id or name. */
const isPortfolioFile = (target: string): boolean => /\.csv$/i.test(target) && existsSync(target);

/** `esgkit report <client | file.csv> --pdf out.pdf`: one report, and with `--manifest` its JSON beside it. */
export const runReport = async (runtime: Runtime, options: ReportOptions): Promise<ExitCode> => {
  const sections = reportSections(options.sections);
  const now = options.now ?? new Date();
  if (/\.csv$/i.test(options.target) && !existsSync(options.target))
    throw new InvalidInputError(runtime.describe('cli.csv.noSuchFile', { path: options.target }));
  return withConnection(runtime, async (connection) => {
    const ctx = await reportContext(connection, runtime, { sections, now, derivations: options.derivations });
    const report = isPortfolioFile(options.target)
      ? await renderFileReport(ctx, runtime, options.target, options)
      : await renderClientReport(
          ctx,
          runtime,
          await findClient(ctx.client, options.target, runtime),
          options,
        ).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === 'unavailableWhilePaiCalculates')
            throw new CliError(ExitCode.failure, failureText(error, runtime), {
              details: [runtime.describe('cli.report.calculateHint')],
            });
          throw error;
        });
    await writeFileIn(options.pdf, report.pdf);
    runtime.note(runtime.describe('cli.notes.wroteFile', { file: options.pdf }));
    if (options.manifest) {
      const path = manifestPathOf(options.pdf);
      await writeFileIn(path, `${JSON.stringify(manifestOf(ctx, report), null, 2)}\n`);
      runtime.note(runtime.describe('cli.notes.wroteFile', { file: path }));
    }
    return ExitCode.ok;
  });
};

/** One line of why a report failed: the spec's message, and the engine's detail when there is one. */
export const failureText = (error: unknown, runtime: Runtime): string => {
  // the engine's refusals, and a report thread's PDF error or timeout: the spec's message, then the detail
  if (error instanceof ApiError || error instanceof DomainError) {
    const detail = error.message && error.message !== error.code ? ` (${error.message})` : '';
    return `${runtime.describe(error.code)}${detail}`;
  }
  return errorText(error);
};
