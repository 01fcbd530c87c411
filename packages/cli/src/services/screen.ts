import {
  type ApiClient,
  CompanyScreeningSortKey,
  CountryScreeningCriteria,
  type CsvFormat,
  type FilterOption,
  FundScreeningSortKey,
  formatNumber,
  type ScreeningColumnKind,
  type ScreeningKind,
  ScreeningQuery,
  type ScreeningResult,
  type ScreeningTemplate,
  type ScreeningView,
  screeningColumnHeader,
} from '@esgkit/core';
import type { z } from 'zod';
import { CliError, ExitCode, OptionError } from '../errors.ts';
import type { Describe } from '../io/messages.ts';
import type { Runtime } from '../runtime.ts';
import { renderTable } from '../ui/table.ts';
import { csvFormatOf, fetchDownload, writeFileIn } from './downloads.ts';
import { withConnection } from './session.ts';

/** The screening filters as flags (each may repeat or hold a comma-separated list). */
export interface ScreenFilterFlags {
  region: string[];
  sector: string[];
  industry: string[];
  category: string[];
  assetClass: string[];
  fundType: string[];
  sfdr: string[];
  exclude: string[];
  controversy: string[];
  /** Scores 0–100, checked by the command. */
  minEsg?: number | undefined;
  minE?: number | undefined;
  minS?: number | undefined;
  minG?: number | undefined;
  maxTer?: string | undefined;
  /** Fund domiciles (country codes) and providers (one a flag: a name may hold a comma). */
  domicile?: string[] | undefined;
  provider?: string[] | undefined;
  /** Bounds as typed (boundFlags); ISO dates for the inception. */
  minAum?: string | undefined;
  maxAum?: string | undefined;
  minRating?: string | undefined;
  minTaxonomy?: string | undefined;
  minMarketCap?: string | undefined;
  maxMarketCap?: string | undefined;
  inceptionFrom?: string | undefined;
  inceptionTo?: string | undefined;
}

/** The number flags, as typed, by the ScreeningQuery field each fills (a comma reads as the decimal point). */
const boundFlags = {
  maxTerPct: 'maxTer',
  minAumEur: 'minAum',
  maxAumEur: 'maxAum',
  minRating: 'minRating',
  minTaxonomyAlignedPct: 'minTaxonomy',
  minMarketCapEur: 'minMarketCap',
  maxMarketCapEur: 'maxMarketCap',
} as const satisfies Partial<Record<keyof ScreeningQuery, keyof ScreenFilterFlags>>;
type BoundField = keyof typeof boundFlags;
const isBoundField = (field: unknown): field is BoundField =>
  typeof field === 'string' && field in boundFlags;

export interface ScreenOptions extends ScreenFilterFlags {
  kind: 'funds' | 'companies' | 'countries';
  template?: string | undefined;
  find?: string | undefined;
  sort?: string | undefined;
  /** Checked by the command. */
  page: number;
  perPage?: number | undefined;
  all: boolean;
  json: boolean;
  csv?: string | undefined;
  csvFormat?: CsvFormat | undefined;
  /** write the screen's one-page PDF (criteria and first rows) to this file */
  pdf?: string | undefined;
}

const kindOf = (kind: ScreenOptions['kind']): ScreeningKind =>
  kind === 'funds' ? 'fund' : kind === 'companies' ? 'company' : 'country';

/** `--exclude tobacco:minor` → involvement_tobacco accepts up to minor; a bare type accepts none (the command checks the form). */
export const exclusionsOf = (values: readonly string[]): Record<string, 'none' | 'minor' | 'serious'> => {
  const out: Record<string, 'none' | 'minor' | 'serious'> = {};
  for (const value of values) {
    const [type, band = 'none'] = value.split(':').map((s) => s.trim().toLowerCase());
    out[`involvement_${type}`] = band as 'none' | 'minor' | 'serious';
  }
  return out;
};

/** The query of a fund or company screening: the template's filters, then the flags on top. */
export const screeningQueryOf = (
  flags: ScreenFilterFlags,
  template: ScreeningTemplate | null,
  describe: Describe,
): ScreeningQuery => {
  const base = ScreeningQuery.parse(template?.filters ?? {});
  const add = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];
  const minScores = { ...base.minScores };
  const set = (key: keyof typeof minScores, value: number | undefined) => {
    if (value !== undefined) minScores[key] = value;
  };
  set('sustainability', flags.minEsg);
  set('environmental', flags.minE);
  set('social', flags.minS);
  set('governance', flags.minG);
  const candidate = {
    ...base,
    regions: add(base.regions, flags.region),
    sectors: add(base.sectors, flags.sector),
    industries: add(base.industries, flags.industry),
    categories: add(base.categories, flags.category),
    assetClasses: add(base.assetClasses, flags.assetClass),
    fundTypes: add(base.fundTypes, flags.fundType),
    sfdrArticles: [...new Set([...base.sfdrArticles, ...flags.sfdr.map(Number)])],
    exclusions: { ...base.exclusions, ...exclusionsOf(flags.exclude) },
    controversies: add(base.controversies, flags.controversy),
    minScores,
    domiciles: add(
      base.domiciles,
      (flags.domicile ?? []).map((d) => d.toUpperCase()),
    ),
    providers: add(base.providers, flags.provider ?? []),
    ...Object.fromEntries(
      Object.entries(boundFlags).flatMap(([field, flag]) => {
        const typed = flags[flag];
        return typed === undefined ? [] : [[field, Number(typed.replace(',', '.'))]];
      }),
    ),
    ...(flags.inceptionFrom === undefined ? {} : { inceptionFrom: flags.inceptionFrom }),
    ...(flags.inceptionTo === undefined ? {} : { inceptionTo: flags.inceptionTo }),
    ...(template?.securities.length ? { securities: template.securities } : {}),
  };
  const parsed = ScreeningQuery.safeParse(candidate);
  if (!parsed.success) {
    // The first refused value (as typed for a bound such as --max-ter), under the option that gave it.
    const path = parsed.error.issues[0]?.path ?? [];
    const [field, key] = path;
    const option =
      field === 'minScores'
        ? scoreOptions[key as keyof typeof scoreOptions]
        : isBoundField(field)
          ? boundFlags[field]
          : queryOptions[String(field)];
    const value = isBoundField(field)
      ? flags[boundFlags[field]]
      : path.reduce<unknown>(
          (at, step) => (at as Record<PropertyKey, unknown> | undefined)?.[step],
          candidate,
        );
    throw new OptionError(
      option ?? String(field),
      describe('cli.screen.notAllowed', { value: String(value ?? '') }),
    );
  }
  return parsed.data;
};

/** The option that fills each field of ScreeningQuery. */
const queryOptions: Partial<Record<string, keyof ScreenFilterFlags>> = {
  regions: 'region',
  sectors: 'sector',
  industries: 'industry',
  categories: 'category',
  assetClasses: 'assetClass',
  fundTypes: 'fundType',
  sfdrArticles: 'sfdr',
  exclusions: 'exclude',
  controversies: 'controversy',
  domiciles: 'domicile',
  providers: 'provider',
  inceptionFrom: 'inceptionFrom',
  inceptionTo: 'inceptionTo',
};
const scoreOptions = {
  sustainability: 'minEsg',
  environmental: 'minE',
  social: 'minS',
  governance: 'minG',
} as const;

/** The dataset's lists a flag's values must name (the kind's filter route), by flag. */
type FilterLists = Partial<
  Record<
    'region' | 'sector' | 'industry' | 'category' | 'assetClass' | 'fundType' | 'controversy' | 'exclude',
    FilterOption[]
  >
>;

const filterListsOf = async (
  client: ApiClient,
  kind: ScreeningKind,
  runtime: Runtime,
): Promise<FilterLists> => {
  const signal = runtime.signal;
  if (kind === 'country') {
    const { data } = await client.call('screening.countryFilters', { signal });
    return { region: data.regions, exclude: data.exclusionTypes };
  }
  if (kind === 'company') {
    const { data } = await client.call('screening.companyFilters', { signal });
    return {
      region: data.regions,
      sector: data.sectors,
      industry: data.industries,
      controversy: data.controversies,
      exclude: data.exclusionTypes,
    };
  }
  const { data } = await client.call('screening.fundFilters', { signal });
  return {
    region: data.regions,
    category: data.categories,
    assetClass: data.assetClasses,
    fundType: data.fundTypes,
    exclude: data.exclusionTypes,
  };
};

/**
 * The filter flags with each value matched, ignoring case, to an entry (value or label) of the dataset's list
 * (issue 22: `--region europe` is Europe). A value in no list is a usage error that names the valid values, never
 * an empty result. A flag the kind has no list for is left to the engine.
 */
export const resolveFilterFlags = async <Flags extends ScreenFilterFlags>(
  runtime: Runtime,
  client: ApiClient,
  kind: ScreeningKind,
  flags: Flags,
): Promise<Flags> => {
  const lists = await filterListsOf(client, kind, runtime);
  const resolve = (flag: keyof FilterLists, value: string): string => {
    const list = lists[flag];
    if (!list) return value;
    const wanted = value.trim().toLowerCase();
    const found = list.find((o) => o.value.toLowerCase() === wanted || o.label.toLowerCase() === wanted);
    if (found) return found.value;
    throw new OptionError(
      flag,
      runtime.describe('cli.screen.unknownValue', { value, values: list.map((o) => o.value).join(', ') }),
    );
  };
  const out = { ...flags };
  for (const flag of [
    'region',
    'sector',
    'industry',
    'category',
    'assetClass',
    'fundType',
    'controversy',
  ] as const)
    out[flag] = flags[flag].map((v) => resolve(flag, v));
  // --exclude TYPE[:band]: the type is matched, the band is checked by exclusionsOf
  out.exclude = flags.exclude.map((v) => {
    const [type = '', ...band] = v.split(':');
    return [resolve('exclude', type), ...band].join(':');
  });
  return out;
};

const findTemplate = async (
  client: ApiClient,
  name: string,
  runtime: Runtime,
): Promise<ScreeningTemplate> => {
  const { data } = await client.call('templates.list', { signal: runtime.signal });
  const found = data.find((t) => t.id === name || t.name.toLowerCase() === name.toLowerCase());
  if (!found)
    throw new CliError(ExitCode.invalidInput, runtime.describe('cli.templates.notFound', { query: name }));
  return found;
};

/** The `sort` option, COLUMN[:asc|desc]; the column is one of the route's sort keys (core's enum), else a usage error. */
const sortOf = <Key extends string>(
  sort: string | undefined,
  columns: z.ZodEnum<{ [K in Key]: K }>,
  describe: Describe,
): { orderBy?: Key; order?: 'asc' | 'desc' } => {
  if (!sort) return {};
  const [orderBy, order = 'desc'] = sort.split(':');
  if (order !== 'asc' && order !== 'desc')
    throw new OptionError('sort', describe('cli.usage.sortForm', { value: sort }));
  if (!orderBy) return { order };
  const column = columns.safeParse(orderBy);
  if (!column.success)
    throw new OptionError(
      'sort',
      describe('cli.usage.sortColumn', { value: orderBy, columns: columns.options.join(', ') }),
    );
  return { orderBy: column.data, order };
};

const cell = (
  value: string | number | null | undefined,
  locale: Runtime['locale'],
  kind?: ScreeningColumnKind,
): string =>
  value === null || value === undefined
    ? formatNumber(null, locale)
    : typeof value === 'number'
      ? formatNumber(value, locale, kind === 'integer' ? { decimals: 0 } : {})
      : value;

/** `esgkit screen funds|companies|countries`: a table, JSON, or the engine's CSV export written to a file. */
export const runScreen = (runtime: Runtime, options: ScreenOptions): Promise<ExitCode> => {
  const { page, perPage } = options;
  const kind = kindOf(options.kind);
  // Bad flag values are usage errors (exit 2) before any engine starts.
  const fundSort = kind === 'fund' ? sortOf(options.sort, FundScreeningSortKey, runtime.describe) : {};
  const companySort =
    kind === 'company' ? sortOf(options.sort, CompanyScreeningSortKey, runtime.describe) : {};
  if (kind === 'country') {
    // spec doc 2 §7 screeningByCountry answers one array: country screening has no pages, order or search.
    const ignored = [
      options.perPage !== undefined && 'perPage',
      page !== 1 && 'page',
      options.sort !== undefined && 'sort',
      options.find !== undefined && 'find',
    ].find((o) => o !== false);
    if (ignored) throw new OptionError(ignored, runtime.describe('cli.screen.countriesNotPaged'));
  }
  if (kind !== 'country') screeningQueryOf(options, null, runtime.describe);
  return withConnection(runtime, async ({ client }) => {
    const template = options.template ? await findTemplate(client, options.template, runtime) : null;
    const d = runtime.describe;
    const flags = await resolveFilterFlags(runtime, client, kind, options);
    if (kind === 'country') {
      const criteria = CountryScreeningCriteria.parse({
        regions: flags.region,
        exclusionTypes: Object.keys(exclusionsOf(flags.exclude)).map((k) => k.replace(/^involvement_/, '')),
        minScores: {
          ...(options.minE === undefined ? {} : { environmental: options.minE }),
          ...(options.minS === undefined ? {} : { social: options.minS }),
          ...(options.minG === undefined ? {} : { governance: options.minG }),
        },
      });
      if (options.csv) return writeScreeningCsv(runtime, client, kind, criteria, {}, options);
      if (options.pdf) return writeScreeningPdf(runtime, client, kind, criteria, {}, options.pdf);
      const { data } = await client.call('screening.country', { body: criteria, signal: runtime.signal });
      if (options.json) runtime.write(`${JSON.stringify(data, null, 2)}\n`);
      else if (data.length > 0)
        runtime.write(
          renderTable({
            columns: [
              { header: d('cli.columns.name') },
              { header: 'E', align: 'right' },
              { header: 'S', align: 'right' },
              { header: 'G', align: 'right' },
              { header: 'ESG', align: 'right' },
            ],
            rows: data.map((r) => [
              `${r.name} (${r.country})`,
              cell(r.environmental, runtime.locale),
              cell(r.social, runtime.locale),
              cell(r.governance, runtime.locale),
              cell(r.score, runtime.locale),
            ]),
            hasColor: runtime.hasColor,
          }),
        );
      if (data.length === 0) runtime.note(d('noResultsScreening'));
      return ExitCode.ok;
    }
    const query = screeningQueryOf(flags, template, d);
    // the CSV and the PDF take the table's sort and find: the file holds its rows in its order (issue 26)
    const view: ScreeningView = {
      ...fundSort,
      ...companySort,
      ...(options.find ? { find: options.find } : {}),
    };
    if (options.csv) return writeScreeningCsv(runtime, client, kind, query, view, options);
    if (options.pdf) return writeScreeningPdf(runtime, client, kind, query, view, options.pdf);
    const fetchPage = async (n: number): Promise<ScreeningResult> => {
      const paging = {
        page: n,
        ...(perPage ? { perPage } : {}),
        ...(options.find ? { find: options.find } : {}),
      };
      const input = { body: query, signal: runtime.signal };
      const answer =
        kind === 'fund'
          ? await client.call('screening.fund', { query: { ...paging, ...fundSort }, ...input })
          : await client.call('screening.company', { query: { ...paging, ...companySort }, ...input });
      return answer.data;
    };
    const first = await fetchPage(page);
    const rows = [...first.companies];
    if (options.all) {
      const pages = Math.ceil(first.total / first.perPage);
      for (let n = page + 1; n <= pages; n++) rows.push(...(await fetchPage(n)).companies);
    }
    if (options.json) {
      runtime.write(
        `${JSON.stringify({ ...first, companies: rows, page: options.all ? page : first.page }, null, 2)}\n`,
      );
    } else if (rows.length > 0) {
      // the name (and ISIN) lead every row; the engine's name column would print it twice
      const shown = first.columns.filter((c) => c.key !== 'name');
      runtime.write(
        renderTable({
          columns: [
            { header: d('cli.columns.name') },
            { header: 'ISIN' },
            ...shown.map((c) => ({
              header: screeningColumnHeader(c),
              align: (c.kind === 'text' || c.kind === 'country' || c.kind === 'band' ? 'left' : 'right') as
                | 'left'
                | 'right',
            })),
          ],
          rows: rows.map((r) => [
            r.name,
            r.isin ?? r.ticker ?? '',
            ...shown.map((c) => cell(r.values[c.key], runtime.locale, c.kind)),
          ]),
          hasColor: runtime.hasColor,
        }),
      );
      if (!options.all && first.total > rows.length)
        runtime.note(
          d('cli.notes.page', {
            page: first.page,
            pages: Math.ceil(first.total / first.perPage),
            total: first.total,
          }),
        );
    }
    // spec doc 1 §4: an empty screening result shows noResultsScreening; not an error for scripts (exit 0).
    if (rows.length === 0) runtime.note(d('noResultsScreening'));
    return ExitCode.ok;
  });
};

const writeScreeningCsv = async (
  runtime: Runtime,
  client: ApiClient,
  kind: ScreeningKind,
  body: ScreeningQuery | CountryScreeningCriteria,
  view: ScreeningView,
  options: { csv?: string | undefined; csvFormat?: CsvFormat | undefined },
): Promise<ExitCode> => {
  const file = options.csv ?? '';
  const { data } = await client.call('exports.screeningCsv', {
    params: { kind },
    query: { ...view, format: csvFormatOf(options.csvFormat, runtime.locale) },
    body,
    signal: runtime.signal,
  });
  await writeFileIn(file, await fetchDownload(client, data, runtime.signal));
  runtime.note(runtime.describe('cli.notes.wroteFile', { file }));
  return ExitCode.ok;
};

/** The engine's one-page PDF of the screen (criteria in words, the first rows in `view`'s sort and find). */
const writeScreeningPdf = async (
  runtime: Runtime,
  client: ApiClient,
  kind: ScreeningKind,
  body: ScreeningQuery | CountryScreeningCriteria,
  view: ScreeningView,
  file: string,
): Promise<ExitCode> => {
  const pdf = await client.call('exports.screeningPdf', {
    params: { kind },
    query: view,
    body,
    signal: runtime.signal,
  });
  await writeFileIn(file, pdf.bytes);
  runtime.note(runtime.describe('cli.notes.wroteFile', { file }));
  return ExitCode.ok;
};
