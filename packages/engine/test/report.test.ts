import { type ApiClient, ApiError, type PdfSection, pdfSections } from '@esgkit/core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { holdings } from './helpers/portfolios.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

/** Every page's text, as a reader of the PDF would extract it. */
const pdfText = async (pdf: Uint8Array): Promise<string> => {
  const document = await getDocument({ data: pdf.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.cleanup();
  return pages.join('\n').replace(/\s+/g, ' ');
};

/** The contents page: the headings of the sections the report holds, in order. */
const contentsOf = (text: string): string =>
  /Contents|Indice|Sommario/.exec(text)
    ? text.slice(text.search(/Contents|Indice|Sommario/)).split(/Methodology|Metodologia/)[0]!
    : '';

const paiSections: readonly PdfSection[] = ['pai', 'pai2', 'pai3'];

const refusal = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

failWhenPostgresMissing('suite');

describe.each(storeTargets)('PDF report over HTTP on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let other: ApiClient;
  let starter: ApiClient;
  let cap7: ApiClient;
  let clientPortfolioId = '';
  let clientId = '';
  let lookupId = '';
  let starterPortfolioId = '';

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      now: () => new Date('2026-01-15T10:00:00Z'),
      loadSnapshot: minimalSnapshot,
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'report', plan: 'premium' });
    api = t.client({ token: advisor.token });
    other = t.client({ token: (await seedActor(t.engine, { label: 'other', plan: 'premium' })).token });
    const locked = await seedActor(t.engine, { label: 'starter', plan: 'starter' });
    starter = t.client({ token: locked.token });
    starterPortfolioId = locked.ids.portfolioId;
    const limited = await seedActor(t.engine, { label: 'cap7', plan: 'enterprise', capability: 7 });
    cap7 = t.client({ token: limited.token });
    const client = await api.call('clients.create', {
      body: { firstname: 'Giulia', lastname: 'Ferraris', portfolio: holdings },
    });
    clientPortfolioId = client.data.portfolio!.id;
    clientId = client.data.id;
    lookupId = (await api.call('lookups.create', { body: holdings })).data.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  it('answers a PDF of the chosen sections only, for the client, in the asked language', async () => {
    const pdf = await api.call('exports.report', {
      params: { portfolioId: clientPortfolioId },
      body: { sections: ['portfolio', 'esg'], locale: 'it-IT' },
    });
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe('esgkit-report-2026-01-15.pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Giulia Ferraris');
    // the holdings top list names both companies of the portfolio
    expect(text).toContain('Alpina Energia');
    expect(text).toContain('Brenner Software');
    // Italian headings of the chosen sections; no PAI, taxonomy or returns section
    expect(contentsOf(text)).toMatch(/^\S+ 1 Portafoglio \d+ 2 ESG \d+ 3 $/);
  }, 60_000);

  it('refuses a client report with PAI sections while its PAI is not calculated (409), then renders it', async () => {
    const error = await refusal(
      api.call('exports.report', {
        params: { portfolioId: clientPortfolioId },
        body: { sections: ['pai'] },
      }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('unavailableWhilePaiCalculates');

    for (const [set, steps] of [
      [1, 4],
      [2, 2],
      [3, 2],
    ] as const)
      for (let step = 1; step <= steps; step++)
        await api.call('chain.pai', { params: { portfolioId: clientPortfolioId, set, step } });
    await api.call('chain.setPaiDate', { params: { portfolioId: clientPortfolioId } });

    const pdf = await api.call('exports.report', {
      params: { portfolioId: clientPortfolioId },
      body: { sections: ['pai'], locale: 'en-US' },
    });
    const text = await pdfText(pdf.bytes);
    expect(contentsOf(text)).toBe('Contents 1 Principal adverse impacts 3 2 ');
    expect(text).toContain('1.1 Total GHG emissions t CO2e');
  }, 120_000);

  // issue 26: the shared client page's Export PDF asks with the share token; the link reaches its client's report only
  it("renders the chosen sections through the client's share link, and no other portfolio's report", async () => {
    // after the test above: the client's PAI is calculated, so the link can be made (doc 1 §4)
    const link = (await api.call('shares.create', { params: { clientId }, body: {} })).data;
    const shared = t.client({ shareToken: link.token });
    const pdf = await shared.call('exports.report', {
      params: { portfolioId: clientPortfolioId },
      body: { sections: ['portfolio', 'taxonomy'], locale: 'en-US' },
    });
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Giulia Ferraris');
    expect(contentsOf(text)).toMatch(/^Contents 1 Portfolio \d+ 2 EU Taxonomy \d+ 3 $/);
    const lookup = await refusal(
      shared.call('exports.report', { params: { portfolioId: lookupId }, body: {} }),
    );
    expect(lookup.status).toBe(404);
  }, 120_000);

  it('runs the PAI chain first for a lookup portfolio', async () => {
    const before = await api.call('portfolios.get', { params: { portfolioId: lookupId } });
    expect(before.data.paiUpdatedAt).toBeNull();
    const pdf = await api.call('exports.report', {
      params: { portfolioId: lookupId },
      body: { sections: ['pai2', 'taxonomy'], locale: 'en-US' },
    });
    const text = await pdfText(pdf.bytes);
    expect(contentsOf(text)).toMatch(/^Contents 1 Additional environmental PAI \d+ 2 EU Taxonomy \d+ 3 $/);
    const after = await api.call('portfolios.get', { params: { portfolioId: lookupId } });
    expect(after.data.paiUpdatedAt).not.toBeNull();
  }, 120_000);

  it('keeps answering other requests while a report renders (the render runs on a worker thread)', async () => {
    const started = performance.now();
    let reportMs = 0;
    const report = api
      .call('exports.report', {
        params: { portfolioId: clientPortfolioId },
        body: { sections: pdfSections.filter((id) => !paiSections.includes(id)), locale: 'it-IT' },
      })
      .then((pdf) => {
        reportMs = performance.now() - started;
        return pdf;
      });
    // a cheap route, over and over, until the report is there
    const cheap: Array<{ ms: number; isBeforeReport: boolean }> = [];
    while (reportMs === 0) {
      const sent = performance.now();
      await api.call('portfolios.get', { params: { portfolioId: clientPortfolioId } });
      cheap.push({ ms: performance.now() - sent, isBeforeReport: reportMs === 0 });
    }
    const pdf = await report;
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    // rendered in-thread, the event loop is blocked for the whole render: the cheap request sent just before it
    // waits about as long as the report, and few complete meanwhile
    const answered = cheap.filter((c) => c.isBeforeReport);
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...answered.map((c) => c.ms))).toBeLessThan(reportMs / 2);
  }, 120_000);

  it("refuses another advisor's portfolio (404) and a plan without reports (403)", async () => {
    const foreign = await refusal(
      other.call('exports.report', { params: { portfolioId: clientPortfolioId }, body: {} }),
    );
    expect(foreign.status).toBe(404);
    const locked = await refusal(
      starter.call('exports.report', { params: { portfolioId: starterPortfolioId }, body: {} }),
    );
    expect(locked.status).toBe(403);
  });

  it('refuses a section the capability cannot open, and leaves it out of an all-sections report', async () => {
    const own = (
      await cap7.call('clients.create', {
        body: { firstname: 'Luca', lastname: 'Moretti', portfolio: holdings },
      })
    ).data.portfolio!;
    const error = await refusal(
      cap7.call('exports.report', { params: { portfolioId: own.id }, body: { sections: ['pai'] } }),
    );
    expect(error.status).toBe(403);
    expect(error.code).toBe('notEnoughCapability');
    const pdf = await cap7.call('exports.report', {
      params: { portfolioId: own.id },
      body: { locale: 'en-US' },
    });
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Alpina Energia');
    // capability 7 is blocked from PAI, taxonomy, products and financial views (doc 1 §6)
    expect(contentsOf(text)).not.toMatch(/EU Taxonomy|Principal adverse impacts|Daily performance|Products/);
    expect(contentsOf(text)).toContain('ESG');
  }, 120_000);
});
