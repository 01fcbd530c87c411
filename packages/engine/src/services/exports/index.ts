import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CountryScreeningCriteria,
  type CsvFormat,
  type CsvSection,
  type CsvValue,
  contract,
  csvUnitLabel,
  DomainError,
  defaultCsvFormat,
  type Locale,
  type PaiFigure,
  type RouteId,
  type ScreeningKind,
  type ScreeningQuery,
  screeningColumnHeader,
  type TrafficLight,
  type Translator,
  toCsv,
  toIsoDate,
} from '@esgkit/core';
import { screenCompanies } from '../../analytics/screening/company.ts';
import { screenCountries } from '../../analytics/screening/country.ts';
import { screenFunds } from '../../analytics/screening/fund.ts';
import { translatorFor } from '../../analytics/views/side.ts';
import type { Store } from '../../store/db.ts';
import { newId, newSecret } from '../../store/ids.ts';
import { claimAppState, readAppState } from '../../store/repositories/app-state.ts';
import { findOwnedPortfolio, type PortfolioRow } from '../../store/repositories/portfolios.ts';
import { accessScopeOf, requireAccess, routeFeatures } from '../access.ts';
import type { CalculationService } from '../calculations/index.ts';
import { type Grant, grantOf, principalOfGrant } from '../grants.ts';
import type { Principal } from '../principal.ts';
import { fundOverallRatings, requireSnapshot, type SnapshotSource } from '../securities.ts';

// CSV exports (spec doc 2 §7 "Answer: urlDownload"): an export answers a signed link under ESGKIT_PUBLIC_URL. The
// request (what to export, for whom, until when) is kept server-side under a random id (a screening request can
// name 10,000 securities, too long for a URL); the link carries the id and its HMAC, and the engine builds the CSV
// when the link is opened. The link is the credential (no login), so it is short-lived, and opening it checks again
// the grant it was made under (docs/decisions.md "Download links answer as their grant would now").

/** How long a download link works (long enough to start a download, short enough that a leaked link dies soon). */
export const DOWNLOAD_LINK_TTL_MS = 15 * 60_000;
/** Every row of a view (the views page by 20). */
const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const SIGNING_KEY = 'exports.signingKey';

type Cell = CsvValue;
interface Table {
  header: string[];
  rows: Cell[][];
}

/**
 * The view each section exports: the section is read under its view's features, with its `limited` (doc 1 §6), so
 * a CSV never holds more than the same caller's view (issue 20).
 */
const sectionView: Record<CsvSection, RouteId> = {
  holdings: 'views.holdings',
  performance: 'views.dailyPerformance',
  esg: 'views.esg',
  'esg-countries': 'views.esgCountries',
  products: 'views.products',
  exclusions: 'views.controversies',
  controversies: 'views.controversySummary',
  impact: 'views.impactDetail',
  taxonomy: 'views.taxonomy',
  'pai-1': 'views.pai',
  'pai-2': 'views.pai',
  'pai-3': 'views.pai',
};
const screeningRoute: Record<ScreeningKind, RouteId> = {
  fund: 'screening.fund',
  company: 'screening.company',
  country: 'screening.country',
};
/** What a caller needs for a section: the export route's features and the section's view's. */
const sectionFeatures = (section: CsvSection): string[] => [
  ...routeFeatures(contract['exports.csv']),
  ...routeFeatures(contract[sectionView[section]]),
];
const screeningFeatures = (kind: ScreeningKind): string[] => [
  ...routeFeatures(contract['exports.screeningCsv']),
  ...routeFeatures(contract[screeningRoute[kind]]),
];

/** What a download link names. */
interface PortfolioClaim {
  kind: 'portfolio';
  /** The credential the link was made with: checked again when it is opened. */
  grant: Grant;
  portfolioId: string;
  section: CsvSection;
  impactType?: 0 | 2;
  locale: Locale;
  /** the spreadsheet the file is for (absent in links made before formats: the locale's) */
  format?: CsvFormat;
  /** expiry, ms since the epoch */
  exp: number;
}
interface ScreeningClaim {
  kind: 'screening';
  grant: Grant;
  screening: ScreeningKind;
  query: ScreeningQuery | CountryScreeningCriteria;
  locale: Locale;
  format?: CsvFormat;
  exp: number;
}
type DownloadClaim = PortfolioClaim | ScreeningClaim;

/** Export requests live in app_state under this prefix until they expire. */
const CLAIM_PREFIX = 'download:';

export type ExportService = ReturnType<typeof createExportService>;

export const createExportService = (options: {
  store: Store;
  calculations: CalculationService;
  source: SnapshotSource;
  publicUrl: string;
  now: () => Date;
}) => {
  const { store, calculations: calc, now } = options;

  // One key per store, so that every engine process on one database accepts the others' links.
  let key: Promise<Buffer> | undefined;
  const signingKey = (): Promise<Buffer> => {
    key ??= (async () => {
      await claimAppState(store.db, SIGNING_KEY, newSecret(32), now().toISOString());
      const value = await readAppState(store.db, SIGNING_KEY);
      if (!value) throw new Error('the export signing key could not be stored');
      return Buffer.from(value, 'base64url');
    })();
    return key;
  };

  const sign = async (payload: string) =>
    createHmac('sha256', await signingKey())
      .update(payload)
      .digest();

  const bandLabel = (t: Translator, band: TrafficLight | null) => (band ? t(`exports.bands.${band}`) : null);
  const figureCells = (t: Translator, f: PaiFigure | null): Cell[] =>
    f ? [f.value, t(`exports.statuses.${f.status}`), f.coverage.pct] : [null, null, null];

  /** The whole view of a section as a table, headers in `locale`; `limited` as the caller's view (doc 2 §6). */
  const tableOf = async (row: PortfolioRow, claim: PortfolioClaim, limited: boolean): Promise<Table> => {
    const t = translatorFor(claim.locale);
    const c = (k: string) => t(`exports.columns.${k}` as 'exports.columns.name');
    const locale = claim.locale;
    const all = { page: 1, perPage: ALL_ROWS };
    switch (claim.section) {
      case 'holdings': {
        const page = await calc.holdings(row, { ...all, limited }, locale);
        return {
          header: [
            'name',
            'input',
            'isin',
            'ticker',
            'type',
            'weightPct',
            'valueEur',
            'currentValueEur',
            'currentWeightPct',
            'country',
            'currency',
            'sector',
            'viaFunds',
          ].map(c),
          rows: page.data.map((h) => [
            h.name,
            h.input,
            h.isin,
            h.ticker,
            h.type,
            h.weightPct,
            h.valueEur,
            h.currentValueEur,
            h.currentWeightPct,
            h.country,
            h.currency,
            h.sector,
            (h.viaFunds ?? []).join('; '),
          ]),
        };
      }
      case 'performance': {
        const daily = await calc.dailyPerformance(row);
        return {
          header: ['date', 'portfolio', 'benchmark'].map(c),
          rows: daily.series.map((p) => [p.date, p.portfolio, p.benchmark]),
        };
      }
      case 'esg': {
        const esg = await calc.esg(row, { ...all, limited }, locale);
        const pillars = (['e', 's', 'g'] as const).map((k) => ({ k, pillar: esg[k] }));
        const indicators = pillars.flatMap(({ pillar }) => pillar.indicators);
        return {
          header: [
            ...['pillar', 'name', 'isin', 'country', 'sector', 'weightPct', 'score'].map(c),
            ...indicators.map((i) => (i.unit ? `${i.label} (${i.unit})` : i.label)),
          ],
          rows: pillars.flatMap(({ k, pillar }) =>
            pillar.companies.map((r) => [
              t(`exports.pillars.${k}`),
              r.name,
              r.isin,
              r.country,
              r.sector,
              r.weightPct,
              r.score,
              ...indicators.map((i) => r.values[i.code] ?? null),
            ]),
          ),
        };
      }
      case 'esg-countries': {
        const page = await calc.esgCountries(row, { ...all, limited }, locale);
        return {
          header: [
            'country',
            'name',
            'region',
            'weightPct',
            'environmental',
            'social',
            'governance',
            'score',
          ].map(c),
          rows: page.data.map((r) => [
            r.country,
            r.label,
            r.region,
            r.weightPct,
            r.environmental,
            r.social,
            r.governance,
            r.score,
          ]),
        };
      }
      case 'products': {
        const data = await calc.products(row, undefined, locale);
        return {
          header: ['name', 'weightPct', 'product', 'revenueSharePct', 'sustainableScore'].map(c),
          rows: data.companies.flatMap((company) =>
            company.products.map((p) => [
              company.name,
              company.weightPct,
              p.label,
              p.weightPct,
              p.sustainableScore,
            ]),
          ),
        };
      }
      // the summary: each indicator's weight per traffic light, as the summary view shows it
      case 'controversies': {
        const data = await calc.controversySummary(row, undefined, locale);
        return {
          header: ['indicator', 'greenPct', 'yellowPct', 'redPct', 'coveragePct'].map(c),
          rows: data.columns.map((col) => [
            col.label,
            col.greenPct,
            col.yellowPct,
            col.redPct,
            col.coverage.pct,
          ]),
        };
      }
      // the detail: each company's involvement per indicator, as the detail view shows it
      case 'exclusions': {
        const data = await calc.controversies(row, all, locale);
        const columns = data.columns;
        return {
          header: [
            ...['name', 'weightPct'].map(c),
            ...columns.flatMap((col) => [
              t('exports.columns.share', { label: col.label }),
              t('exports.columns.band', { label: col.label }),
            ]),
          ],
          rows: data.results.map((r) => [
            r.name,
            r.weightPct,
            ...columns.flatMap((col) => {
              const v = r.values[col.code];
              return [v?.revenueSharePct ?? null, bandLabel(t, v?.band ?? null)];
            }),
          ]),
        };
      }
      case 'impact': {
        const type = claim.impactType ?? 0;
        const page = await calc.impactDetail(row, { ...all, type }, locale);
        const codes = [...new Set(page.data.flatMap((r) => r.metrics.map((m) => m.code)))];
        const units = new Map(page.data.flatMap((r) => r.metrics.map((m) => [m.code, m.unit] as const)));
        return {
          header: [
            ...['name', 'weightPct'].map(c),
            ...codes.map((k) => (units.get(k) ? `${k} (${units.get(k)})` : k)),
          ],
          rows: page.data.map((r) => [
            r.name,
            r.weightPct,
            ...codes.map((k) => r.metrics.find((m) => m.code === k)?.value ?? null),
          ]),
        };
      }
      case 'taxonomy': {
        const page = await calc.taxonomyPage(row, all);
        return {
          header: [
            'name',
            'country',
            'sector',
            'weightPct',
            'turnoverEligiblePct',
            'turnoverAlignedPct',
            'capexEligiblePct',
            'capexAlignedPct',
            'opexEligiblePct',
            'opexAlignedPct',
            'fiscalYear',
          ].map(c),
          rows: page.data.map((r) => [
            r.name,
            r.country,
            r.sector,
            r.weightPct,
            r.turnover.eligiblePct,
            r.turnover.alignedPct,
            r.capex.eligiblePct,
            r.capex.alignedPct,
            r.opex.eligiblePct,
            r.opex.alignedPct,
            r.fiscalYear,
          ]),
        };
      }
      case 'pai-1':
      case 'pai-2':
      case 'pai-3': {
        const set = Number(claim.section.slice(4)) as 1 | 2 | 3;
        const data = await calc.pai(row, set, 'all', claim.locale);
        return {
          header: [
            'number',
            'indicator',
            'metric',
            'unit',
            'unitCode',
            'portfolio',
            'status',
            'coveragePct',
            'coveredValueEur',
            'totalValueEur',
            'fiscalYear',
            'benchmark',
            'benchmarkStatus',
            'referenceYear',
          ].map(c),
          rows: data.indicators.flatMap((i) =>
            i.metrics.map((m) => {
              const [value, status, coverage] = figureCells(t, m.portfolio);
              const [bValue, bStatus] = figureCells(t, m.benchmark);
              // the portfolio's figure in the views' vocabulary: the unit as a label with its id beside it (as the
              // PAI statement's CSV), coverage, covered value, V, fiscal year
              return [
                i.number,
                i.label,
                m.label,
                csvUnitLabel(m.portfolio.unit, locale),
                m.portfolio.unit,
                value,
                status,
                coverage,
                m.portfolio.coverage.coveredValueEur,
                m.portfolio.totalValueEur,
                m.portfolio.fiscalYear,
                bValue,
                bStatus,
                data.referenceYear,
              ];
            }),
          ),
        };
      }
    }
  };

  /** A screening run's every row as a table (columns as the screening names them). */
  const screeningTable = (claim: ScreeningClaim): Table => {
    const snapshot = requireSnapshot(options.source);
    const t = translatorFor(claim.locale);
    const c = (k: string) => t(`exports.columns.${k}` as 'exports.columns.name');
    if (claim.screening === 'country') {
      const rows = screenCountries(snapshot, claim.query as CountryScreeningCriteria, {
        locale: claim.locale,
      });
      return {
        header: ['country', 'name', 'region', 'environmental', 'social', 'governance', 'score'].map(c),
        rows: rows.map((r) => [
          r.country,
          r.name,
          r.region,
          r.environmental,
          r.social,
          r.governance,
          r.score,
        ]),
      };
    }
    const all = { page: 1, perPage: ALL_ROWS };
    const query = claim.query as ScreeningQuery;
    const result =
      claim.screening === 'fund'
        ? screenFunds(snapshot, query, all, { locale: claim.locale, ratings: fundOverallRatings(snapshot) })
        : screenCompanies(snapshot, query, all, { locale: claim.locale });
    const columns = result.columns.filter((col) => !['name', 'isin', 'ticker', 'country'].includes(col.key));
    return {
      header: [...['name', 'isin', 'ticker', 'country'].map(c), ...columns.map(screeningColumnHeader)],
      rows: result.companies.map((r) => [
        r.name,
        r.isin,
        r.ticker,
        r.country,
        ...columns.map((col) => r.values[col.key] ?? null),
      ]),
    };
  };

  /** Keeps the request, drops expired ones, and answers the signed link. */
  const linkFor = async (claim: DownloadClaim) => {
    const id = newId();
    const at = now();
    await store.db
      .deleteFrom('app_state')
      .where('key', 'like', `${CLAIM_PREFIX}%`)
      .where('updated_at', '<', new Date(at.getTime() - DOWNLOAD_LINK_TTL_MS).toISOString())
      .execute();
    await store.db
      .insertInto('app_state')
      .values({ key: `${CLAIM_PREFIX}${id}`, value: JSON.stringify(claim), updated_at: at.toISOString() })
      .execute();
    const token = `${id}.${(await sign(id)).toString('base64url')}`;
    return {
      urlDownload: `${options.publicUrl}/api/v1/downloads/${token}`,
      expiresAt: new Date(claim.exp).toISOString(),
    };
  };

  return {
    /**
     * A signed link to one section of a portfolio as CSV, if the caller may read the section's view (built once now,
     * so a link never leads to an error while its grant holds).
     */
    async portfolioLink(
      principal: Principal,
      row: PortfolioRow,
      request: {
        section: CsvSection;
        impactType?: 0 | 2 | undefined;
        locale: Locale;
        format?: CsvFormat | undefined;
      },
    ) {
      const { limited } = requireAccess(principal, sectionFeatures(request.section), accessScopeOf(row));
      const claim: PortfolioClaim = {
        kind: 'portfolio',
        grant: grantOf(principal),
        portfolioId: row.id,
        section: request.section,
        ...(request.impactType === undefined ? {} : { impactType: request.impactType }),
        locale: request.locale,
        format: request.format ?? defaultCsvFormat(request.locale),
        exp: now().getTime() + DOWNLOAD_LINK_TTL_MS,
      };
      await tableOf(row, claim, limited);
      return linkFor(claim);
    },

    /** A signed link to a screening run's results as CSV, if the caller may run that screening. */
    async screeningLink(
      principal: Principal,
      request: {
        screening: ScreeningKind;
        query: ScreeningQuery | CountryScreeningCriteria;
        locale: Locale;
        format?: CsvFormat | undefined;
      },
    ) {
      requireAccess(principal, screeningFeatures(request.screening), {});
      const claim: ScreeningClaim = {
        kind: 'screening',
        grant: grantOf(principal),
        screening: request.screening,
        query: request.query,
        locale: request.locale,
        format: request.format ?? defaultCsvFormat(request.locale),
        exp: now().getTime() + DOWNLOAD_LINK_TTL_MS,
      };
      screeningTable(claim);
      return linkFor(claim);
    },

    /**
     * The CSV a link names: 404 notFound for a link not signed here, or whose portfolio is gone; 410
     * sharedLinkExpired once it expired. Its grant is checked again: the answer its credential would get now (share
     * link ended, API key revoked, user gone), the section refused under the user's current plan and capability,
     * and the current `limited` applied.
     */
    async download(token: string) {
      const [id, signature] = token.split('.');
      if (!id || !signature) throw new DomainError('notFound');
      const expected = await sign(id);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new DomainError('notFound');
      const stored = await readAppState(store.db, `${CLAIM_PREFIX}${id}`);
      if (!stored) throw new DomainError('sharedLinkExpired');
      const claim = JSON.parse(stored) as DownloadClaim;
      // a link stored before grants were recorded cannot be checked: it has ended (they lived 15 minutes)
      if (now().getTime() > claim.exp || !claim.grant) throw new DomainError('sharedLinkExpired');
      const principal = await principalOfGrant(store.db, claim.grant, now().toISOString());
      let table: Table;
      let name: string;
      if (claim.kind === 'portfolio') {
        const owner = principal.kind === 'share' ? principal.share.ownerId : principal.user.id;
        const row = await findOwnedPortfolio(store.db, owner, claim.portfolioId);
        // a share link reaches its client's portfolio only
        if (!row || (principal.kind === 'share' && principal.share.portfolioId !== row.id))
          throw new DomainError('notFound');
        const { limited } = requireAccess(principal, sectionFeatures(claim.section), accessScopeOf(row));
        table = await tableOf(row, claim, limited);
        name = claim.section;
      } else {
        requireAccess(principal, screeningFeatures(claim.screening), {});
        table = screeningTable(claim);
        name = `screening-${claim.screening}`;
      }
      return {
        bytes: new TextEncoder().encode(toCsv(table, claim.format ?? defaultCsvFormat(claim.locale))),
        contentType: 'text/csv; charset=utf-8',
        filename: `esgkit-${name}-${toIsoDate(now())}.csv`,
      };
    },
  };
};
