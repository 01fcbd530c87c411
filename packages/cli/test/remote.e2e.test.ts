// A remote run: `esgkit serve` in one process, and the CLI signed in to it with --api in others.
import { CliLookupOutput } from '@esgkit/core';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esgkit, repoRoot, type Sandbox, sandbox, text } from './helpers.ts';

let box: Sandbox;
let server: ResultPromise;
let api = '';
let password = '';

beforeAll(async () => {
  box = sandbox();
  server = execa(
    `${repoRoot}/node_modules/.bin/node`,
    [`${repoRoot}/packages/cli/bin/esgkit.js`, 'serve', '--port', '0'],
    {
      cwd: repoRoot,
      // one lookup per 4 s for each caller: the paced-batch test below meets the budget (Retry-After)
      env: { ...box.env, ESGKIT_RATE_LIMIT_LOOKUP: '1', ESGKIT_EXPENSIVE_RATE_WINDOW_MS: '4000' },
      reject: false,
      stdin: 'ignore',
    },
  );
  let stderr = '';
  // The demo users' passwords are printed once, when the demo dataset is first loaded into this data dir.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${stderr}`)), 120_000);
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(stderr)?.[1];
      const pw = /demo-advisor@esgkit\.local\s+(\S+)/.exec(stderr)?.[1];
      if (url && pw) {
        api = url;
        password = pw;
        clearTimeout(timer);
        resolve();
      }
    });
    void server.then(() => reject(new Error(`serve exited:\n${stderr}`)));
  });
});

afterAll(async () => {
  server?.kill('SIGINT');
  await server;
});

describe('esgkit --api against a separately started esgkit serve', () => {
  it('signs in, looks up as that user, and signs out', async () => {
    const login = await esgkit(box, ['login', '--api', api, '--email', 'demo-advisor@esgkit.local'], {
      input: `${password}\n`,
    });
    expect(text(login.stderr)).toContain(`Signed in to ${api} as demo-advisor@esgkit.local.`);
    expect(login.exitCode).toBe(0);

    const whoami = await esgkit(box, ['--api', api, 'whoami']);
    expect(whoami.exitCode).toBe(0);
    expect(text(whoami.stdout)).toContain(`demo-advisor@esgkit.local on ${api}`);

    const lookup = await esgkit(box, [
      '--api',
      api,
      'lookup',
      'fixtures/portfolios/world.csv',
      '--json',
      '--no-pai',
    ]);
    expect(lookup.exitCode).toBe(0);
    const [world] = CliLookupOutput.parse(JSON.parse(text(lookup.stdout)));
    expect(world?.status).toBe('ok');
    expect(world?.views.aggregates?.data.summary.itemsCount).toBe(1);

    expect((await esgkit(box, ['logout'])).exitCode).toBe(0);
    const after = await esgkit(box, ['--api', api, 'whoami']);
    expect(after.exitCode).toBe(1);
    expect(text(after.stderr)).toContain(`You are not signed in to ${api}`);
  });

  it('a batch paced by the engine’s budget waits out its 429s (Retry-After) and finishes, saying why it waits', async () => {
    const login = await esgkit(box, ['login', '--api', api, '--email', 'demo-advisor@esgkit.local'], {
      input: `${password}\n`,
    });
    expect(login.exitCode, text(login.stderr)).toBe(0);
    const batch = await esgkit(box, [
      ...['--api', api, 'lookup', 'fixtures/portfolios/world.csv', 'fixtures/portfolios/balanced.csv'],
      ...['--json', '--no-pai', '--concurrency', '1'],
    ]);
    expect(batch.exitCode, text(batch.stderr)).toBe(0);
    expect(CliLookupOutput.parse(JSON.parse(text(batch.stdout))).map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(text(batch.stderr)).toMatch(
      new RegExp(`The engine at ${api} asks to wait \\d+ s before lookups\\.create`),
    );
    expect((await esgkit(box, ['logout'])).exitCode).toBe(0);
  });

  it('refuses a wrong password with the spec’s message', async () => {
    const login = await esgkit(box, ['login', '--api', api, '--email', 'demo-advisor@esgkit.local'], {
      input: 'wrong\n',
    });
    expect(login.exitCode).toBe(1);
    expect(text(login.stderr)).toContain('Incorrect email or password.');
  });
});
