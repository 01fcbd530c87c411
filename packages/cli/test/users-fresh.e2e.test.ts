import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { esgkit, type Sandbox, sandbox, text } from './helpers.ts';

let box: Sandbox | undefined;
afterAll(() => {
  if (box) rmSync(box.dir, { recursive: true, force: true });
});

// The operator's first command on a new machine: the demo's accounts exist as soon as its data is served, so a list
// taken then shows them (it said "No accounts yet." and then printed the demo users' passwords under it).
describe('esgkit users on a fresh data folder', () => {
  it('lists the demo accounts the first start creates, once, after their passwords', async () => {
    box = sandbox();
    const list = await esgkit(box, ['users', 'list']);
    expect(list.exitCode, text(list.stderr)).toBe(0);
    const out = text(list.stdout) + text(list.stderr);
    expect(out).not.toContain('No accounts yet.');
    expect(text(list.stdout)).toContain('demo-advisor@esgkit.local');
    expect(text(list.stdout)).toContain('demo-starter@esgkit.local');
    const again = await esgkit(box, ['users', 'list']);
    expect(text(again.stdout)).toContain('demo-advisor@esgkit.local');
    // the passwords are shown once: not on the second run
    expect(text(again.stdout) + text(again.stderr)).not.toContain('passwords are shown once');
  });
});
