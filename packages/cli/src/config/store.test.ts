import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openConfStore } from './store.ts';

// The conf file holds a session token or API key (`esgkit login`): only its owner may read it.
describe('the conf file', () => {
  it('is written readable and writable by its owner only (0600)', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'esgkit-conf-'));
    const store = await openConfStore({ cwd });
    store.set('token', 'secret-token');
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
  });

  it('is narrowed to 0600 when an older file was readable by others', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'esgkit-conf-'));
    mkdirSync(cwd, { recursive: true });
    writeFileSync(join(cwd, 'config.json'), '{"lang":"it-IT"}', { mode: 0o644 });
    const store = await openConfStore({ cwd });
    store.set('token', 'secret-token');
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(store.read()).toEqual({ lang: 'it-IT', token: 'secret-token' });
  });
});
