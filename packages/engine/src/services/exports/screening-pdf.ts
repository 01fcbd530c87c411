import {
  type CountryScreeningCriteria,
  DomainError,
  formatScreeningCell,
  type Locale,
  type ScreeningColumn,
  type ScreeningKind,
  type ScreeningQuery,
  type ScreeningResult,
  type ScreeningView,
  screeningColumnHeader,
  sortCountries,
} from '@esgkit/core';
import type { ScreeningPdfInputData } from '@esgkit/report';
import { translatorFor } from '../../analytics/views/side.ts';
import { requireAccess } from '../access.ts';
import type { Principal } from '../principal.ts';
import type { ReportService } from '../report.ts';
import type { ScreeningService } from '../screening.ts';
import { screeningFeatures } from './claims.ts';
import { describeCriteria, type FilterLists } from './screening-criteria.ts';

// The one-page PDF of a screen (issue 26): the criteria in words, the first rows in the table's sort and find, the
// total. The screen runs here exactly as the screening route runs it (services/screening.ts), so the PDF's rows are
// the table's; @esgkit/report decides how many fit on the page.

/** The columns a landscape page has room for after the name and ISIN (the screen's first ones). */
const MORE_COLUMNS = 8;
const FACT_KEYS = new Set(['name', 'isin', 'ticker', 'country']);

type Document = Omit<ScreeningPdfInputData, 'meta' | 'branding'>;

/**
 * The screen's columns the page has room for, in the table's order: the columns of the exclusion and controversy
 * filters always (they say why a row passed), the others from the first while there is room.
 */
const columnsShown = (columns: readonly ScreeningColumn[], query: ScreeningQuery): ScreeningColumn[] => {
  const isFilter = (c: ScreeningColumn) =>
    c.key.startsWith('involvement_') || query.controversies.includes(c.key);
  const candidates = columns.filter((c) => !FACT_KEYS.has(c.key));
  let room = MORE_COLUMNS - candidates.filter(isFilter).length;
  return candidates.filter((c) => isFilter(c) || room-- > 0);
};

export type ScreeningPdfService = ReturnType<typeof createScreeningPdfService>;

export const createScreeningPdfService = (deps: { screening: ScreeningService; report: ReportService }) => {
  const { screening } = deps;

  const countryDocument = (
    criteria: CountryScreeningCriteria,
    view: ScreeningView,
    locale: Locale,
    maxRows: number,
  ): Document => {
    const t = translatorFor(locale);
    // the table's order (the route answers countries unsorted)
    const rows = sortCountries(screening.countries(criteria, locale), view.orderBy, view.order);
    const scores = ['environmental', 'social', 'governance'] as const;
    const score = (key: string) => t(`exports.columns.${key as (typeof scores)[number]}`);
    return {
      kind: 'country',
      criteria: describeCriteria(criteria, {
        locale,
        lists: screening.countryFilters(locale) as FilterLists,
        scoreLabel: score,
      }),
      view: [],
      columns: [
        { label: t('exports.columns.name'), numeric: false },
        { label: t('exports.columns.region'), numeric: false },
        ...scores.map((key) => ({ label: score(key), numeric: true })),
        { label: t('web.screening.score'), numeric: true },
        // the sovereign PAI inputs, as the table labels them
        { label: t('web.screening.ghgIntensity'), numeric: true },
        { label: t('web.screening.socialViolations'), numeric: false },
      ],
      rows: rows
        .slice(0, maxRows)
        .map((r) => [
          r.name,
          r.region ?? formatScreeningCell({ kind: 'text' }, null, locale, t),
          ...[r.environmental, r.social, r.governance, r.score, r.ghgIntensityTPerMeurGdp].map((v) =>
            formatScreeningCell({ kind: 'score' }, v, locale, t),
          ),
          r.socialViolations === null
            ? formatScreeningCell({ kind: 'text' }, null, locale, t)
            : t(r.socialViolations ? 'web.screening.violationsYes' : 'web.screening.violationsNo'),
        ]),
      total: rows.length,
    };
  };

  const securityDocument = (
    kind: 'fund' | 'company',
    query: ScreeningQuery,
    view: ScreeningView,
    locale: Locale,
    maxRows: number,
  ): Document => {
    const t = translatorFor(locale);
    const paging = { ...view, page: 1, perPage: maxRows };
    const result: ScreeningResult =
      kind === 'fund' ? screening.funds(query, paging, locale) : screening.companies(query, paging, locale);
    const lists = (
      kind === 'fund' ? screening.fundFilters(locale) : screening.companyFilters(locale)
    ) as FilterLists;
    const labelOf = (key: string) =>
      result.columns.find((c) => c.key === key)?.label ??
      lists.scores?.find((o) => o.value === key)?.label ??
      key;
    const shown = columnsShown(result.columns, query);
    const sortedBy = (view.orderBy ?? view.order) ? result.orderBy : undefined;
    return {
      kind,
      criteria: describeCriteria(query, { locale, lists, scoreLabel: labelOf }),
      view: [
        ...(sortedBy
          ? [
              t('report.screening.sortedBy', {
                column: labelOf(sortedBy),
                order: t(`report.screening.order.${result.order}`),
              }),
            ]
          : []),
        ...(result.find ? [`${t('web.screening.find')}: ${result.find}`] : []),
      ],
      columns: [
        { label: labelOf('name'), numeric: false },
        { label: t('exports.columns.isin'), numeric: false },
        ...shown.map((c) => ({
          label: screeningColumnHeader(c),
          numeric: ['number', 'integer', 'percent', 'score'].includes(c.kind),
        })),
      ],
      rows: result.companies.map((r) => [
        r.name,
        r.isin ?? r.ticker ?? '',
        ...shown.map((c) => formatScreeningCell(c, r.values[c.key], locale, t)),
      ]),
      total: result.total,
    };
  };

  /** The screen's refusal (its screening feature), and share links never (the route is for signed-in users). */
  const checkAccess = (principal: Principal, kind: ScreeningKind): void => {
    requireAccess(principal, screeningFeatures(kind, 'exports.screeningPdf'), {});
    if (principal.kind === 'share') throw new DomainError('notEnoughCapability');
  };

  return {
    checkAccess,

    /**
     * The PDF of a screen for a signed-in user who may run that screening (the same refusal as the screen itself),
     * in `locale`.
     */
    async render(
      principal: Principal,
      request: {
        kind: ScreeningKind;
        criteria: ScreeningQuery | CountryScreeningCriteria;
        view: ScreeningView;
        locale: Locale;
      },
    ): Promise<Uint8Array> {
      checkAccess(principal, request.kind);
      if (principal.kind === 'share') throw new DomainError('notEnoughCapability'); // narrows the type
      const { kind, locale } = request;
      return deps.report.renderScreening(
        principal.user.id,
        (maxRows) =>
          kind === 'country'
            ? countryDocument(request.criteria as CountryScreeningCriteria, request.view, locale, maxRows)
            : securityDocument(kind, request.criteria as ScreeningQuery, request.view, locale, maxRows),
        locale,
      );
    },
  };
};
