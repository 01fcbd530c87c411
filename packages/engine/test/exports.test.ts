import { type ApiClient, ApiError, type CsvSection } from '@esgkit/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_LINK_TTL_MS } from '../src/services/exports/links.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { holdings } from './helpers/portfolios.ts';
import { seedActor } from './helpers/seed.ts';
import { tamperedLink } from './helpers/tamper.ts';
import { cleanTempDirs } from './provider/helpers.ts';

failWhenPostgresMissing('suite');

describe.each(storeTargets)('CSV exports over HTTP on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;
  const startClock = Date.parse('2026-01-15T10:00:00Z');
  let clock = startClock;
  // every test starts at the same time, whichever ran before it (-t, it.only, a test added in between)
  afterEach(() => {
    clock = startClock;
  });
  let portfolioId = '';
  let advisor = '';

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      now: () => new Date(clock),
      loadSnapshot: minimalSnapshot,
    });
    await t.engine.ready;
    advisor = (await seedActor(t.engine, { label: 'exports', plan: 'premium' })).token;
    api = t.client({ token: advisor });
    const { data } = await api.call('lookups.create', {
      body: holdings,
    });
    portfolioId = data.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  const download = (url: string) => t.fetch(url.replace(t.config.publicUrl, t.url));
  /** The file as written, byte-order mark included (Response.text() drops it). */
  const fileText = async (response: Response) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

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
      lines[0]!.startsWith(
        "Nome;Inserito;Codice ISIN;Simbolo (ticker);Tipo;Peso (%);Valore all'acquisto (EUR);Valore attuale (EUR);Peso attuale (%)",
      ),
    ).toBe(true);
    // 60 % and 40 % of 10,000 EUR, largest first; now worth 6,000 × 10.25 / 10.20 and 4,000 × 152.2 / 151.4
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 2).concat(l.split(';').slice(6, 8)))).toEqual([
      ['Alpina Energia ord.', 'ALPE', '6000', '6029,41176471'],
      ['Brenner Software AG', 'BRSW', '4000', '4021,13606341'],
    ]);
  });

  it('lists each holding with its name, ISIN, current value and current weight (issue 22 item 7)', async () => {
    const { data } = await api.call('views.holdings', { params: { portfolioId } });
    const alpe = (6_000 * 10.25) / 10.2;
    const brsw = (4_000 * 152.2) / 151.4;
    expect(data.data.map((r) => [r.name, r.isin, r.valueEur])).toEqual([
      ['Alpina Energia ord.', 'IT0000MIN017', 6_000],
      ['Brenner Software AG', 'DE000MIN0027', 4_000],
    ]);
    expect(data.data[0]!.currentValueEur).toBeCloseTo(alpe, 6);
    expect(data.data[1]!.currentValueEur).toBeCloseTo(brsw, 6);
    expect(data.data[0]!.currentWeightPct).toBeCloseTo((100 * alpe) / (alpe + brsw), 9);
    expect(data.currentValueEur).toBeCloseTo(alpe + brsw, 6);
    expect(data.currentCoveragePct).toBe(100);
  });

  it('writes each language for its Excel (it-IT: ; and decimal commas; en-US: , and points), or the asked format', async () => {
    const { data: created } = await api.call('lookups.create', {
      body: {
        investmentDay: '2025-06-26',
        investmentAmount: 10_000,
        portfolio: {
          items: [
            { input: 'ALPE', weight: 62.5 },
            { input: 'BRSW', weight: 37.5 },
          ],
          cash: 0,
        },
      },
    });
    const fileOf = async (query: { locale: 'it-IT' | 'en-US'; format?: 'rfc4180' | 'excel-it' }) => {
      const { data } = await api.call('exports.csv', {
        params: { portfolioId: created.id, section: 'holdings' },
        query,
      });
      return fileText(await download(data.urlDownload));
    };
    // Excel's reading: a BOM, the separator, then name, input, weight (%), value (EUR)
    const read = (text: string, separator: string) => {
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = text
        .slice(1)
        .trim()
        .split('\r\n')
        .map((l) => l.split(separator));
      expect(rows.every((r) => r.length === header!.length)).toBe(true);
      return rows.map((r) => [r[0], r[1], r[5], r[6]]);
    };
    // 62.5 % and 37.5 % of 10,000 EUR
    expect(read(await fileOf({ locale: 'it-IT' }), ';')).toEqual([
      ['Alpina Energia ord.', 'ALPE', '62,5', '6250'],
      ['Brenner Software AG', 'BRSW', '37,5', '3750'],
    ]);
    expect(read(await fileOf({ locale: 'en-US' }), ',')).toEqual([
      ['Alpina Energia ord.', 'ALPE', '62.5', '6250'],
      ['Brenner Software AG', 'BRSW', '37.5', '3750'],
    ]);
    // the asked format wins over the language: Italian headers, RFC 4180 (no BOM, commas, points)
    const rfc = await fileOf({ locale: 'it-IT', format: 'rfc4180' });
    expect(rfc.startsWith('Nome,Inserito,Codice ISIN')).toBe(true);
    expect(rfc).toContain(',62.5,6250,');
    expect(read(await fileOf({ locale: 'en-US', format: 'excel-it' }), ';')[0]).toEqual([
      'Alpina Energia ord.',
      'ALPE',
      '62,5',
      '6250',
    ]);
    const { data: screening } = await api.call('exports.screeningCsv', {
      params: { kind: 'country' },
      query: { format: 'excel-it' },
      body: {} as never,
    });
    const countries = await fileText(await download(screening.urlDownload));
    expect(countries.slice(1).split('\r\n')[0]).toBe(
      'Country;Name;Region;Environmental;Social;Governance;Score;GHG intensity (t CO2e per million EUR of GDP);Social violations',
    );
  });

  it("exports each allocation view's own rows, the summary and the risk measures, headers in each language (issue 26)", async () => {
    const fileOf = async (section: CsvSection, locale: 'it-IT' | 'en-US') => {
      const { data } = await api.call('exports.csv', { params: { portfolioId, section }, query: { locale } });
      const text = await fileText(await download(data.urlDownload));
      return text
        .slice(1)
        .trim()
        .split('\r\n')
        .map((l) => l.split(locale === 'it-IT' ? ';' : ','));
    };
    // ALPE (Italy) 60 %, BRSW (Germany) 40 %, both in euros
    expect(await fileOf('countries', 'it-IT')).toEqual([
      ['Codice', 'Nome', 'Peso (%)'],
      ['IT', 'Italia', '60'],
      ['DE', 'Germania', '40'],
    ]);
    expect(await fileOf('countries', 'en-US')).toEqual([
      ['Code', 'Name', 'Weight (%)'],
      ['IT', 'Italy', '60'],
      ['DE', 'Germany', '40'],
    ]);
    expect(await fileOf('currencies', 'en-US')).toEqual([
      ['Code', 'Name', 'Weight (%)'],
      ['EUR', 'Euro', '100'],
    ]);
    const summary = await fileOf('summary', 'it-IT');
    expect(summary[0]).toEqual(['Misura', 'Valore', 'Peso (%)']);
    expect(summary.slice(1, 3)).toEqual([
      ['Data del primo investimento', '2025-06-26', ''],
      ['Importo investito (EUR)', '10000', ''],
    ]);
    const risk = await fileOf('risk', 'en-US');
    expect(risk[0]).toEqual(['Period', 'From', 'To', 'Observations', 'Measure', 'Portfolio', 'Benchmark']);
    expect(
      risk
        .slice(1)
        .map((r) => r[4])
        .slice(0, 7),
    ).toEqual([
      'Volatility (annualised)',
      'Sharpe ratio',
      'Sortino ratio',
      'Alpha',
      'Beta coefficient',
      'R squared',
      'Maximum drawdown',
    ]);
  });

  it('refuses a tampered link (404) and an expired one (410 sharedLinkExpired)', async () => {
    const { data } = await api.call('exports.csv', {
      params: { portfolioId, section: 'taxonomy' },
      query: {},
    });
    expect((await download(tamperedLink(data.urlDownload))).status).toBe(404);
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
    expect(countries[0]).toBe(
      'Country,Name,Region,Environmental,Social,Governance,Score,GHG intensity (t CO2e per million EUR of GDP),Social violations',
    );
    expect(countries.length).toBeGreaterThan(1);
  });

  it('exports a screening run in the sort and find the table shows, every row', async () => {
    const { data } = await api.call('exports.screeningCsv', {
      params: { kind: 'company' },
      query: { orderBy: 'name', order: 'desc', find: 'EN' },
      body: {} as never,
    });
    const lines = (await (await download(data.urlDownload)).text())
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    // "en" is in Brenner and Energia, not in Calder Foods; names descending
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      'Brenner Software AG',
      'Alpina Energia S.p.A.',
    ]);
  });

  it('exports countries in the table’s sort with their sovereign PAI inputs, in the user’s language (issue 26)', async () => {
    const lines = async (language: string, view: Record<string, string>) => {
      const { data } = await t
        .client({ token: advisor }, { 'accept-language': language })
        .call('exports.screeningCsv', {
          params: { kind: 'country' },
          query: view as never,
          body: {} as never,
        });
      return (await (await download(data.urlDownload)).text()).replace('\uFEFF', '').trim().split('\r\n');
    };
    // GHG intensity (t CO2e per million EUR of GDP): Italy 190.5, Germany 170.2, the United Kingdom 150.8; none
    // reports social violations. Scores: Germany 75.7, the United Kingdom 73, Italy 65 (the mean of E, S and G).
    const it = await lines('it-IT', { orderBy: 'ghgIntensityTPerMeurGdp', order: 'desc' });
    expect(it[0]).toBe(
      'Paese;Nome;Regione;Ambientale;Sociale;Governo societario;Punteggio;Intensità di GHG (t CO2e per milione di EUR di PIL);Violazioni sociali',
    );
    expect(it.slice(1).map((l) => l.split(';').slice(0, 1).concat(l.split(';').slice(-2)))).toEqual([
      ['IT', '190,5', 'No'],
      ['DE', '170,2', 'No'],
      ['GB', '150,8', 'No'],
    ]);
    const en = await lines('en-US', { orderBy: 'score', order: 'desc' });
    expect(en[0]!.endsWith(',GHG intensity (t CO2e per million EUR of GDP),Social violations')).toBe(true);
    expect(en.slice(1).map((l) => l.split(',')[0])).toEqual(['DE', 'GB', 'IT']);
  });

  it('exports only the securities a CSV template names', async () => {
    const { data } = await api.call('exports.screeningCsv', {
      params: { kind: 'company' },
      // Brenner by its ticker, Alpina by its bond's ISIN; an unknown one finds nothing
      body: { securities: ['BRSW', 'XS00MIN00034', 'XX0000000000'] } as never,
    });
    const lines = (await (await download(data.urlDownload)).text())
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([
      'Alpina Energia S.p.A.',
      'Brenner Software AG',
    ]);
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
