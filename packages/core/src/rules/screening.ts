import type { ResolvedSecurity } from '../schemas/portfolio.ts';
import type { CountryScreeningRow } from '../schemas/screening.ts';
import { CountryScreeningSortKey } from '../schemas/sort-keys.ts';
import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';

/** What a screening template screens: funds or companies. */
type CsvTemplateKind = 'fund' | 'company';

const CSV_COLUMNS = new Set(['isin', 'ticker']);

/**
 * A screening-template CSV may have only ISIN or Ticker columns (spec doc 1 §5), matched without regard to case,
 * spaces or a byte-order mark. Portfolio CSVs are not held to this rule. Paths are [0 (the header line), column].
 */
export const validateScreeningCsvColumns = (header: readonly string[]): Issue[] => {
  if (header.length === 0) return [issue('csvOnlyIsinOrTicker', [0])];
  const issues: Issue[] = [];
  header.forEach((cell, column) => {
    const name = cell.replace(/^\uFEFF/, '').trim();
    if (!CSV_COLUMNS.has(name.toLowerCase())) {
      issues.push(issue('csvOnlyIsinOrTicker', [0, column], { params: { column: name } }));
    }
  });
  return issues;
};

/**
 * A template CSV must contain funds or companies as appropriate (spec doc 1 §5): a fund template with no fund is
 * `csvNoFunds`, a company template with no company (equity) is `csvNoCompanies`. Rows of the other kind are a
 * warning (doc 1 §4 upload results 3 and 4). `resolved` is the securities-exist answer for the CSV's rows.
 */
export const validateScreeningCsvContent = (
  kind: CsvTemplateKind,
  resolved: readonly ResolvedSecurity[],
): Issue[] => {
  const found = resolved.filter((r) => r.exists);
  const funds = found.filter((r) => r.type === 'fund').length;
  const companies = found.filter((r) => r.type === 'equity').length;
  if (kind === 'fund') {
    if (funds === 0) return [issue('csvNoFunds', [])];
    return companies > 0
      ? [issue('csvMixedWithCompanies', [], { severity: 'warning', params: { count: companies } })]
      : [];
  }
  if (companies === 0) return [issue('csvNoCompanies', [])];
  return funds > 0 ? [issue('csvMixedWithFunds', [], { severity: 'warning', params: { count: funds } })] : [];
};

/** A template as its form holds it: a name, filter values and, for a CSV template, its securities. */
export interface ScreeningTemplateDraft {
  name?: string | null;
  filters?: Readonly<Record<string, unknown>> | null;
  securities?: readonly unknown[] | null;
}

const isSetFilterValue = (value: unknown): boolean => {
  if (value === null || value === undefined || value === false || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'object') return Object.values(value).some(isSetFilterValue);
  return true;
};

/** A screening template needs a name and at least one filter (or, for a CSV template, a security) (doc 1 §5). */
export const validateScreeningTemplate = (template: ScreeningTemplateDraft): Issue[] => {
  const issues: Issue[] = [];
  if (!template.name?.trim()) issues.push(issue('templateNameRequired', ['name']));
  const hasFilter = Object.values(template.filters ?? {}).some(isSetFilterValue);
  const hasSecurities = (template.securities?.length ?? 0) > 0;
  if (!hasFilter && !hasSecurities) issues.push(issue('templateFilterRequired', ['filters']));
  return issues;
};

/**
 * Only one template can be added at a time (doc 1 §5): adding is refused while a template in the list is still
 * unsaved (no id) or open for editing (the client-side editing flag).
 */
export const validateNewTemplate = (
  templates: readonly { id?: string | null; editing?: boolean }[],
): Issue[] => (templates.some((t) => !t.id || t.editing === true) ? [issue('oneTemplateAtATime', [])] : []);

/** An EU Taxonomy alignment value cannot exceed the eligibility value (doc 1 §5); both in percent. */
export const validateAlignment = (values: {
  alignment?: number | null;
  eligibility?: number | null;
}): Issue[] => {
  const { alignment, eligibility } = values;
  if (alignment === null || alignment === undefined || eligibility === null || eligibility === undefined)
    return [];
  return alignment > eligibility
    ? [issue('alignmentAboveEligibility', ['alignment'], { params: { eligibility } })]
    : [];
};

/** The region-dependent filter is enabled once at least one region is picked (doc 1 §5). */
export const isRegionFilterEnabled = (regions: readonly string[] | null | undefined): boolean =>
  (regions?.length ?? 0) > 0;

/** A value in the region-dependent filter with no region picked is `regionRequired` (doc 1 §5). */
export const validateRegionSelection = (filters: {
  regions?: readonly string[] | null;
  dependent?: readonly unknown[] | null;
}): Issue[] =>
  (filters.dependent?.length ?? 0) > 0 && !isRegionFilterEnabled(filters.regions)
    ? [issue('regionRequired', ['regions'])]
    : [];

/** The screening search text to send: the value only if it is a string (doc 1 §5, doc 2 §5). */
export const screeningSearchText = (find: unknown): string | undefined =>
  typeof find === 'string' ? find : undefined;

/** A search value that is present but not a string is dropped; this says so (a warning, never blocking). */
export const validateScreeningSearch = (find: unknown): Issue[] =>
  find === undefined || find === null || typeof find === 'string'
    ? []
    : [issue('screeningSearchNotString', ['find'], { severity: 'warning' })];

/**
 * Company exclusion options (doc 1 §5, doc 2 §9): None 0 %–5 %, Minor 5.1 %–10 %, Serious 10.1 %–20 % of revenue.
 * The spec writes the next band's start one decimal above the previous end; we read the bands as contiguous, each
 * including its upper bound: None [0, 5], Minor (5, 10], Serious (10, 20].
 */
export const EXCLUSION_OPTIONS = [
  { id: 'none', fromPct: 0, toPct: 5 },
  { id: 'minor', fromPct: 5.1, toPct: 10 },
  { id: 'serious', fromPct: 10.1, toPct: 20 },
] as const;
export type ExclusionOption = (typeof EXCLUSION_OPTIONS)[number]['id'];

/** The exclusion option an involvement (percent of revenue) falls in; null above 20 % or for no number. */
export const exclusionOptionFor = (involvementPct: number): ExclusionOption | null => {
  if (!Number.isFinite(involvementPct) || involvementPct < 0) return null;
  return EXCLUSION_OPTIONS.find((option) => involvementPct <= option.toPct)?.id ?? null;
};

export const CONTROVERSY_NONE = 'none';

/** The controversy list as the filter offers it: None first (doc 1 §5), then the rest in their order. */
export const controversyOptions = <T extends string>(
  levels: readonly T[],
): Array<T | typeof CONTROVERSY_NONE> => [
  CONTROVERSY_NONE,
  ...levels.filter((level) => level !== CONTROVERSY_NONE),
];

/**
 * The countries of a country screening in the table's order (the route answers them unsorted; the web table, the CSV
 * and the PDF sort them here): by `orderBy` (name for a key the table does not sort by), missing figures last either
 * way so a no-data row never tops a ranking, ties by name.
 */
export const sortCountries = <Row extends CountryScreeningRow>(
  rows: readonly Row[],
  orderBy: string | undefined,
  order: 'asc' | 'desc' | undefined,
): Row[] => {
  const parsed = CountryScreeningSortKey.safeParse(orderBy);
  const key = parsed.success ? parsed.data : 'name';
  const sign = order === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * c || a.name.localeCompare(b.name);
  });
};
