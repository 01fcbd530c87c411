import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openConfStore } from './store.ts';

// The conf file holds a session token or API key (`esgkit login`): only its owner may read it.
describe('the conf file', () => {
  it('is written readable and writable by its owner only (0600)', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'esgkit-conf-'));
    const store = await openConfStore({ cwd });
    await store.set('token', 'secret-token');
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
  });

  it('is narrowed to 0600 when an older file was readable by others', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'esgkit-conf-'));
    mkdirSync(cwd, { recursive: true });
    writeFileSync(join(cwd, 'config.json'), '{"lang":"it-IT"}', { mode: 0o644 });
    const store = await openConfStore({ cwd });
    await store.set('token', 'secret-token');
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(store.read()).toEqual({ lang: 'it-IT', token: 'secret-token' });
  });
});

// Issue 24, start-up: a command that only reads its settings does not load `conf` (with ajv, ~90 ms).
describe('reading the conf file', () => {
  it('is the file conf writes, by default in the platform config folder', async () => {
    const { default: Conf } = await import('conf');
    const store = await openConfStore({});
    expect(store.path).toBe(new Conf({ projectName: 'esgkit', projectSuffix: '' }).path);
  });

  it('does not load conf', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'esgkit-conf-'));
    writeFileSync(join(cwd, 'config.json'), '{"lang":"it-IT","amount":5000,"other":1}');
    const script = `import { openConfStore } from ${JSON.stringify(new URL('./store.ts', import.meta.url).href)};
const store = await openConfStore({ cwd: ${JSON.stringify(cwd)} });
console.log(JSON.stringify(store.read()));`;
    const hooks = join(cwd, 'hooks.mjs');
    const log = join(cwd, 'modules.txt');
    writeFileSync(
      hooks,
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}
`,
    );
    writeFileSync(log, '');
    const register = `import { register } from 'node:module'; register(${JSON.stringify(pathToFileURL(hooks).href)});`;
    const run = spawnSync(
      process.execPath,
      [
        '--conditions=@esgkit/source',
        '--import',
        `data:text/javascript,${encodeURIComponent(register)}`,
        '--input-type=module',
        '-e',
        script,
      ],
      { cwd: import.meta.dirname, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout.split('\n')[0] ?? '')).toEqual({ lang: 'it-IT', amount: 5000 });
    expect(
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((url) => /\/node_modules\/(conf|ajv)\//.test(url)),
    ).toEqual([]);
  });

  it('names the file when it is not JSON', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'esgkit-conf-'));
    writeFileSync(join(cwd, 'config.json'), '{"lang":');
    const store = await openConfStore({ cwd });
    expect(() => store.read()).toThrow(join(cwd, 'config.json'));
  });
});
