import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, clientTestChain, type Locale, paiChain, runChain } from '@esgkit/core';
import * as reportLib from '@esgkit/report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDerivations } from '../src/services/report-derivations.ts';
import { findPortfolioById } from '../src/store/repositories/portfolios.ts';
import { updateUser } from '../src/store/repositories/users.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { holdings } from './helpers/portfolios.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, tempDir } from './provider/helpers.ts';

// Part 12: the PDF's optional "Derivations" appendix, on fixtures/datasets/minimal. A client portfolio of ALPE
// (company C1, Alpina Energia S.p.A.) 60 % and BRSW (C2, Brenner Software AG) 40 %: C1 is PAI 2's top contributor
// (423 of 426.18 t CO2e per € million, explain-pai.test.ts), by the method pai-class-b-per-million-invested v1.

failWhenPostgresMissing('report derivations');

describe.each(storeTargets)('the report’s Derivations appendix ($name)', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let portfolioId = '';
  let dir = '';

  beforeAll(async () => {
    dir = tempDir('esgkit-derivations-');
    t = await startTestEngine({ target, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
    api = t.client({ token: (await seedActor(t.engine, { label: 'derivations', plan: 'premium' })).token });
    const { data } = await api.call('clients.create', {
      body: {
        firstname: 'Derived',
        lastname: 'Figures',
        portfolio: holdings,
      },
    });
    portfolioId = data.portfolio!.id;
    expect((await runChain(clientTestChain, { client: api, portfolioId })).status).toBe('completed');
    expect((await runChain(paiChain, { client: api, portfolioId })).status).toBe('completed');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  /** The report's text as pdftotext reads it, line breaks read as spaces (table cells wrap). */
  const reportText = async (locale: Locale, derivations?: boolean): Promise<string> => {
    const pdf = await api.call('exports.report', {
      params: { portfolioId },
      body: { sections: ['pai'], locale, ...(derivations === undefined ? {} : { derivations }) },
    });
    const file = join(dir, `report-${locale}-${String(derivations)}.pdf`);
    writeFileSync(file, pdf.bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  };

  it('lists PAI 2’s method, version and top contributor in en-US', async () => {
    const text = await reportText('en-US', true);
    expect(text).toContain('Derivations');
    expect(text).toContain('(pai-class-b-per-million-invested, version 1)');
    expect(text).toContain('Carbon footprint 426.18');
    expect(text).toContain('PAI class B —');
    expect(text).toContain('Alpina Energia S.p.A. 423.00;');
    // only the chosen section's figures: no taxonomy or risk figure is derived
    expect(text).not.toContain('taxonomy-');
    expect(text).not.toContain('Sharpe');
  }, 60_000);

  it('lists them in it-IT', async () => {
    const text = await reportText('it-IT', true);
    expect(text).toContain('Derivazioni');
    expect(text).toContain('(pai-class-b-per-million-invested, versione 1)');
    expect(text).toContain('Impronta di carbonio 426,18');
    expect(text).toContain('PAI classe B —');
    expect(text).toContain('Alpina Energia S.p.A. 423,00;');
  }, 60_000);

  it('is left out unless asked for', async () => {
    expect(await reportText('en-US')).not.toContain('Derivations');
    expect(await reportText('en-US', false)).not.toContain('Derivations');
  }, 60_000);

  it('derives no figure of a result the caller may not see, and names no company where the view is limited', async () => {
    const row = (await findPortfolioById(t.engine.store.db, portfolioId))!;
    const calc = t.engine.calculations;
    const limited = await reportDerivations(reportLib, calc, row, 'en-US', (key) =>
      key === 'pai1' ? { limited: true } : null,
    );
    const pai2 = limited.find((d) => d.figure === 'pai:t1_2');
    expect(pai2).toMatchObject({
      method: { id: 'pai-class-b-per-million-invested', version: 1 },
      limited: true,
    });
    // folded as explain.figure folds it for capability 7: one row holding the whole figure, no company
    expect(pai2!.contributors).toHaveLength(1);
    expect(pai2!.contributors[0]!.name).toBe('Other holdings');
    expect(pai2!.contributors[0]!.term).toBeCloseTo(426.18, 2);
    // table 1 only: no table 2 or 3 figure, no figure of another view, no ":covered" basis (the report shows "all")
    expect(limited.every((d) => /^pai:t1_[a-z0-9_]+$/.test(d.figure))).toBe(true);
    expect(await reportDerivations(reportLib, calc, row, 'en-US', () => null)).toEqual([]);
  }, 60_000);

  it('answers capability 7 as the API does: the holdings folded into one "Other holdings" row', async () => {
    // a report needs the client's PAI, which capability 7 may not calculate: the advisor calculates it, then drops to 7
    const actor = await seedActor(t.engine, { label: 'derivations-cap7', plan: 'premium' });
    const cap7 = t.client({ token: actor.token });
    const { data } = await cap7.call('clients.create', {
      body: {
        firstname: 'Limited',
        lastname: 'Reader',
        portfolio: holdings,
      },
    });
    const id = data.portfolio!.id;
    expect((await runChain(clientTestChain, { client: cap7, portfolioId: id })).status).toBe('completed');
    expect((await runChain(paiChain, { client: cap7, portfolioId: id })).status).toBe('completed');
    await updateUser(t.engine.store.db, actor.userId, { capability: 7 });
    const { data: folded } = await cap7.call('explain.figure', {
      params: { portfolioId: id },
      query: { figure: 'esg.total' },
    });
    expect(folded.terms.map((x) => x.name)).toEqual(['Other holdings']);
    const pdf = await cap7.call('exports.report', {
      params: { portfolioId: id },
      body: { sections: ['esg'], locale: 'en-US', derivations: true },
    });
    const file = join(dir, 'report-cap7.pdf');
    writeFileSync(file, pdf.bytes);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    // the same row, with the same term, as the API's trace; no company named
    expect(text).toContain(`Other holdings ${folded.terms[0]!.term.toFixed(2)}`);
    expect(text).not.toMatch(/Alpina|Brenner/);
  }, 60_000);
});
