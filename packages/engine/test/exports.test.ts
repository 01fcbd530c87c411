import { type ApiClient, ApiError } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, DOWNLOAD_LINK_TTL_MS, toCsv } from '../src/services/exports.ts';
import { isPgMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs } from './provider/helpers.ts';

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula, and quotes separators', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('Brenner Software AG')).toBe('Brenner Software AG');
    expect(csvCell('a, b')).toBe('"a, b"');
    // numbers are data, not text: a negative return stays a number
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes a UTF-8 BOM, a header and CRLF lines', () => {
    expect(toCsv({ header: ['Nome', 'Peso (%)'], rows: [['Città', 12.5]] })).toBe(
      '\uFEFFNome,Peso (%)\r\nCittà,12.5\r\n',
    );
  });
});

if (isPgMissing) {
  it('PostgreSQL suite', () => {
    throw new Error('ESGKIT_REQUIRE_PG=1 but ESGKIT_TEST_DATABASE_URL is not set');
  });
}

describe.each(storeTargets)('CSV exports over HTTP on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  let clock = Date.parse('2026-01-15T10:00:00Z');
  let portfolioId = '';

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      now: () => new Date(clock),
      loadSnapshot: minimalSnapshot,
    });
    await t.engine.ready;
    const advisor = await seedActor(t.engine, { label: 'exports', plan: 'premium' });
    api = t.client({ token: advisor.token });
    const { data } = await api.call('lookups.create', {
      body: {
        investmentDay: '2025-06-26',
        investmentAmount: 10_000,
        portfolio: {
          items: [
            { input: 'ALPE', weight: 60 },
            { input: 'BRSW', weight: 40 },
          ],
          cash: 0,
        },
      },
    });
    portfolioId = data.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const download = (url: string) => t.fetch(url.replace(t.config.publicUrl, t.url));

  it('answers a signed link under ESGKIT_PUBLIC_URL that downloads without login, in the asked language', async () => {
    const { data } = await api.call('exports.csv', {
      params: { portfolioId, section: 'holdings' },
      query: { locale: 'it-IT' },
    });
    expect(data.urlDownload.startsWith(`${t.config.publicUrl}/api/v1/downloads/`)).toBe(true);
    expect(Date.parse(data.expiresAt) - clock).toBe(DOWNLOAD_LINK_TTL_MS);
    const response = await download(data.urlDownload);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('esgkit-holdings-2026-01-15.csv');
    const lines = (await response.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(
      lines[0]!.startsWith('Nome,Inserito,Codice ISIN,Simbolo (ticker),Tipo,Peso (%),Valore (EUR)'),
    ).toBe(true);
    // 60 % and 40 % of 10,000 EUR, largest first
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).concat(l.split(',')[6]!))).toEqual([
      ['Alpina Energia ord.', 'ALPE', '6000'],
      ['Brenner Software AG', 'BRSW', '4000'],
    ]);
  });

  it('refuses a tampered link (404) and an expired one (410 sharedLinkExpired)', async () => {
    const { data } = await api.call('exports.csv', {
      params: { portfolioId, section: 'taxonomy' },
      query: {},
    });
    const tampered = `${data.urlDownload.slice(0, -3)}abc`;
    expect((await download(tampered)).status).toBe(404);
    clock += DOWNLOAD_LINK_TTL_MS + 1000;
    const expired = await download(data.urlDownload);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('sharedLinkExpired');
  });

  it('exports PAI only once it is calculated, with the spec message otherwise', async () => {
    const error = await api
      .call('exports.csv', { params: { portfolioId, section: 'pai-1' }, query: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('unavailableWhilePaiCalculates');
  });

  it('exports company and country screening runs', async () => {
    const linesOf = async (kind: 'company' | 'country') => {
      const { data } = await api.call('exports.screeningCsv', { params: { kind }, body: {} as never });
      return (await (await download(data.urlDownload)).text()).replace('\uFEFF', '').trim().split('\r\n');
    };
    const companies = await linesOf('company');
    expect(companies[0]!.startsWith('Name,ISIN,Ticker,Country')).toBe(true);
    expect(
      companies
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['Alpina Energia S.p.A.', 'Brenner Software AG', 'Calder Foods PLC']);
    const countries = await linesOf('country');
    expect(countries[0]).toBe('Country,Name,Region,Environmental,Social,Governance,Score');
    expect(countries.length).toBeGreaterThan(1);
  });

  it('exports a fund screening run', async () => {
    const { data } = await api.call('exports.screeningCsv', { params: { kind: 'fund' }, body: {} as never });
    const text = await (await download(data.urlDownload)).text();
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]!.startsWith('Name,ISIN,Ticker,Country')).toBe(true);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['Minimal Balanced Fund', 'Minimal Equity UCITS ETF']);
  });
});
