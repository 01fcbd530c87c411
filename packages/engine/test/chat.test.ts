import { type ApiClient, clientTestChain, paiChain, runChain } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { failure, minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';

// Issue 29: the chat over HTTP on fixtures/datasets/minimal (hand-read figures: Alpina Energia S.p.A. (C1) reports
// scope 1 of 2,300,000 t CO2e for 2024 in indicators.csv and 2,500,000 for 2023 in company_facts.csv).

failWhenPostgresMissing('chat');

describe.each(storeTargets)('chat on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let other: ApiClient;

  beforeAll(async () => {
    t = await startTestEngine({ target, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
    api = t.client({ token: (await seedActor(t.engine, { label: 'chat', plan: 'premium' })).token });
    other = t.client({ token: (await seedActor(t.engine, { label: 'other', plan: 'premium' })).token });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const ask = async (client: ApiClient, question: string, plan: 'premium' | 'starter' = 'premium') =>
    (await client.call('chat.ask', { body: { question, plan } })).data;

  it('a value question answers the snapshot figure with its source, and the history lists the exchange', async () => {
    const question = 'scope 1 emissions of Alpina Energia in 2024';
    const answer = await ask(api, question);
    expect(answer.flag).toBe(0);
    expect(answer.response).toContain('2,300,000.00 t CO2e (2024)');
    expect(answer.sources).toEqual([
      { indicator: 'PHY_GHG_SCOPE1', year: 2024, coverage: null, entity: 'Alpina Energia S.p.A.' },
    ]);
    const history = (await api.call('chat.history')).data;
    expect(history.slice(-2).map((m) => [m.sender, m.content])).toEqual([
      ['user', question],
      ['assistant', answer.response],
    ]);
    expect(history.at(-1)?.chartData).toEqual(answer.chartData);
    expect((await other.call('chat.history')).data).toEqual([]);
  });

  it('a comparison over four years gives a chart over the four years', async () => {
    const answer = await ask(api, 'compare scope 1 emissions of Alpina Energia and Calder Foods 2021-2024');
    expect(answer.flag).toBe(0);
    const years = new Set(answer.chartData?.points.map((p) => p.year));
    expect([...years]).toEqual([2021, 2022, 2023, 2024]);
    const alpina = answer.chartData?.points.filter((p) => p.series === 'Alpina Energia S.p.A.');
    expect(alpina?.map((p) => p.value)).toEqual([null, null, 2500000, 2300000]);
  });

  it('an unknown company is flag 2 with a suggestion; seven indicator groups are flag 6', async () => {
    const unknown = await ask(api, 'scope 1 emissions of Brenerr Softwre in 2024');
    expect(unknown.flag).toBe(2);
    expect(unknown.response).toContain('Brenner Software AG');
    const many = await ask(
      api,
      'scope 1, scope 2, scope 3, water withdrawal, hazardous waste, board gender diversity and gender pay gap of Alpina Energia',
    );
    expect(many.flag).toBe(6);
    expect(many.response).toBe('Too many indicators selected. Please select a maximum of 6 indicators.');
  });

  it("the issue's fund comparison in Italian: each fund looked through, with its coverage", async () => {
    // fixtures/datasets/minimal: board_female_pct 2024 of Alpina 42, Brenner 33.3, Calder 25. MINEQ (F1) holds them
    // at 35, 45, 19.5 (+ 0.6 cash of 100.1): 3456 / 99.5 = 34.73 %, covering 99.40 %; the Balanced fund holds half of
    // MINEQ plus 20 of Alpina's bond (25 BTP, 5 cash): 2566.29 / 69.70 = 36.82 %, covering 69.70 %.
    const { token } = await seedActor(t.engine, { label: 'chat-it', plan: 'premium' });
    const italian = t.client({ token }, { 'accept-language': 'it-IT' });
    const answer = (
      await italian.call('chat.ask', {
        body: {
          question: 'confronta la parità di genere nel CdA di MINEQ e Minimal Balanced Fund',
          plan: 'premium',
        },
      })
    ).data;
    expect(answer.flag).toBe(0);
    expect(answer.response).toContain('Minimal Equity UCITS ETF: 34,73 % (2025)');
    expect(answer.response).toContain('Minimal Balanced Fund: 36,82 % (2025)');
    expect(answer.sources?.map((s) => [s.entity, s.coverage?.toFixed(2)])).toEqual([
      ['Minimal Equity UCITS ETF', '99.40'],
      ['Minimal Balanced Fund', '69.70'],
    ]);
  });

  it('the Starter plan is flag 1 on a ranking', async () => {
    const answer = await ask(api, 'top 5 companies by scope 1 emissions', 'starter');
    expect(answer).toMatchObject({ flag: 1, response: 'This is not included in the Starter package.' });
  });

  it('status answers available; capability 9 is refused', async () => {
    expect((await api.call('chat.status')).data).toEqual({ available: true });
    const disabled = t.client({
      token: (await seedActor(t.engine, { label: 'cap9', plan: 'starter', capability: 9 })).token,
    });
    const refused = await failure(
      disabled.call('chat.ask', { body: { question: 'scope 1 of Alpina', plan: 'starter' } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('notEnoughCapability');
  });

  it('the default questions are shown until the user hides them, per user', async () => {
    expect((await api.call('chat.settings')).data).toEqual({ showDefaultQuestions: true });
    await api.call('chat.saveSettings', { body: { showDefaultQuestions: false } });
    expect((await api.call('chat.settings')).data).toEqual({ showDefaultQuestions: false });
    expect((await other.call('chat.settings')).data).toEqual({ showDefaultQuestions: true });
  });

  describe('a client portfolio (Mario Rossi: ALPE 50 %, CALF 50 %)', () => {
    let portfolioId = '';
    beforeAll(async () => {
      const { data } = await api.call('clients.create', {
        body: {
          firstname: 'Mario',
          lastname: 'Rossi',
          portfolio: {
            investmentDay: '2025-06-26',
            investmentAmount: 10_000,
            portfolio: {
              items: [
                { input: 'ALPE', weight: 50 },
                { input: 'CALF', weight: 50 },
              ],
              cash: 0,
            },
          },
        },
      });
      portfolioId = data.portfolio!.id;
      expect((await runChain(clientTestChain, { client: api, portfolioId })).status).toBe('completed');
    }, 60_000);

    it("screen: the client's holdings red on alcohol (Calder 12 % of revenue > 5 %), not nuclear's yellow", async () => {
      const red = await ask(api, "which of my client Rossi's holdings are red on alcohol?");
      expect(red.flag).toBe(0);
      expect(red.response).toContain('Calder Foods PLC 12.00%');
      expect(red.table?.rows.map((r) => r.entity)).toEqual(['Calder Foods PLC']);
      // Alpina's nuclear energy is 4.5 %: yellow, so nothing is red
      const none = await ask(api, "which of my client Rossi's holdings are red on nuclear energy?");
      expect(none.flag).toBe(4);
      expect(none.response).toContain('No holding of');
    });

    it('portfolio: PAI 2 states the stored PAI table figure, the same as views.pai, with its coverage', async () => {
      expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
      const view = await api.call('views.pai', { params: { portfolioId, set: 1 }, query: { basis: 'all' } });
      const metric = view.data.indicators.find((i) => i.code === 't1_2')!.metrics[0]!;
      const answer = await ask(api, 'PAI 2 of my client Rossi');
      expect(answer.flag).toBe(0);
      expect(answer.table?.rows[0]?.value).toBe(metric.portfolio.value);
      expect(answer.sources?.[0]).toMatchObject({
        indicator: metric.code,
        year: metric.portfolio.fiscalYear,
        coverage: metric.portfolio.coverage.pct,
      });
    });

    it("portfolio: the ESG score is the sustainability view's, between Calder's 49 and Alpina's 55", async () => {
      const view = (await api.call('views.sustainability', { params: { portfolioId } })).data;
      const answer = await ask(api, 'ESG score of my client Rossi');
      expect(answer.flag).toBe(0);
      const value = answer.table?.rows[0]?.value as number;
      // scores.csv 2024 sustainability: Alpina 55, Calder 49, held about half and half by value
      expect(value).toBeGreaterThan(49);
      expect(value).toBeLessThan(55);
      expect(value).toBe(view.overall.portfolio);
      expect(answer.sources?.[0]).toMatchObject({ indicator: 'SCORE_sustainability', coverage: 100 });
    });

    it('portfolio: an SDG is the weight of holdings contributing to it (the aggregates view), with coverage', async () => {
      // sdg.csv: Alpina contributes to SDG 7 (60) and not to 13 (−20); Calder has no rows, so it is not covered:
      // SDG 7's weight is Alpina's whole share, which is also the coverage
      const seven = await ask(api, 'SDG 7 of my client Rossi');
      expect(seven.flag).toBe(0);
      const weight = seven.table?.rows[0]?.value as number;
      expect(weight).toBeGreaterThan(45);
      expect(weight).toBeLessThan(55);
      expect(seven.sources?.[0]?.coverage).toBeCloseTo(weight, 10);
      const thirteen = await ask(api, 'SDG 13 of my client Rossi');
      expect(thirteen.response).toContain('Mario Rossi 0.00 %');
    });
  });

  describe('"my portfolio" without a name', () => {
    it('none saved is said; several clients are asked back (up to 3 names); a saved lookup is the most recent', async () => {
      const actor = await seedActor(t.engine, { label: 'mine', plan: 'premium' });
      const mine = t.client({ token: actor.token });
      // the seeded lookup and client portfolio go: the user starts with nothing saved
      const { db } = t.engine.store;
      const seeded = [actor.ids.lookupPortfolioId, actor.ids.portfolioId];
      await db.deleteFrom('portfolio_items').where('portfolio_id', 'in', seeded).execute();
      await db.deleteFrom('portfolios').where('id', 'in', seeded).execute();
      const none = await ask(mine, 'ESG score of my portfolio');
      expect(none).toMatchObject({
        flag: 4,
        response: 'You have no saved portfolio yet. Save a lookup or name a client.',
      });
      const holdings = { items: [{ input: 'ALPE', weight: 100 }], cash: 0 };
      for (const lastname of ['Bianchi', 'Verdi', 'Neri', 'Gialli'])
        await mine.call('clients.create', {
          body: {
            firstname: 'Anna',
            lastname,
            portfolio: { investmentDay: '2025-06-26', investmentAmount: 1000, portfolio: holdings },
          },
        });
      const which = await ask(mine, 'ESG score of my portfolio');
      expect(which.flag).toBe(4);
      expect(which.response).toMatch(/^Which portfolio do you mean\? Anna \w+, Anna \w+, Anna \w+$/);
      await mine.call('lookups.create', {
        body: { name: 'Old', investmentDay: '2025-06-26', investmentAmount: 1000, portfolio: holdings },
      });
      await mine.call('lookups.create', {
        body: {
          name: 'Calder only',
          investmentDay: '2025-06-27',
          investmentAmount: 1000,
          portfolio: { items: [{ input: 'CALF', weight: 100 }], cash: 0 },
        },
      });
      // the most recent lookup holds only Calder Foods: its scores.csv sustainability score, 49
      const latest = await ask(mine, 'ESG score of my portfolio');
      expect(latest.flag).toBe(0);
      expect(latest.response).toBe('Sustainability score of Calder only: Calder only 49.00.');
    });
  });
});
