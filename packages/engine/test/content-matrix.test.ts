import { type ApiClient, ApiError, CsvSection } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../src/services/principal.ts';
import { findOwnedPortfolio } from '../src/store/repositories/portfolios.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor, seedShareLink } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

// The content matrix (issue 20): the authorisation matrix checks status codes; this suite checks what the answers
// hold. For a capability-7 caller (limited data, spec doc 1 §6 and doc 2 §6), a share-token caller and a full-access
// caller (the control), every CSV section and every PDF result is compared with the view it exports, read by the
// same caller: an export refused where its view is refused, never holding a row its view does not hold, and the
// CSV holding exactly the view's rows. The portfolio holds a fund, so look-through gives more lines than the items.

const ALL = { page: 1, perPage: 500 } as const;

type Outcome<T> = { ok: true; value: T } | { ok: false; code: string };
const attempt = async <T>(work: () => Promise<T>): Promise<Outcome<T>> => {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code };
    throw error;
  }
};

/** RFC 4180 cells of a CSV line (quotes doubled inside quoted cells). */
const cellsOf = (line: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
};

/** Each CSV section: the rows of the view it exports (one key a row) and the same key read from a CSV line. */
interface SectionCheck {
  view: (api: ApiClient, portfolioId: string) => Promise<string[]>;
  key: (cells: string[]) => string;
}
const paiCheck = (set: 1 | 2 | 3): SectionCheck => ({
  view: async (api, portfolioId) =>
    (
      await api.call('views.pai', { params: { portfolioId, set }, query: { basis: 'all' } })
    ).data.indicators.flatMap((i) => i.metrics.map((m) => `${i.number}|${m.label}`)),
  key: (c) => `${c[0]}|${c[2]}`,
});
/** An allocation's rows as its view lists them: the entries, then "Other" and "Unknown" when they weigh anything. */
const allocationCheck = (
  kind: 'distribution' | 'assets' | 'countries' | 'currencies' | 'sectors' | 'goalsDistribution',
): SectionCheck => ({
  view: async (api, portfolioId) => {
    const a = (await api.call('views.aggregates', { params: { portfolioId }, query: {} })).data[kind];
    return [
      ...a.entries.map((e) => `${e.key}|${e.label}`),
      ...(a.otherPct > 0 ? ['|Other'] : []),
      ...(a.unknownPct > 0 ? ['|Unknown'] : []),
    ];
  },
  key: (c) => `${c[0]}|${c[1]}`,
});
const paiDetailCheck = (set: 1 | 2 | 3): SectionCheck => ({
  view: async (api, portfolioId) =>
    (await api.call('views.paiDetail', { params: { portfolioId, set }, query: ALL })).data.data.map(
      (r) => r.name,
    ),
  key: (c) => c[0]!,
});
// the risk view's column titles (en-US) and its rows' measures
const riskWindows: Record<string, string> = {
  ytd: 'YTD',
  y1: '1 year',
  y3: '3 years',
  y5: '5 years',
  whole: 'Since the first investment',
};
const riskMeasures = [
  'Volatility (annualised)',
  'Sharpe ratio',
  'Sortino ratio',
  'Alpha',
  'Beta coefficient',
  'R squared',
  'Maximum drawdown',
];
const csvMatrix: Record<CsvSection, SectionCheck> = {
  // the headline figures, then the distribution by item
  summary: {
    view: async (api, portfolioId) => {
      const { distribution } = (await api.call('views.aggregates', { params: { portfolioId }, query: {} }))
        .data;
      return [
        'Date of first investment',
        'Investment amount (EUR)',
        'Items entered',
        'Holdings after look-through',
        'Companies',
        'Countries',
        'Cash (%)',
        'Not looked through (%)',
        ...distribution.entries.map((e) => e.label),
        ...(distribution.otherPct > 0 ? ['Other'] : []),
        ...(distribution.unknownPct > 0 ? ['Unknown'] : []),
      ];
    },
    key: (c) => c[0]!,
  },
  assets: allocationCheck('assets'),
  countries: allocationCheck('countries'),
  currencies: allocationCheck('currencies'),
  sectors: allocationCheck('sectors'),
  sdgs: allocationCheck('goalsDistribution'),
  risk: {
    view: async (api, portfolioId) => {
      const { data } = await api.call('views.risk', { params: { portfolioId }, query: {} });
      const windows = [...data.windows.map((w) => w.window), ...(data.window ? ['whole'] : [])];
      return windows.flatMap((w) => riskMeasures.map((m) => `${riskWindows[w]}|${m}`));
    },
    key: (c) => `${c[0]}|${c[4]}`,
  },
  'pai-detail-1': paiDetailCheck(1),
  'pai-detail-2': paiDetailCheck(2),
  'pai-detail-3': paiDetailCheck(3),
  holdings: {
    view: async (api, portfolioId) =>
      (await api.call('views.holdings', { params: { portfolioId }, query: ALL })).data.data.map(
        (r) => r.name,
      ),
    key: (c) => c[0]!,
  },
  performance: {
    view: async (api, portfolioId) =>
      (await api.call('views.dailyPerformance', { params: { portfolioId }, query: {} })).data.series.map(
        (p) => p.date,
      ),
    key: (c) => c[0]!,
  },
  esg: {
    view: async (api, portfolioId) => {
      const { data } = await api.call('views.esg', { params: { portfolioId }, query: ALL });
      return [data.e, data.s, data.g].flatMap((pillar) => pillar.companies.map((r) => r.name));
    },
    key: (c) => c[1]!,
  },
  'esg-countries': {
    view: async (api, portfolioId) =>
      (await api.call('views.esgCountries', { params: { portfolioId }, query: ALL })).data.data.map(
        (r) => r.country,
      ),
    key: (c) => c[0]!,
  },
  // the score then its five pillars, each row with the profile version the view states
  sustainability: {
    view: async (api, portfolioId) => {
      const { data } = await api.call('views.sustainability', { params: { portfolioId } });
      const labels = ['Sustainability score', 'Environmental', 'Social', 'Governance', 'Impact', 'Products'];
      return labels.map((l) => `${l}|${data.scoringProfileVersion}`);
    },
    key: (c) => `${c[0]}|${c[5]}`,
  },
  products: {
    view: async (api, portfolioId) =>
      (await api.call('views.products', { params: { portfolioId }, query: {} })).data.companies.flatMap((c) =>
        c.products.map((p) => `${c.name}|${p.label}`),
      ),
    key: (c) => `${c[0]}|${c[2]}`,
  },
  // the summary: one row per indicator, its band weights (no company)
  controversies: {
    view: async (api, portfolioId) =>
      (await api.call('views.controversySummary', { params: { portfolioId } })).data.columns.map(
        (c) => c.label,
      ),
    key: (c) => c[0]!,
  },
  // the detail: one row per company
  exclusions: {
    view: async (api, portfolioId) =>
      (await api.call('views.controversies', { params: { portfolioId }, query: ALL })).data.results.map(
        (r) => r.name,
      ),
    key: (c) => c[0]!,
  },
  // the summary: one row per indicator of each category
  'impact-summary': {
    view: async (api, portfolioId) =>
      (
        await api.call('views.impactSummary', { params: { portfolioId }, query: { type: 0 } })
      ).data.categories.flatMap((c) => c.indicators.map((i) => `${c.label}|${i.label}`)),
    key: (c) => `${c[0]}|${c[1]}`,
  },
  impact: {
    view: async (api, portfolioId) =>
      (
        await api.call('views.impactDetail', { params: { portfolioId }, query: { ...ALL, type: 0 } })
      ).data.data.map((r) => r.name),
    key: (c) => c[0]!,
  },
  taxonomy: {
    view: async (api, portfolioId) =>
      (await api.call('views.taxonomy', { params: { portfolioId }, query: ALL })).data.data.map(
        (r) => r.name,
      ),
    key: (c) => c[0]!,
  },
  'pai-1': paiCheck(1),
  'pai-2': paiCheck(2),
  'pai-3': paiCheck(3),
};

/** Each PDF result key: the view it is read through, as the caller would ask for it whole. */
const pdfViews: Record<string, (api: ApiClient, portfolioId: string) => Promise<unknown>> = {
  aggregates: async (api, portfolioId) =>
    (await api.call('views.aggregates', { params: { portfolioId }, query: {} })).data,
  holdings: async (api, portfolioId) =>
    (await api.call('views.holdings', { params: { portfolioId }, query: ALL })).data,
  countryAllocation: async (api, portfolioId) =>
    (await api.call('views.countryAllocation', { params: { portfolioId } })).data,
  performance: async (api, portfolioId) =>
    (await api.call('views.performance', { params: { portfolioId } })).data,
  risk: async (api, portfolioId) =>
    (await api.call('views.risk', { params: { portfolioId }, query: {} })).data,
  dailyPerformance: async (api, portfolioId) =>
    (await api.call('views.dailyPerformance', { params: { portfolioId }, query: {} })).data,
  esg: async (api, portfolioId) =>
    (await api.call('views.esg', { params: { portfolioId }, query: ALL })).data,
  sustainability: async (api, portfolioId) =>
    (await api.call('views.sustainability', { params: { portfolioId } })).data,
  impactSummary: async (api, portfolioId) =>
    (await api.call('views.impactSummary', { params: { portfolioId }, query: { type: 0 } })).data,
  products: async (api, portfolioId) =>
    (await api.call('views.products', { params: { portfolioId }, query: {} })).data,
  controversies: async (api, portfolioId) =>
    (await api.call('views.controversySummary', { params: { portfolioId } })).data,
  exclusionsWatchList: async (api, portfolioId) =>
    (await api.call('views.exclusionsWatchList', { params: { portfolioId } })).data,
  redCompanies: async (api, portfolioId) =>
    (await api.call('views.redCompanies', { params: { portfolioId } })).data,
  pai1: async (api, portfolioId) =>
    (await api.call('views.pai', { params: { portfolioId, set: 1 }, query: { basis: 'all' } })).data,
  pai2: async (api, portfolioId) =>
    (await api.call('views.pai', { params: { portfolioId, set: 2 }, query: { basis: 'all' } })).data,
  pai3: async (api, portfolioId) =>
    (await api.call('views.pai', { params: { portfolioId, set: 3 }, query: { basis: 'all' } })).data,
  taxonomySummary: async (api, portfolioId) =>
    (await api.call('views.taxonomySummary', { params: { portfolioId } })).data,
  taxonomy: async (api, portfolioId) =>
    (await api.call('views.taxonomy', { params: { portfolioId }, query: ALL })).data,
};

/** JSON with keys in order, so two equal rows compare equal whatever order their keys came in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** A PDF result's list rows, where the PDF shows the first page of a list (doc 2 §9 top lists); else none. */
const listRows = (key: string, data: unknown): unknown[] | undefined => {
  const d = data as { data: unknown[] } & Record<'e' | 's' | 'g', { companies: unknown[] }>;
  if (key === 'holdings' || key === 'taxonomy') return d.data;
  if (key === 'esg') return [d.e, d.s, d.g].flatMap((pillar) => pillar.companies);
  return undefined;
};

const callers = ['full', 'share', 'cap7'] as const;
type CallerName = (typeof callers)[number];
interface Caller {
  api: ApiClient;
  portfolioId: string;
  principal: Principal;
}

failWhenPostgresMissing('content matrix');

describe.each(storeTargets)('content matrix on $name', (target) => {
  let t: TestEngine;
  const caller = {} as Record<CallerName, Caller>;

  beforeAll(async () => {
    t = await startTestEngine({ target, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
    const portfolio = {
      investmentDay: '2025-06-26',
      investmentAmount: 10_000,
      portfolio: {
        items: [
          { input: 'MINEQ', weight: 60 },
          { input: 'BRSW', weight: 40 },
        ],
        cash: 0,
      },
    };
    const clientOf = async (label: string, plan: 'premium' | 'enterprise', capability?: number) => {
      const actor = await seedActor(t.engine, { label, plan, ...(capability ? { capability } : {}) });
      const api = t.client({ token: actor.token });
      const created = await api.call('clients.create', {
        body: { firstname: 'Giulia', lastname: label, portfolio },
      });
      const principal = await t.engine.accounts.authenticateBearer(actor.token);
      return {
        actor,
        api,
        clientId: created.data.id,
        portfolioId: created.data.portfolio!.id,
        principal: principal!,
      };
    };
    const full = await clientOf('full', 'premium');
    // the PAI views (and their exports) answer once PAI is calculated
    for (const [set, steps] of [
      [1, 4],
      [2, 2],
      [3, 2],
    ] as const)
      for (let step = 1; step <= steps; step++)
        await full.api.call('chain.pai', { params: { portfolioId: full.portfolioId, set, step } });
    await full.api.call('chain.setPaiDate', { params: { portfolioId: full.portfolioId } });
    caller.full = full;
    const token = await seedShareLink(t.engine, full.actor, { clientId: full.clientId });
    const share = await t.engine.accounts.authenticateShare(token);
    if (!share || share === 'expired') throw new Error('the seeded share link does not open');
    caller.share = {
      api: t.client({}, { 'x-esgkit-share-token': token }),
      portfolioId: full.portfolioId,
      principal: { kind: 'share', share },
    };
    caller.cap7 = await clientOf('cap7', 'enterprise', 7);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const download = async (url: string): Promise<string[][]> => {
    const response = await t.fetch(url.replace(t.config.publicUrl, t.url));
    expect(response.status).toBe(200);
    return (await response.text()).replace('\uFEFF', '').trim().split('\r\n').slice(1).map(cellsOf);
  };

  describe.each(callers)('%s', (name) => {
    it.each(CsvSection.options)(
      'CSV %s: refused where its view is, else exactly the view rows',
      async (section) => {
        const { api, portfolioId } = caller[name];
        const view = await attempt(() => csvMatrix[section].view(api, portfolioId));
        const link = await attempt(() =>
          api.call('exports.csv', { params: { portfolioId, section }, query: {} }),
        );
        if (!view.ok) {
          expect(link).toEqual({ ok: false, code: view.code });
          return;
        }
        if (!link.ok) throw new Error(`the view answers but its CSV is refused: ${link.code}`);
        const rows = (await download(link.value.data.urlDownload)).map(csvMatrix[section].key);
        expect(rows.sort()).toEqual([...view.value].sort());
      },
    );

    it('PDF: every result is one its view gives the same caller, its lists no longer than the view', async () => {
      const { api, portfolioId, principal } = caller[name];
      const row = await findOwnedPortfolio(
        t.engine.store.db,
        principal.kind === 'share' ? principal.share.ownerId : principal.user.id,
        portfolioId,
      );
      const { input } = await t.engine.report.input(row!, {
        locale: 'en-US',
        principal,
        scope: { viewContext: 'client', isDemoPortfolio: false },
      });
      const results = input.results as Record<string, { data: unknown } | undefined>;
      for (const [key, result] of Object.entries(results)) {
        if (!result) continue;
        const view = await attempt(() => pdfViews[key]!(api, portfolioId));
        if (!view.ok) throw new Error(`PDF result ${key} is in the report but its view answers ${view.code}`);
        const rows = listRows(key, result.data);
        if (!rows) {
          expect(result.data, key).toEqual(view.value);
          continue;
        }
        // the PDF's first page of the list: each of its rows is a row of the view, and it is as limited
        const viewRows = new Set(listRows(key, view.value)!.map(canonical));
        for (const r of rows) expect(viewRows.has(canonical(r)), `${key}: ${canonical(r)}`).toBe(true);
        expect((result.data as { limited?: boolean }).limited, key).toBe(
          (view.value as { limited?: boolean }).limited,
        );
      }
    });
  });

  it('capability 7 gets the items as entered and ESG totals only, in the views, the CSVs and the PDF (doc 2 §6)', async () => {
    const { api, portfolioId, principal } = caller.cap7;
    const holdings = await csvMatrix.holdings.view(api, portfolioId);
    expect(holdings.sort()).toEqual(['Brenner Software AG', 'Minimal Equity UCITS ETF']);
    expect(await csvMatrix.esg.view(api, portfolioId)).toEqual([]);
    // the control: look-through gives the fund's companies and cash
    expect((await csvMatrix.holdings.view(caller.full.api, caller.full.portfolioId)).length).toBeGreaterThan(
      2,
    );
    const row = await findOwnedPortfolio(
      t.engine.store.db,
      (principal as { user: { id: string } }).user.id,
      portfolioId,
    );
    const { input } = await t.engine.report.input(row!, {
      locale: 'en-US',
      principal,
      scope: { viewContext: 'client', isDemoPortfolio: false },
    });
    expect(input.results.holdings?.data.data.map((r) => r.name).sort()).toEqual([
      'Brenner Software AG',
      'Minimal Equity UCITS ETF',
    ]);
    expect(input.results.esg?.data.e.companies).toEqual([]);
  });

  it('capability 7 reaches no company-level controversy or impact detail (doc 1 §6), in views, CSVs or the PDF', async () => {
    const { api, portfolioId, principal } = caller.cap7;
    const refused = (work: () => Promise<unknown>) => attempt(work).then((o) => (o.ok ? 'answered' : o.code));
    expect(await refused(() => csvMatrix.exclusions.view(api, portfolioId))).toBe('notEnoughCapability');
    expect(await refused(() => csvMatrix.impact.view(api, portfolioId))).toBe('notEnoughCapability');
    expect(await refused(() => pdfViews.exclusionsWatchList!(api, portfolioId))).toBe('notEnoughCapability');
    expect(await refused(() => pdfViews.redCompanies!(api, portfolioId))).toBe('notEnoughCapability');
    // the summary stays: band weights per indicator
    expect((await csvMatrix.controversies.view(api, portfolioId)).length).toBeGreaterThan(0);
    for (const section of ['exclusions', 'impact'] as const)
      expect(
        await refused(() => api.call('exports.csv', { params: { portfolioId, section }, query: {} })),
      ).toBe('notEnoughCapability');
    const row = await findOwnedPortfolio(
      t.engine.store.db,
      (principal as { user: { id: string } }).user.id,
      portfolioId,
    );
    const { input } = await t.engine.report.input(row!, {
      locale: 'en-US',
      principal,
      scope: { viewContext: 'client', isDemoPortfolio: false },
    });
    expect(input.results.exclusionsWatchList).toBeUndefined();
    expect(input.results.redCompanies).toBeUndefined();
  });
});
