import {
  type ApiClient,
  type CsvFormat,
  formatNumber,
  formatPercent,
  InvestingPurpose,
  type Locale,
  lookupChain,
  type MatchedFund,
  MatchingQuery,
  type MatchingResult,
  type PreferenceCheck,
  paiChain,
  RISK_LEVELS,
  runChain,
  toHoldings,
} from '@esgkit/core';
import { resolveAmount } from '../config/settings.ts';
import { CliError, ExitCode, OptionError } from '../errors.ts';
import { createDescribe, type Describe } from '../io/messages.ts';
import type { Runtime } from '../runtime.ts';
import { renderTable } from '../ui/table.ts';
import { errorIssue } from './api-errors.ts';
import { defaultInvestmentDayOf } from './compute-lookup.ts';
import { csvFormatOf, fetchDownload, writeFileIn } from './downloads.ts';
import { exclusionsOf, resolveFilterFlags } from './screen.ts';
import { withConnection } from './session.ts';

/** The questionnaire as the flags give it (commands/match.ts parses the numbers). */
export interface MatchOptions {
  sdgs: number[];
  riskLevel?: number | undefined;
  purpose?: string | undefined;
  horizonYears?: number | undefined;
  initialAmountEur?: number | undefined;
  monthlyAmountEur?: number | undefined;
  exclude: string[];
  minSfdrArticle?: number | undefined;
  minTaxonomyAlignedPct?: number | undefined;
  minSustainableInvestmentPct?: number | undefined;
  considersPai: boolean;
  json: boolean;
  saveAs?: string | undefined;
  /** also write exports.matchingCsv's file here */
  csv?: string | undefined;
  csvFormat?: CsvFormat | undefined;
}

/** The option (commander's attribute name) behind each field of MatchingQuery: a refused value names its flag. */
const optionOfField: Record<string, string> = {
  sdgs: 'sdg',
  riskLevel: 'risk',
  purpose: 'purpose',
  horizonYears: 'horizon',
  initialAmountEur: 'amount',
  monthlyAmountEur: 'monthly',
  exclusions: 'exclude',
  minSfdrArticle: 'minSfdr',
  minTaxonomyAlignedPct: 'minTaxonomy',
  minSustainableInvestmentPct: 'minSustainable',
};

/** The risk levels with their caps and sentences, for `esgkit match --help` (core's RISK_LEVELS, in `locale`). */
export const riskLevelsHelpText = (locale: Locale): string => {
  const d = createDescribe(locale);
  const lines = RISK_LEVELS.map(
    (r) =>
      `  ${r.level}  ${d(r.labelKey)} (${d('cli.match.capShort', { cap: formatPercent(r.volatilityCap * 100, locale, { decimals: 0 }) })}): ${d(r.descriptionKey)}`,
  );
  return `\n${d('cli.match.riskLevelsTitle')}\n${lines.join('\n')}\n`;
};

/** The questionnaire checked with core's schema; the first refused value is a usage error under its flag. */
export const matchingQueryOf = (options: MatchOptions, describe: Describe): MatchingQuery => {
  const purpose = options.purpose?.trim().toLowerCase();
  if (purpose !== undefined && !InvestingPurpose.safeParse(purpose).success)
    throw new OptionError(
      'purpose',
      describe('cli.screen.unknownValue', {
        value: options.purpose!,
        values: InvestingPurpose.options.join(', '),
      }),
    );
  const preferences = {
    ...(options.minTaxonomyAlignedPct === undefined
      ? {}
      : { minTaxonomyAlignedPct: options.minTaxonomyAlignedPct }),
    ...(options.minSustainableInvestmentPct === undefined
      ? {}
      : { minSustainableInvestmentPct: options.minSustainableInvestmentPct }),
    ...(options.considersPai ? { considersPai: true } : {}),
  };
  const candidate = {
    sdgs: options.sdgs,
    riskLevel: options.riskLevel,
    goals: {
      purpose,
      horizonYears: options.horizonYears,
      initialAmountEur: options.initialAmountEur,
      monthlyAmountEur: options.monthlyAmountEur ?? 0,
    },
    ...(options.exclude.length > 0 ? { exclusions: exclusionsOf(options.exclude) } : {}),
    ...(options.minSfdrArticle === undefined ? {} : { minSfdrArticle: options.minSfdrArticle }),
    ...(Object.keys(preferences).length > 0 ? { sustainabilityPreferences: preferences } : {}),
  };
  const parsed = MatchingQuery.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = [...issue.path].reverse().find((p) => typeof p === 'string' && p in optionOfField);
  const isMissingGoal =
    issue.path[0] === 'goals' && candidate.goals[String(field) as keyof typeof candidate.goals] === undefined;
  // the schema's own messages are the spec's keys (matchingMinSdgs …); a missing goal is doc 1 §5's "goals"
  // message; a bare zod message is not shown
  const message = isMissingGoal
    ? describe('matchingGoalsRequired')
    : /^[a-zA-Z]+$/.test(issue.message)
      ? describe(issue.message)
      : describe('cli.match.notAllowed');
  throw new OptionError(optionOfField[String(field)] ?? 'sdg', message);
};

const pct = (value: number | null, locale: Locale) =>
  value === null ? formatNumber(null, locale) : formatPercent(value * 100, locale, { decimals: 1 });
const score = (value: number | null, locale: Locale) => formatNumber(value, locale, { decimals: 1 });
const fundLabel = (f: { name: string; ticker?: string | undefined; isin?: string | undefined }) =>
  f.ticker ? `${f.name} (${f.ticker})` : f.isin ? `${f.name} (${f.isin})` : f.name;

const preferenceRows = (funds: readonly MatchedFund[], d: Describe): string[][] | null => {
  const asked = (['taxonomyAligned', 'sustainableInvestment', 'principalAdverseImpacts'] as const).filter(
    (k) => funds.some((f) => f.preferences[k] !== undefined),
  );
  if (asked.length === 0) return null;
  return [
    ['', ...asked.map((k) => d(`cli.match.preferences.${k}`))],
    ...funds.map((f) => [
      fundLabel(f),
      ...asked.map((k: keyof PreferenceCheck) =>
        f.preferences[k] ? d(`cli.match.preferenceStatus.${f.preferences[k]}`) : '',
      ),
    ]),
  ];
};

/** The answer as four plain-text tables: the portfolio with why, the near misses, the trade-off, MiFID II. */
export const renderMatch = (
  result: MatchingResult,
  locale: Locale,
  d: Describe,
  hasColor: boolean,
): string => {
  const out: string[] = [];
  out.push(
    `${d('cli.match.portfolioTitle', {
      level: result.riskLevel,
      exposure: score(result.exposure, locale),
      volatility: pct(result.volatility, locale),
      cap: pct(result.volatilityCap, locale),
    })}\n`,
  );
  if (result.isDefault) out.push(`${d('cli.match.defaultNote')}\n`);
  out.push(
    renderTable({
      columns: [
        { header: d('cli.match.columns.fund') },
        { header: d('cli.match.columns.weight'), align: 'right' },
        { header: d('cli.match.columns.fit'), align: 'right' },
        { header: d('cli.match.columns.volatility'), align: 'right' },
        { header: d('cli.match.columns.why') },
      ],
      rows: result.funds.map((f) => [
        fundLabel(f),
        formatPercent(f.weightPct, locale),
        score(f.fit, locale),
        pct(f.volatility, locale),
        f.reasons.map((r) => r.text).join('; '),
      ]),
      hasColor,
    }),
  );
  out.push(`\n${d('cli.match.nearMissesTitle')}\n`);
  out.push(
    result.nearMisses.length === 0
      ? `${d('cli.match.noNearMisses')}\n`
      : renderTable({
          columns: [
            { header: d('cli.match.columns.fund') },
            { header: d('cli.match.columns.fit'), align: 'right' },
            { header: d('cli.match.columns.volatility'), align: 'right' },
            { header: d('cli.match.columns.why') },
          ],
          rows: result.nearMisses.map((m) => [
            fundLabel(m),
            score(m.fit, locale),
            pct(m.volatility, locale),
            m.text,
          ]),
          hasColor,
        }),
  );
  out.push(`\n${d('cli.match.frontierTitle')}\n`);
  out.push(
    renderTable({
      columns: [
        { header: d('cli.match.columns.level') },
        { header: d('cli.match.columns.cap'), align: 'right' },
        { header: d('cli.match.columns.exposure'), align: 'right' },
        { header: d('cli.match.columns.volatility'), align: 'right' },
        { header: '' },
      ],
      rows: result.frontier.map((r) => [
        String(r.riskLevel),
        pct(r.volatilityCap, locale),
        score(r.exposure, locale),
        pct(r.volatility, locale),
        [r.isChosen ? d('cli.match.chosen') : '', r.isDefault ? d('cli.match.defaultFunds') : '']
          .filter(Boolean)
          .join(', '),
      ]),
      hasColor,
    }),
  );
  out.push(`\n${d('cli.match.mifidTitle')}\n`);
  const prefs = preferenceRows(result.funds, d);
  out.push(
    prefs
      ? renderTable({
          columns: prefs[0]!.map((header, i) => ({
            header: i === 0 ? d('cli.match.columns.fund') : header,
          })),
          rows: prefs.slice(1),
          hasColor,
        })
      : `${d('cli.match.noPreferences')}\n`,
  );
  return out.join('');
};

/**
 * `--save-as "First Last"`: the web's "Save as client" path. The proposed portfolio (the initial amount, else the
 * default amount; the dataset's default first day) runs through the lookup chain and the PAI chain, as a lookup does, and
 * clients.createFromLookup makes the computed lookup the new client's: its views and its report open at once.
 */
const saveAsClient = async (
  client: ApiClient,
  runtime: Runtime,
  result: MatchingResult,
  query: MatchingQuery,
  name: string,
): Promise<string> => {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  const { signal, describe } = runtime;
  const failed = (error: unknown): CliError => {
    const [issue] = errorIssue(error, '-', describe);
    return new CliError(ExitCode.failure, issue?.message ?? describe('anErrorHasOccurred'));
  };
  const lookup = {
    name: name.trim().slice(0, 120),
    investmentDay: await defaultInvestmentDayOf(client, null, signal),
    // a portfolio needs a positive amount: without an initial amount, the default one (as the web's results do)
    investmentAmount:
      query.goals.initialAmountEur || resolveAmount(undefined, runtime.env, runtime.conf).amount,
    portfolio: toHoldings(result.portfolio),
  };
  const outcome = await runChain(lookupChain, { client, signal, lookup });
  const portfolioId = outcome.portfolioId;
  if (outcome.status !== 'completed' || !portfolioId) throw failed(outcome.error);
  const pai = await runChain(paiChain, { client, signal, portfolioId });
  if (pai.status !== 'completed') throw failed(pai.error);
  const created = await client.call('clients.createFromLookup', {
    body: { firstname: first, lastname: rest.join(' ') || '-', portfolioId },
    signal,
  });
  return created.data.id;
};

/** `esgkit match`: the questionnaire through matching.run; a report, JSON, or a new client. */
export const runMatch = (runtime: Runtime, options: MatchOptions): Promise<ExitCode> => {
  // bad values are usage errors (exit 2) before any engine starts
  const query = matchingQueryOf(options, runtime.describe);
  return withConnection(runtime, async ({ client }) => {
    let body = query;
    if (options.exclude.length > 0) {
      // --exclude tobacco: the type matched to the dataset's exclusion types, as `esgkit screen` does
      const flags = await resolveFilterFlags(runtime, client, 'fund', {
        ...emptyFilterFlags,
        exclude: options.exclude,
      });
      body = { ...query, exclusions: exclusionsOf(flags.exclude) };
    }
    const { data } = await client.call('matching.run', { body, signal: runtime.signal });
    if (options.json) runtime.write(`${JSON.stringify(data, null, 2)}\n`);
    else runtime.write(renderMatch(data, runtime.locale, runtime.describe, runtime.hasColor));
    if (options.csv !== undefined) {
      const file = options.csv;
      const link = await client.call('exports.matchingCsv', {
        query: { format: csvFormatOf(options.csvFormat, runtime.locale) },
        body,
        signal: runtime.signal,
      });
      await writeFileIn(file, await fetchDownload(client, link.data, runtime.signal));
      runtime.note(runtime.describe('cli.notes.wroteFile', { file }));
    }
    if (options.saveAs !== undefined) {
      const id = await saveAsClient(client, runtime, data, body, options.saveAs);
      runtime.note(runtime.describe('cli.clients.created', { name: options.saveAs.trim(), id }));
      runtime.note(runtime.describe('cli.match.openClient', { id, name: options.saveAs.trim() }));
    }
    return ExitCode.ok;
  });
};

const emptyFilterFlags = {
  region: [],
  sector: [],
  industry: [],
  category: [],
  assetClass: [],
  fundType: [],
  sfdr: [],
  exclude: [],
  controversy: [],
};
