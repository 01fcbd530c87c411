// Clients, exports, sharing, screening and templates through the real binary and the embedded engine.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CsvSection, readCsvTable } from '@esgkit/core';
import { beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { esgkit, type Sandbox, sandbox, text } from './helpers.ts';

let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});

// Routes another part of the plan has not built yet answer 501; such a test runs in full once they exist.
const skipWhileNotBuilt = (context: TestContext, stderr: unknown) => {
  if (text(stderr).includes('This feature is not available yet.')) context.skip();
};

describe('esgkit clients and export', () => {
  it("lists core's every CSV section in export --help", async () => {
    const help = await esgkit(box, ['export', '--help']);
    expect(help.exitCode).toBe(0);
    const listed = /comma-separated: ([^;]+); or all/.exec(text(help.stdout).replace(/\s+/g, ' '))?.[1];
    expect(listed?.split(', ')).toEqual([...CsvSection.options]);
  });

  it('adds a client from a CSV, lists it, exports its CSVs into a folder, and removes it', async () => {
    const add = await esgkit(box, [
      'clients',
      'add',
      '--first',
      'Maria',
      '--last',
      'Rossi',
      '--portfolio',
      'fixtures/portfolios/balanced.csv',
      '--since',
      '2025-01-02',
    ]);
    expect(add.exitCode).toBe(0);
    const id = text(add.stdout).trim();
    expect(text(add.stderr)).toContain(`Client Maria Rossi created (${id}).`);

    const list = await esgkit(box, ['clients', 'list', '--json']);
    const clients = JSON.parse(text(list.stdout)) as {
      id: string;
      firstname: string;
      portfolio: { portfolio: { items: unknown[]; cash: number } } | null;
    }[];
    const maria = clients.find((c) => c.id === id);
    expect(maria?.portfolio?.portfolio.items).toHaveLength(5);
    expect(maria?.portfolio?.portfolio.cash).toBe(10);

    const out = join(box.dir, 'export');
    const exported = await esgkit(box, [
      'export',
      'Maria Rossi',
      '--sections',
      'holdings,esg,pai-1',
      '--out',
      out,
    ]);
    expect(exported.exitCode).toBe(0);
    for (const section of ['holdings', 'esg', 'pai-1']) {
      const file = join(out, `${section}.csv`);
      expect(existsSync(file), section).toBe(true);
      expect(readFileSync(file, 'utf8').split('\n').length, section).toBeGreaterThan(1);
    }
    expect(
      (await esgkit(box, ['export', 'Maria Rossi', '--sections', 'everything', '--out', out])).exitCode,
    ).toBe(2);

    // every result view's own CSV (issue 26), in the run's language and its Excel format (it-IT: `;`, decimal comma)
    const views = join(box.dir, 'export-views');
    const headers: Record<string, string[]> = {
      summary: ['Misura', 'Valore', 'Peso (%)'],
      assets: ['Codice', 'Nome', 'Peso (%)'],
      countries: ['Codice', 'Nome', 'Peso (%)'],
      currencies: ['Codice', 'Nome', 'Peso (%)'],
      sectors: ['Codice', 'Nome', 'Peso (%)'],
      sdgs: ['Codice', 'Nome', 'Peso (%)'],
      risk: ['Periodo', 'Dal', 'Al', 'Osservazioni', 'Misura', 'Portafoglio', 'Benchmark'],
      'pai-detail-1': ['Nome', 'Peso (%)', 'Esercizio'],
      // the sustainability score with the scoring profile version it used (issue 28)
      sustainability: [
        'Misura',
        'Peso (%)',
        'Portafoglio',
        'Benchmark',
        'Copertura (%)',
        'Versione del profilo di punteggio',
      ],
    };
    const run = await esgkit(box, [
      '--lang',
      'it-IT',
      'export',
      'Maria Rossi',
      '--sections',
      Object.keys(headers).join(','),
      '--out',
      views,
    ]);
    expect(run.exitCode, text(run.stderr)).toBe(0);
    const read = (section: string) => readCsvTable(readFileSync(join(views, `${section}.csv`), 'utf8'));
    for (const [section, header] of Object.entries(headers)) {
      const { delimiter, records } = read(section);
      expect(delimiter, section).toBe(';');
      expect(records.length, section).toBeGreaterThan(1);
      expect(records[0]!.cells.slice(0, header.length), section).toEqual(header);
    }
    // the allocations' weights and the summary's distribution each add up to the whole portfolio
    for (const section of ['countries', 'currencies', 'sectors']) {
      const rows = read(section).records.slice(1);
      const total = rows.reduce((sum, r) => sum + Number(r.cells[2]!.replace(',', '.')), 0);
      expect(total, section).toBeCloseTo(100, 6);
    }
    // the score and its five pillars, each stating the default profile (nothing saved): version 0, 20 % a pillar
    const sustainability = read('sustainability').records.slice(1);
    expect(sustainability.map((r) => [r.cells[1], r.cells[5]])).toEqual([
      ['', '0'],
      ...Array.from({ length: 5 }, () => ['20', '0']),
    ]);
    // seven measures a window
    expect((read('risk').records.length - 1) % 7).toBe(0);

    expect((await esgkit(box, ['clients', 'rm', id])).exitCode).toBe(0);
    const missing = await esgkit(box, ['clients', 'show', 'Maria Rossi']);
    expect(missing.exitCode).toBe(3);
    expect(text(missing.stderr)).toContain('No client matches "Maria Rossi". Run esgkit clients list.');
  });

  it('imports one client per portfolio of a file with a portfolio column', async () => {
    const run = await esgkit(box, [
      'clients',
      'import',
      'fixtures/portfolios/many.csv',
      '--since',
      '2025-01-02',
    ]);
    expect(run.exitCode).toBe(0);
    expect(
      text(run.stdout)
        .trim()
        .split('\n')
        .map((l) => l.split('\t')[1]),
    ).toEqual(['Maria Rossi', 'Luca Bianchi']);
  });
});

describe('esgkit share', () => {
  it('prints a link under ESGKIT_PUBLIC_URL', async (context) => {
    const run = await esgkit(box, ['share', 'Luca Bianchi'], {
      env: { ESGKIT_PUBLIC_URL: 'https://esg.example.com' },
    });
    skipWhileNotBuilt(context, run.stderr);
    expect(run.exitCode).toBe(0);
    expect(text(run.stdout).trim()).toMatch(/^https:\/\/esg\.example\.com\//);
  });

  it('refuses a lifetime outside 1–365 days, in the asked language', async () => {
    const run = await esgkit(box, ['share', 'Luca Bianchi', '--days', '400', '--lang', 'it-IT']);
    expect(run.exitCode).toBe(2);
    expect(text(run.stderr)).toContain("--days: '400' deve essere un numero intero da 1 a 365.");
  });
});

describe('esgkit screen', () => {
  it('writes the screening CSV to a file', async (context) => {
    const file = join(box.dir, 'funds.csv');
    const run = await esgkit(box, ['screen', 'funds', '--csv', file]);
    skipWhileNotBuilt(context, run.stderr);
    expect(run.exitCode).toBe(0);
    expect(readFileSync(file, 'utf8').split('\n').length).toBeGreaterThan(2);
  });

  it('prints a note on stderr and exits 0 when nothing passes', async (context) => {
    const run = await esgkit(box, [
      'screen',
      'funds',
      '--min-esg',
      '100',
      '--min-e',
      '100',
      '--min-s',
      '100',
      '--min-g',
      '100',
    ]);
    skipWhileNotBuilt(context, run.stderr);
    expect(run.exitCode).toBe(0);
    expect(text(run.stderr)).toContain('No screening results, try fewer filters.');
  });

  it('refuses a bad exclusion band (exit 2)', async () => {
    const run = await esgkit(box, ['screen', 'companies', '--exclude', 'tobacco:some']);
    expect(run.exitCode).toBe(2);
    expect(text(run.stderr)).toContain(
      "argument 'tobacco:some' is invalid. The band 'some' must be none, minor or serious",
    );
  });
});

describe('esgkit templates', () => {
  it('adds, lists and removes a template', async (context) => {
    const add = await esgkit(box, ['templates', 'add', 'Dark green', '--kind', 'fund', '--sfdr', '9']);
    skipWhileNotBuilt(context, add.stderr);
    expect(add.exitCode).toBe(0);
    const list = JSON.parse(text((await esgkit(box, ['templates', 'list', '--json'])).stdout)) as {
      name: string;
    }[];
    expect(list.map((t) => t.name)).toContain('Dark green');
    // a CSV the engine refuses is the user's input: `file:line: reason`, exit 3 (it printed `3.0: …`, exit 1)
    const csv = join(box.dir, 'funds.csv');
    writeFileSync(csv, 'Ticker\nURTH\nUS0001000002\n');
    const upload = await esgkit(box, ['templates', 'upload', 'Dark green', csv], { cwd: box.dir });
    expect(upload.exitCode).toBe(3);
    expect(text(upload.stderr)).toContain('funds.csv:3: US0001000002: This is not a valid ISIN or ticker.');
    expect((await esgkit(box, ['templates', 'rm', 'Dark green'])).exitCode).toBe(0);
  });
});
