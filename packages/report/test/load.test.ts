import { ApiError, createClient, type PdfSection, pdfSections } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { loadReportInput, type PaiSource, type ResultKey, resultsFor } from '../src/index.ts';
import { loadFixture } from './pdf-text.ts';

const full = loadFixture('report-input');
// the fixture has no sustainability score (issue 28): the default profile's answer, as the engine gives it
const score = { portfolio: 60, benchmark: 55, coverage: { pct: 90 }, benchmarkCoverage: { pct: 95 } };
full.results.sustainability = {
  ...full.results.esg!,
  data: {
    overall: score,
    environmental: score,
    social: score,
    governance: score,
    impact: score,
    products: score,
    scoringProfileVersion: 0,
  },
};
const client = { ...full.client };

/** The engine's view paths (core's contract) → the result each answers. */
const keyOfPath: Array<[RegExp, ResultKey]> = [
  [/\/aggregates$/, 'aggregates'],
  [/\/holdings$/, 'holdings'],
  [/\/country-allocation$/, 'countryAllocation'],
  [/\/daily-performance$/, 'dailyPerformance'],
  [/\/performance$/, 'performance'],
  [/\/risk$/, 'risk'],
  [/\/esg$/, 'esg'],
  [/\/sustainability$/, 'sustainability'],
  [/\/impact\/summary$/, 'impactSummary'],
  [/\/products$/, 'products'],
  [/\/controversies\/watch-list$/, 'exclusionsWatchList'],
  [/\/controversies\/red-companies$/, 'redCompanies'],
  [/\/controversies\/summary$/, 'controversies'],
  [/\/pai\/1$/, 'pai1'],
  [/\/pai\/2$/, 'pai2'],
  [/\/pai\/3$/, 'pai3'],
  [/\/taxonomy\/summary$/, 'taxonomySummary'],
  [/\/taxonomy$/, 'taxonomy'],
];

/**
 * A stand-in engine answering the recorded results; `fail` makes one view answer an error status instead.
 * `requests` lists the results asked for, in order.
 */
const fakeEngine = (fail?: { key: ResultKey; status: number; code?: string }) => {
  const requests: ResultKey[] = [];
  const fetch = async (url: string | URL | Request): Promise<Response> => {
    const path = new URL(String(url)).pathname;
    const key = keyOfPath.find(([pattern]) => pattern.test(path))?.[1];
    if (!key) return new Response('{}', { status: 404 });
    requests.push(key);
    if (fail?.key === key)
      return Response.json(
        { error: { code: fail.code ?? 'anErrorHasOccurred', message: 'engine failure' } },
        { status: fail.status },
      );
    return Response.json(full.results[key]);
  };
  return {
    api: createClient({ baseUrl: 'http://engine.test', fetch: fetch as typeof globalThis.fetch }),
    requests,
  };
};

const now = new Date('2026-11-01T09:00:00Z');
const freshPai: PaiSource = {
  kind: 'client',
  paiUpdatedAt: '2026-10-30 18:00:00',
  portfolioUpdatedAt: '2026-10-20 09:00:00',
  now,
};
const base = {
  portfolioId: 'p-1',
  client,
  datasetName: 'esgkit demo universe',
  methodologyVersion: '2026.1',
};

describe('loadReportInput', () => {
  it('fetches every chosen section through the client, one after another, in report order', async () => {
    const { api, requests } = fakeEngine();
    const ready: PdfSection[] = [];
    const input = await loadReportInput(api, {
      ...base,
      pai: freshPai,
      onSectionReady: (id) => ready.push(id),
    });
    expect(ready).toEqual([...pdfSections]);
    expect(requests).toEqual(resultsFor(pdfSections));
    expect(input.results.esg).toEqual(full.results.esg);
    expect(input.results.pai3).toEqual(full.results.pai3);
    expect(input.meta).toMatchObject({
      datasetName: 'esgkit demo universe',
      methodologyVersion: '2026.1',
      snapshotVersion: full.results.aggregates?.meta.snapshotVersion,
      demo: true,
    });
  });

  it('fetches only what the chosen sections need', async () => {
    const { api, requests } = fakeEngine();
    const input = await loadReportInput(api, { ...base, sections: ['taxonomy', 'returns'] });
    expect(requests).toEqual(['performance', 'taxonomySummary', 'taxonomy']);
    expect(Object.keys(input.results).sort()).toEqual(['performance', 'taxonomy', 'taxonomySummary']);
  });

  it('turns an engine error into pdfError and stops: no later view is fetched, nothing is returned', async () => {
    const { api, requests } = fakeEngine({ key: 'esg', status: 500 });
    const error = await loadReportInput(api, { ...base, pai: freshPai }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'pdfError', status: 500 });
    expect((error as ApiError).message).toContain('esg (esg)');
    expect((error as ApiError).cause).toBeInstanceOf(ApiError);
    expect(requests.at(-1)).toBe('esg');
    expect(requests).not.toContain('impactSummary');
  });

  it('turns a 504 into pdfTimeout', async () => {
    const { api } = fakeEngine({ key: 'dailyPerformance', status: 504 });
    const error = await loadReportInput(api, { ...base, sections: ['dailyPerformance'] }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: 'pdfTimeout', status: 504 });
  });

  it('turns a refusal of the engine (e.g. 403) into pdfError too, keeping the refusal as the cause', async () => {
    const { api } = fakeEngine({ key: 'performance', status: 403, code: 'notEnoughCapability' });
    const error = (await loadReportInput(api, { ...base, sections: ['returns'] }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.code).toBe('pdfError');
    expect((error.cause as ApiError).code).toBe('notEnoughCapability');
  });
});

describe('PAI sections (spec doc 1 §4: PDF unavailable until PAI completes)', () => {
  it('refuses a client report whose PAI was never calculated, before fetching anything', async () => {
    const { api, requests } = fakeEngine();
    const error = await loadReportInput(api, {
      ...base,
      sections: ['portfolio', 'pai2'],
      pai: { ...freshPai, paiUpdatedAt: null },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unavailableWhilePaiCalculates', status: 409 });
    expect(requests).toEqual([]);
  });

  it('refuses a client report whose PAI is older than the portfolio or more than 31 days old', async () => {
    const { api } = fakeEngine();
    const olderThanPortfolio = { ...freshPai, portfolioUpdatedAt: '2026-10-31 08:00:00' };
    await expect(
      loadReportInput(api, { ...base, sections: ['pai'], pai: olderThanPortfolio }),
    ).rejects.toMatchObject({ code: 'unavailableWhilePaiCalculates' });
    // 2026-09-30 18:00 to 2026-11-01 09:00 is 31 days and 15 hours: more than 31 days
    const old = { ...freshPai, paiUpdatedAt: '2026-09-30 18:00:00', portfolioUpdatedAt: null };
    await expect(loadReportInput(api, { ...base, sections: ['pai3'], pai: old })).rejects.toMatchObject({
      code: 'unavailableWhilePaiCalculates',
    });
    // 2026-10-01 10:00 is 30 days and 23 hours before now: still current
    const current = { ...old, paiUpdatedAt: '2026-10-01 10:00:00' };
    await expect(loadReportInput(api, { ...base, sections: ['pai3'], pai: current })).resolves.toBeDefined();
  });

  it('does not look at PAI when no PAI section is chosen', async () => {
    const { api } = fakeEngine();
    const input = await loadReportInput(api, {
      ...base,
      sections: ['esg'],
      pai: { ...freshPai, paiUpdatedAt: null },
    });
    expect(input.results.esg).toBeDefined();
  });

  it('runs the PAI chain first for a lookup portfolio, and maps its failure to pdfError', async () => {
    const { api, requests } = fakeEngine();
    const order: string[] = [];
    await loadReportInput(api, {
      ...base,
      sections: ['esg', 'pai'],
      onSectionReady: (id) => order.push(id),
      pai: {
        kind: 'lookup',
        runChain: async () => {
          order.push(`chain (after ${requests.length} requests)`);
        },
      },
    });
    expect(order).toEqual(['chain (after 0 requests)', 'esg', 'pai']);
    const failed = await loadReportInput(api, {
      ...base,
      sections: ['pai'],
      pai: {
        kind: 'lookup',
        runChain: () => Promise.reject(new ApiError('anErrorHasOccurred', 500)),
      },
    }).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: 'pdfError' });
  });

  it('refuses PAI sections when the caller did not say where PAI comes from', async () => {
    const { api } = fakeEngine();
    await expect(loadReportInput(api, { ...base, sections: ['pai'] })).rejects.toMatchObject({
      code: 'pdfError',
    });
  });
});
