import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChatAnswer } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, type Sandbox, sandbox, text } from './helpers.ts';

// `esgkit ask` through the real binary on the small demo universe (issue 29). The figures are the demo's, as
// `esgkit screen companies` and the engine's chat print them for Acciai Dolomiti S.p.A. (IT0001000105). execa
// drops stdout's final newline.
let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});

describe('esgkit ask', () => {
  it('prints the answer, its table and sources, and writes a four-year answer as an area chart', async () => {
    const chart = join(box.dir, 'out', 'chart.svg');
    const run = await esgkit(box, [
      'ask',
      'scope 1 emissions of Acciai Dolomiti 2021-2024',
      '--chart',
      chart,
    ]);
    expect(run.exitCode, text(run.stderr)).toBe(0);
    const out = text(run.stdout);
    expect(out).toMatch(
      /^Scope 1 GHG emissions of Acciai Dolomiti S\.p\.A\.: .*\(2021\), .*\(2022\), .*\(2023\), .*\(2024\)\.$/m,
    );
    expect(out).toMatch(/^Entity +Indicator +Year +Value$/m);
    expect(
      out.match(
        /^Acciai Dolomiti S\.p\.A\. +Scope 1 GHG emissions +20(21|22|23|24) +[\d,]+\.\d\d +t CO2e$/gm,
      ),
    ).toHaveLength(4);
    expect(out).toContain('PHY_GHG_SCOPE1 · Acciai Dolomiti S.p.A. · fiscal year 2024 · coverage n/a');
    expect(text(run.stderr)).toContain(`Chart written to ${chart}.`);
    const svg = readFileSync(chart, 'utf8');
    expect(svg).toMatch(/^<svg /);
    // an area over the four years (doc 2 §9): the x axis names each year
    for (const year of ['2021', '2022', '2023', '2024']) expect(svg).toContain(`>${year}</text>`);
    // the same chart as PNG: the PNG signature, then the IHDR width (1,200 px)
    const pngPath = join(box.dir, 'out', 'chart.png');
    const asPng = await esgkit(box, [
      'ask',
      'scope 1 emissions of Acciai Dolomiti 2021-2024',
      '--chart',
      pngPath,
    ]);
    expect(asPng.exitCode, text(asPng.stderr)).toBe(0);
    const png = readFileSync(pngPath);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
  });

  it('--json prints the ChatAnswer; --lang it-IT answers in Italian', async () => {
    const run = await esgkit(box, [
      '--lang',
      'it-IT',
      'ask',
      'emissioni scope 1 di Acciai Dolomiti nel 2024',
      '--json',
    ]);
    expect(run.exitCode, text(run.stderr)).toBe(0);
    const json: unknown = JSON.parse(text(run.stdout));
    const answer = ChatAnswer.parse(json);
    expect(answer.flag).toBe(0);
    expect(answer.response).toMatch(
      /^Emissioni di gas serra Scope 1 di Acciai Dolomiti S\.p\.A\.: [\d.]+,\d\d t CO2e \(2024\)\.$/,
    );
    expect(answer.sources).toEqual([
      { indicator: 'PHY_GHG_SCOPE1', year: 2024, coverage: null, entity: 'Acciai Dolomiti S.p.A.' },
    ]);
  });

  it('refusals print the spec’s message with suggestions or tips and exit 10 + the flag', async () => {
    const unknown = await esgkit(box, ['ask', 'scope 1 emissions of Dolomiti Steelworks in 2024']);
    expect(unknown.exitCode).toBe(12);
    expect(text(unknown.stdout)).toBe(
      'I could not identify the company. Please check the spelling. Did you mean Acciai Dolomiti S.p.A.?',
    );
    const indicator = await esgkit(box, ['ask', 'flurbs of Acciai Dolomiti 2024']);
    expect(indicator.exitCode).toBe(13);
    expect(text(indicator.stdout)).toContain("I don't recognize that indicator.");
    const notUnderstood = await esgkit(box, ['ask', 'hello there']);
    expect(notUnderstood.exitCode).toBe(15);
    expect(text(notUnderstood.stdout)).toBe(
      "I didn't understand the question. Please rephrase it. Use tickers or ISINs. Separate several securities with commas. Write dates as yyyy-mm-dd.",
    );
    const many = await esgkit(box, [
      'ask',
      'scope 1, scope 2, scope 3, water withdrawal, hazardous waste, board gender diversity and gender pay gap of Acciai Dolomiti',
    ]);
    expect(many.exitCode).toBe(16);
    expect(text(many.stdout)).toBe('Too many indicators selected. Please select a maximum of 6 indicators.');
    const starter = await esgkit(box, [
      '--as',
      'demo-starter@esgkit.local',
      'ask',
      'top 5 companies by scope 1 emissions in Italy',
    ]);
    expect(starter.exitCode).toBe(11);
    expect(text(starter.stdout)).toBe(
      'This is not included in the Starter package.\nUpgrade your plan: /platform/profile/Plan',
    );
  });

  it('--chart takes an SVG or PNG file only (exit 2), and an answer without a chart writes none', async () => {
    const jpg = await esgkit(box, ['ask', 'hello there', '--chart', join(box.dir, 'chart.jpg')]);
    expect(jpg.exitCode).toBe(2);
    expect(text(jpg.stderr)).toContain('--chart');
    expect(text(jpg.stderr)).toContain('SVG or PNG');
    const none = await esgkit(box, ['ask', 'hello there', '--chart', join(box.dir, 'none.svg')]);
    expect(none.exitCode).toBe(15);
    expect(text(none.stderr)).toContain(
      `This answer has no chart: ${join(box.dir, 'none.svg')} was not written.`,
    );
  });
});
