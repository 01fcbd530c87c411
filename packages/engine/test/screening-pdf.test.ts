import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, ApiError, type ScreeningQuery } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, tempDir } from './provider/helpers.ts';

// The one-page PDF of a screen (issue 26): its criteria in words and its first rows, in the user's language, read
// back with pdftotext (poppler). The minimal dataset: Alpina Energia (IT, Utilities, 4.5 % nuclear energy), Brenner
// Software (DE, Information Technology), Calder Foods (GB, Consumer Staples, 12 % alcohol, a social controversy).

failWhenPostgresMissing('suite');

const criteria: Partial<ScreeningQuery> = {
  regions: ['Europe'],
  sectors: ['Utilities', 'Information Technology'],
  exclusions: { involvement_nuclear_energy: 'none' },
  controversies: ['social_controversy'],
};

describe.each(storeTargets)('the screening PDF on $name', (target) => {
  let t: TestEngine;
  let token = '';
  let dir = '';

  beforeAll(async () => {
    dir = tempDir('esgkit-screening-pdf-');
    t = await startTestEngine({ target, loadSnapshot: minimalSnapshot });
    await t.engine.ready;
    token = (await seedActor(t.engine, { label: 'screening-pdf', plan: 'premium' })).token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const clientIn = (language: string, as = token): ApiClient =>
    t.client({ token: as }, { 'accept-language': language });

  /** The PDF's text, a line of text a line, and its number of pages. */
  const read = (bytes: Uint8Array, name: string) => {
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
    return { text: text.replace(/[ \t]+/g, ' '), pages };
  };

  it('prints the criteria in words and the rows in the table’s sort, in en-US', async () => {
    const pdf = await clientIn('en-US').call('exports.screeningPdf', {
      params: { kind: 'company' },
      query: { orderBy: 'name', order: 'desc' },
      body: criteria as ScreeningQuery,
    });
    expect(pdf.contentType).toBe('application/pdf');
    const { text, pages } = read(pdf.bytes, 'company-en');
    expect(pages).toBe(1);
    expect(text).toContain('Company screening');
    expect(text).toContain('Regions Europe');
    expect(text).toContain('Sectors Utilities, Information Technology');
    expect(text).toContain('Exclusions Nuclear energy: up to None 0–5 %');
    expect(text).toContain('Controversies Social controversies');
    expect(text).toContain('Results: 2');
    expect(text).toContain('Sorted by Name, descending');
    // Calder Foods is in neither sector; Brenner before Alpina (names descending)
    expect(text).not.toContain('Calder');
    const brenner = text.indexOf('Brenner Software AG');
    const alpina = text.indexOf('Alpina Energia S.p.A.');
    expect(brenner).toBeGreaterThan(0);
    expect(alpina).toBeGreaterThan(brenner);
    expect(text).toContain('All results are shown.');
    expect(text).toContain('Data as of Jun 30, 2025');
  });

  it('prints them in Italian for an Italian user, and how many more rows the CSV holds', async () => {
    const pdf = await clientIn('it-IT').call('exports.screeningPdf', {
      params: { kind: 'company' },
      query: { find: 'a' },
      body: {} as ScreeningQuery,
    });
    const { text, pages } = read(pdf.bytes, 'company-it');
    expect(pages).toBe(1);
    expect(text).toContain('Screening delle aziende');
    // pdftotext reads Inter's ’ as a space (the page shows the apostrophe)
    expect(text).toMatch(/Nessun filtro: l[’ ]intero universo\./);
    expect(text).toContain('Risultati: 3');
    expect(text).toContain('Cerca: a');
    expect(text).toContain('Alpina Energia S.p.A.');
    expect(text).toContain('Sono mostrati tutti i risultati.');
    expect(text).toContain('Dati aggiornati al 30 giu 2025');

    const countries = await clientIn('it-IT').call('exports.screeningPdf', {
      params: { kind: 'country' },
      body: { regions: ['Europe'], minScores: { governance: 70 } } as never,
    });
    const country = read(countries.bytes, 'country-it').text;
    expect(country).toContain('Screening dei paesi');
    expect(country).toContain('Regioni Europa');
    expect(country).toContain('Punteggi minimi Governo societario almeno 70');
    // Italy's governance is 61: out; Germany 79 and the United Kingdom 77 pass
    expect(country).toContain('Germania Europa 71,0 77,0 79,0 75,7');
    expect(country).not.toContain('Italia ');
  });

  it('prints countries in the table’s sort with their sovereign PAI inputs (issue 26)', async () => {
    const pdf = await clientIn('en-US').call('exports.screeningPdf', {
      params: { kind: 'country' },
      query: { orderBy: 'score', order: 'desc' },
      body: {} as never,
    });
    const { text } = read(pdf.bytes, 'country-score');
    // scores (the mean of E, S and G): Germany 75.7, the United Kingdom 73.0, Italy 65.0; GHG intensity 170.2,
    // 150.8 and 190.5 t CO2e per million EUR of GDP; none reports social violations
    expect(text).toContain('Germany Europe 71.0 77.0 79.0 75.7 170.2 No');
    expect(text).toContain('Italy Europe 64.0 70.0 61.0 65.0 190.5 No');
    const order = ['Germany', 'United Kingdom', 'Italy'].map((name) => text.indexOf(`${name} Europe`));
    expect(order[0]).toBeGreaterThan(0);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('refuses a user without the screening feature of its kind as the screen itself', async () => {
    const cap7 = (await seedActor(t.engine, { label: 'pdf-cap7', plan: 'enterprise', capability: 7 })).token;
    const refusal = async (call: () => Promise<unknown>) =>
      call().then(
        () => null,
        (error: unknown) => (error instanceof ApiError ? { status: error.status, code: error.code } : error),
      );
    const api = clientIn('en-US', cap7);
    const screen = await refusal(() =>
      api.call('screening.company', { query: { page: 1 }, body: {} as ScreeningQuery }),
    );
    expect(screen).toEqual({ status: 403, code: expect.any(String) });
    const pdf = await refusal(() =>
      api.call('exports.screeningPdf', { params: { kind: 'company' }, body: {} as ScreeningQuery }),
    );
    expect(pdf).toEqual(screen);
    const country = await refusal(() =>
      api.call('exports.screeningPdf', { params: { kind: 'country' }, body: {} as never }),
    );
    expect(country).toEqual(screen);
    // fund screening is open to capability 7: its PDF too
    const fund = await api.call('exports.screeningPdf', {
      params: { kind: 'fund' },
      body: {} as ScreeningQuery,
    });
    expect(read(fund.bytes, 'fund-cap7').text).toContain('Fund screening');
  });
});
