import { join } from 'node:path';
import { CliLookupOutput } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, fixtures, type Sandbox, sandbox, text } from './helpers.ts';

// `esgkit impact-defaults show|set` through the real binary (issue 28), one sandbox in order as a user would run it.
let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});

describe('esgkit impact-defaults', () => {
  it('shows the pending prompt, saves codes (an older code as its PHY_ code), refuses an unknown one, clears', async () => {
    const none = await esgkit(box, ['impact-defaults', 'show']);
    expect(none.exitCode, text(none.stderr)).toBe(0);
    expect(text(none.stderr)).toContain('You have not configured your impact indicators yet.');

    const set = await esgkit(box, ['impact-defaults', 'set', 'SCOPE1, PHY_WATER_WITHDRAWAL']);
    expect(set.exitCode, text(set.stderr)).toBe(0);
    expect(text(set.stderr)).toContain('Default indicators saved.');
    const show = await esgkit(box, ['impact-defaults', 'show']);
    // names from core's catalogue (indicators-environmental.ts)
    expect(text(show.stdout)).toMatch(/^ {2}PHY_GHG_SCOPE1 {2}Scope 1 GHG emissions \(t CO2e\)$/m);
    expect(text(show.stdout)).toMatch(/^ {2}PHY_WATER_WITHDRAWAL {2}Total water withdrawal/m);
    expect(text(show.stdout).match(/^ {2}PHY_/gm)).toHaveLength(2);

    const bad = await esgkit(box, ['impact-defaults', 'set', 'PHY_NOT_A_CODE']);
    expect(bad.exitCode).toBe(3);
    expect(text(bad.stderr)).toContain('PHY_NOT_A_CODE is not an impact indicator that can be chosen.');
    expect(text((await esgkit(box, ['impact-defaults', 'show'])).stdout).match(/^ {2}PHY_/gm)).toHaveLength(
      2,
    );

    const it_ = await esgkit(box, ['--lang', 'it-IT', 'impact-defaults', 'show']);
    expect(text(it_.stdout)).toMatch(/^ {2}PHY_WATER_WITHDRAWAL {2}Prelievo idrico totale/m);

    // the embedded engine's lookup computes the saved defaults
    const lookup = await esgkit(box, ['lookup', join(fixtures, 'world.csv'), '--json', '--no-pai']);
    expect(lookup.exitCode, text(lookup.stderr)).toBe(0);
    const [result] = CliLookupOutput.parse(JSON.parse(text(lookup.stdout)));
    const codes = result!.views.impactSummary!.data.categories.flatMap((c) =>
      c.indicators.map((i) => i.code),
    );
    expect(codes.sort()).toEqual(['PHY_GHG_SCOPE1', 'PHY_WATER_WITHDRAWAL']);

    const cleared = await esgkit(box, ['impact-defaults', 'set']);
    expect(cleared.exitCode, text(cleared.stderr)).toBe(0);
    expect(text(cleared.stderr)).toContain('You have not configured your impact indicators yet.');
  });
});
