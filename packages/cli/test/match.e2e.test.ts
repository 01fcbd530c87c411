import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, MatchingResult } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, type Sandbox, sandbox, text } from './helpers.ts';

// Issue 27: `esgkit match` as its --help shows it, through the real binary on the small demo universe (the local
// owner has capability 100 with full access). The method's hand-worked cases are engine analytics/matching.
const questionnaire = ['--sdg', '6,7,13', '--risk', '2', '--purpose', 'retirement', '--horizon', '10'];
const ask = [...questionnaire, '--amount', '50000'];

let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});

describe('esgkit match', () => {
  it('--json prints the MatchingResult: weights summing to 100 within the cap, and the frontier 1–2–3', async () => {
    const run = await esgkit(box, ['match', ...ask, '--monthly', '200', '--json']);
    expect(run.exitCode).toBe(0);
    const result = MatchingResult.parse(JSON.parse(text(run.stdout)));
    expect(result.riskLevel).toBe(2);
    expect(result.funds.reduce((sum, f) => sum + f.weightPct, 0)).toBeCloseTo(100, 6);
    for (const f of result.funds) expect(f.reasons.length).toBeGreaterThan(0);
    if (!result.isDefault) expect(result.volatility!).toBeLessThanOrEqual(0.12);
    expect(result.frontier.map((r) => r.riskLevel)).toEqual([1, 2, 3]);
    expect(result.frontier.find((r) => r.isChosen)?.riskLevel).toBe(2);
  });

  it('prints the portfolio with why, the near misses, the trade-off and the MiFID II checks asked for', async () => {
    const run = await esgkit(box, ['match', ...ask, '--min-taxonomy', '1', '--considers-pai']);
    expect(run.exitCode).toBe(0);
    const out = text(run.stdout);
    expect(out).toMatch(/^Proposed portfolio at risk level 2: SDG exposure .*\(cap 12\.0%\)\./);
    expect(out).toContain('Near misses (left out, and why):');
    expect(out).toMatch(/Trade-off by risk level[^\n]*\nRisk level +Cap +SDG exposure +Volatility/);
    expect(out).toMatch(/\n2 +12\.0% .* chosen\n/);
    expect(out).toMatch(/MiFID II sustainability preferences:\nFund +Taxonomy-aligned +PAIs considered\n/);
  });

  it('--csv FILE writes the engine’s CSV of the answer: one row per proposed fund, then the near misses', async () => {
    const file = join(box.dir, 'match.csv');
    const run = await esgkit(box, ['match', ...ask, '--csv', file, '--csv-format', 'rfc4180', '--json']);
    expect(run.exitCode).toBe(0);
    const result = MatchingResult.parse(JSON.parse(text(run.stdout)));
    const [header = '', ...rows] = readFileSync(file, 'utf8').trim().split('\r\n');
    expect(header.startsWith('Row,Name,ISIN,Ticker,Weight (%)')).toBe(true);
    expect(rows.filter((r) => r.startsWith('Proposed,'))).toHaveLength(result.funds.length);
    expect(rows.filter((r) => r.startsWith('Near miss,'))).toHaveLength(result.nearMisses.length);
  });

  it('refuses 2 SDGs, a repeated SDG, no risk level and no goals with the spec messages under their flags', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['--sdg', '6,7', '--risk', '2', '--purpose', 'retirement', '--horizon', '10', '--amount', '1000'],
        /^--sdg: Please select at least 3 of the 17 SDGs\./,
      ],
      [
        ['--sdg', '6,6,13', '--risk', '2', '--purpose', 'retirement', '--horizon', '10', '--amount', '1000'],
        /^--sdg: Please select each SDG only once\./,
      ],
      [
        ['--sdg', '6,7,13', '--purpose', 'retirement', '--horizon', '10', '--amount', '1000'],
        /^--risk: Please select a risk level\./,
      ],
      [
        ['--sdg', '6,7,13', '--risk', '2', '--horizon', '10', '--amount', '1000'],
        /^--purpose: Please select your goals\./,
      ],
      [
        ['--sdg', '6,7,13', '--risk', '2', '--purpose', 'holiday', '--horizon', '10', '--amount', '1000'],
        /^--purpose: 'holiday' is not one of house, car, .*retirement/,
      ],
      [
        ['--sdg', '6,7,99', '--risk', '2', '--purpose', 'retirement', '--horizon', '10', '--amount', '1000'],
        /'--sdg <numbers>'.*'99' is not an SDG/,
      ],
      [[...ask, '--exclude', 'tobaco'], /^--exclude: 'tobaco' is not one of .*tobacco/m],
    ];
    for (const [args, message] of cases) {
      const run = await esgkit(box, ['match', ...args]);
      expect(run.exitCode, args.join(' ')).toBe(2);
      expect(text(run.stderr), args.join(' ')).toMatch(message);
      expect(text(run.stdout)).toBe('');
    }
  });

  it('answers in Italian with --lang it-IT: the message, and the risk levels of --help', async () => {
    const run = await esgkit(box, ['--lang', 'it-IT', 'match', '--sdg', '6,7', '--risk', '2']);
    expect(run.exitCode).toBe(2);
    expect(text(run.stderr)).toMatch(/^--sdg: Seleziona almeno 3 dei 17 SDG\./);
    const help = await esgkit(box, ['--lang', 'it-IT', 'match', '--help']);
    expect(help.exitCode).toBe(0);
    expect(text(help.stdout)).toMatch(/Livelli di rischio \(--risk\)/);
    expect(text(help.stdout)).toMatch(/\n {2}2 {2}\S.* \(fino a 12%\): /);
  });

  it('--help teaches the five risk levels with their caps and sentences', async () => {
    const help = await esgkit(box, ['match', '--help']);
    expect(help.exitCode).toBe(0);
    const out = text(help.stdout);
    expect(out).toContain('  1  Very low (up to 5%): Capital preservation first');
    expect(out).toContain('  5  Very high (up to 80%): ');
    expect(out).toContain('$ esgkit match --sdg 6,7,13 --risk 2 --purpose retirement');
  });

  it('--save-as "Maria Rossi" creates the client holding the proposed funds, computed (its report runs)', async () => {
    const json = MatchingResult.parse(
      JSON.parse(text((await esgkit(box, ['match', ...ask, '--json'])).stdout)),
    );
    const run = await esgkit(box, ['match', ...ask, '--save-as', 'Maria Rossi']);
    expect(run.exitCode).toBe(0);
    expect(text(run.stderr)).toMatch(/Client Maria Rossi created \(([\w-]+)\)\./);
    const id = /created \(([\w-]+)\)/.exec(text(run.stderr))![1]!;
    expect(text(run.stderr)).toContain(`client/${id}/information`);
    const show = await esgkit(box, ['clients', 'list', '--json']);
    const client = Client.array()
      .parse(JSON.parse(text(show.stdout)))
      .find((c) => c.id === id)!;
    expect([client.firstname, client.lastname]).toEqual(['Maria', 'Rossi']);
    const items = client.portfolio!.portfolio.items.map((i) => [i.input, i.weight]);
    expect(items).toEqual(json.portfolio.map((r) => [r.input, r.weight]));
    expect(client.portfolio!.investmentAmount).toBe(50_000);
    // computed through the lookup and PAI chains before it was saved: the report needs no --calculate
    const report = await esgkit(box, ['report', 'Maria Rossi', '--pdf', join(box.dir, 'maria.pdf')]);
    expect(text(report.stderr)).not.toContain('--calculate');
    expect(report.exitCode).toBe(0);
    expect(readFileSync(join(box.dir, 'maria.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
