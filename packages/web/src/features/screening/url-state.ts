import {
  CountryScreeningCriteria,
  type ExclusionBand,
  involvementKey,
  ScreeningQuery,
  type SortOrder,
} from '@esgkit/core';

// Filters live in the URL (issue 26: "a screen can be bookmarked and shared with a colleague"). One parameter per
// list (comma-separated values; providers one `provider` each), `ex.{type}` per exclusion band, `min.{score}` per
// minimum, one parameter per bound (`minAum`, `inceptionFrom` …, scalarParams); `page` is present
// once the screen has been run, so an address without it shows the filters and no results yet.

const list = (params: URLSearchParams, key: string): string[] =>
  (params.get(key) ?? '').split(',').filter((v) => v !== '');

const numberOf = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
};

/** Single-value filters: URL parameter → ScreeningQuery field (numbers, except the inception dates). */
const scalarParams = {
  minAum: 'minAumEur',
  maxAum: 'maxAumEur',
  minRating: 'minRating',
  minTaxonomy: 'minTaxonomyAlignedPct',
  minCap: 'minMarketCapEur',
  maxCap: 'maxMarketCapEur',
} as const satisfies Record<string, keyof ScreeningQuery>;
const dateParams = { inceptionFrom: 'inceptionFrom', inceptionTo: 'inceptionTo' } as const;

const scalarsFromParams = (params: URLSearchParams): Partial<ScreeningQuery> => {
  const out: Record<string, number | string> = {};
  for (const [param, field] of Object.entries(scalarParams)) {
    const n = numberOf(params.get(param));
    if (n !== undefined) out[field] = n;
  }
  for (const [param, field] of Object.entries(dateParams)) {
    const d = params.get(param);
    if (d) out[field] = d;
  }
  return out;
};

const prefixed = (params: URLSearchParams, prefix: string): [string, string][] =>
  [...params.entries()].filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]);

/** Paging, sort and find of a screening, as the URL holds them. */
export interface ScreenView {
  page: number;
  orderBy: string | undefined;
  order: SortOrder | undefined;
  find: string;
}

/**
 * The CSV template a screen runs (`template=<id>`): its securities, up to 10,000, do not fit in a URL, so the page
 * loads them from the owner's templates (templates/use-template-run.ts). The panel's Run leaves it.
 */
export const TEMPLATE_PARAM = 'template';

/** The URL that runs a CSV template: its id and, if it has any, its filters. */
export const paramsOfTemplate = (id: string, filters: ScreeningQuery | null): URLSearchParams => {
  const params = paramsOfQuery(filters ?? ScreeningQuery.parse({}));
  params.set(TEMPLATE_PARAM, id);
  return params;
};

/** Whether the URL asks for results (the screen was run). */
export const hasRun = (params: URLSearchParams): boolean => params.has('page');

export const viewFromParams = (params: URLSearchParams): ScreenView => {
  const order = params.get('order');
  return {
    page: Math.max(1, Math.trunc(numberOf(params.get('page')) ?? 1)),
    orderBy: params.get('sort') ?? undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    find: params.get('find') ?? '',
  };
};

/**
 * A company or fund screening query from the URL, through core's schema: anything the route would refuse (an
 * unknown asset class, a band that is not none/minor/serious) falls back to the empty query rather than a 400.
 */
export const queryFromParams = (params: URLSearchParams): ScreeningQuery => {
  const raw = {
    regions: list(params, 'regions'),
    sectors: list(params, 'sectors'),
    industries: list(params, 'industries'),
    controversies: list(params, 'controversies'),
    categories: list(params, 'categories'),
    assetClasses: list(params, 'assetClasses'),
    fundTypes: list(params, 'fundTypes'),
    sfdrArticles: list(params, 'sfdr').map(Number),
    exclusions: Object.fromEntries(
      prefixed(params, 'ex.').map(([type, band]) => [involvementKey(type), band]),
    ),
    minScores: Object.fromEntries(
      prefixed(params, 'min.').flatMap(([score, v]) => {
        const n = numberOf(v);
        return n === undefined ? [] : [[score, n]];
      }),
    ),
    ...(numberOf(params.get('maxTer')) !== undefined ? { maxTerPct: numberOf(params.get('maxTer')) } : {}),
    domiciles: list(params, 'domiciles'),
    // a provider's name may hold a comma ("Acme, Inc."): one parameter per provider
    providers: params.getAll('provider').filter((v) => v !== ''),
    ...scalarsFromParams(params),
  };
  const parsed = ScreeningQuery.safeParse(raw);
  return parsed.success ? parsed.data : ScreeningQuery.parse({});
};

export const criteriaFromParams = (params: URLSearchParams): CountryScreeningCriteria => {
  const raw = {
    regions: list(params, 'regions'),
    exclusionTypes: list(params, 'exclusionTypes'),
    minScores: Object.fromEntries(
      prefixed(params, 'min.').flatMap(([score, v]) => {
        const n = numberOf(v);
        return n === undefined ? [] : [[score, n]];
      }),
    ),
  };
  const parsed = CountryScreeningCriteria.safeParse(raw);
  return parsed.success ? parsed.data : CountryScreeningCriteria.parse({});
};

const setList = (params: URLSearchParams, key: string, values: readonly (string | number)[]) => {
  if (values.length > 0) params.set(key, values.join(','));
};

const setMinimums = (params: URLSearchParams, minScores: Readonly<Record<string, number | undefined>>) => {
  for (const [score, min] of Object.entries(minScores))
    if (min !== undefined) params.set(`min.${score}`, String(min));
};

const setView = (params: URLSearchParams, view: Partial<ScreenView>) => {
  params.set('page', String(view.page ?? 1));
  if (view.orderBy) params.set('sort', view.orderBy);
  if (view.order) params.set('order', view.order);
  if (view.find) params.set('find', view.find);
};

/** The URL of a screening run: its filters plus paging, sort and find. */
export const paramsOfQuery = (query: ScreeningQuery, view: Partial<ScreenView> = {}): URLSearchParams => {
  const params = new URLSearchParams();
  setList(params, 'regions', query.regions);
  setList(params, 'sectors', query.sectors);
  setList(params, 'industries', query.industries);
  setList(params, 'categories', query.categories);
  setList(params, 'assetClasses', query.assetClasses);
  setList(params, 'fundTypes', query.fundTypes);
  setList(params, 'sfdr', query.sfdrArticles);
  for (const [key, band] of Object.entries(query.exclusions) as [string, ExclusionBand][])
    params.set(`ex.${key.slice('involvement_'.length)}`, band);
  setList(params, 'controversies', query.controversies);
  setMinimums(params, query.minScores);
  if (query.maxTerPct !== undefined) params.set('maxTer', String(query.maxTerPct));
  setList(params, 'domiciles', query.domiciles);
  for (const provider of query.providers) params.append('provider', provider);
  for (const [param, field] of Object.entries({ ...scalarParams, ...dateParams })) {
    const value = query[field];
    if (value !== undefined) params.set(param, String(value));
  }
  setView(params, view);
  return params;
};

export const paramsOfCriteria = (criteria: CountryScreeningCriteria): URLSearchParams => {
  const params = new URLSearchParams();
  setList(params, 'regions', criteria.regions);
  setList(params, 'exclusionTypes', criteria.exclusionTypes);
  setMinimums(params, criteria.minScores);
  params.set('page', '1');
  return params;
};

/** The same URL with the view (page, sort, find) changed and the filters kept. */
export const withView = (params: URLSearchParams, view: Partial<ScreenView>): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'sort', 'order', 'find']) next.delete(key);
  setView(next, { ...viewFromParams(params), ...view });
  return next;
};
