// The first hour with the binary (issue 22): misspelt file names, --strict's words, one local user with the web.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@esgkit/core';
import { createEngine, loadEngineConfig } from '@esgkit/engine';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { esgkit, type Sandbox, sandbox, text } from './helpers.ts';

describe('a file name that is not there (issue 22 item 12)', () => {
  it('says "No such file" for a .csv name (any case) or a path, and exits 3 like other bad input', async () => {
    const box = sandbox();
    for (const arg of ['nonexistent.csv', 'Portfolio.CSV', 'fixtures/portfolios/balancd']) {
      const result = await esgkit(box, ['lookup', arg]);
      expect(result.exitCode, arg).toBe(3);
      expect(text(result.stderr), arg).toContain(`No such file: ${arg}`);
      expect(text(result.stderr), arg).not.toContain('ISIN or ticker not found');
    }
  });

  it('says it in Italian too', async () => {
    const result = await esgkit(sandbox(), ['lookup', 'nonexistent.csv'], { env: { LANG: 'it_IT.UTF-8' } });
    expect(result.exitCode).toBe(3);
    expect(text(result.stderr)).toContain('File inesistente: nonexistent.csv');
  });

  it('still reads a loose ticker as a ticker', async () => {
    const result = await esgkit(sandbox(), ['lookup', 'ZZZZZ']);
    expect(result.exitCode).toBe(3);
    expect(text(result.stderr)).toContain('ISIN or ticker not found: ZZZZZ');
  });
});

describe('--strict says what it did (issue 22 item 12)', () => {
  it('with --strict the weights are refused, and the message says so; without it, computed as given', async () => {
    const box = sandbox();
    const file = join(box.dir, 'eighty.csv');
    writeFileSync(file, 'Ticker,Weight\nURTH,50\nIAGG,30\n');
    const strict = await esgkit(box, ['--strict', 'lookup', file, '--json']);
    expect(strict.exitCode).toBe(3);
    expect(text(strict.stderr)).toContain('The weights add up to 80, not 100 or 1: not computed (--strict).');
    expect(text(strict.stderr)).not.toContain('computed as given');
    const italian = await esgkit(box, ['--strict', 'lookup', file, '--json'], {
      env: { LANG: 'it_IT.UTF-8' },
    });
    expect(text(italian.stderr)).toContain('I pesi sommano a 80, non a 100 o 1: non calcolato (--strict).');
  });
});

/** A web user with one client, made through the engine API over the sandbox's data dir (what the web app does). */
const webUserWithClient = async (box: Sandbox, email: string) => {
  const engine = await createEngine({
    config: loadEngineConfig({ ...box.env, ESGKIT_PORT: '0', ESGKIT_LOG_LEVEL: 'silent' }),
    logger: pino({ level: 'silent' }),
    print: () => {},
  });
  try {
    const { url } = await engine.listen(0, '127.0.0.1');
    await engine.ready;
    const password = 'Web-Passw0rd';
    await engine.accounts.createUser({
      email,
      password,
      firstName: 'Wanda',
      lastName: 'Web',
      plan: 'professional',
      isConfirmed: true,
    });
    const login = await createClient({ baseUrl: url }).call('auth.login', { body: { email, password } });
    const web = createClient({ baseUrl: url, auth: { token: login.data.token } });
    await web.call('clients.create', { body: { firstname: 'Giulia', lastname: 'Webclient' } });
  } finally {
    await engine.close();
  }
};

describe('esgkit --as EMAIL: the CLI acts as a web user of the same store (issue 22 item 13)', () => {
  it('lists the clients a web user made; the local owner does not see them', async () => {
    const box = sandbox();
    await webUserWithClient(box, 'wanda@example.com');
    const asWanda = await esgkit(box, ['--as', 'Wanda@Example.com', 'clients', 'list', '--json']);
    expect(asWanda.exitCode, text(asWanda.stderr)).toBe(0);
    const lastNames = (stdout: unknown) =>
      (JSON.parse(text(stdout)) as { lastname: string }[]).map((c) => c.lastname);
    expect(lastNames(asWanda.stdout)).toContain('Webclient');
    const asOwner = await esgkit(box, ['clients', 'list', '--json']);
    expect(asOwner.exitCode).toBe(0);
    expect(lastNames(asOwner.stdout)).not.toContain('Webclient');
  });

  it('refuses a user the store does not have, in words', async () => {
    const box = sandbox();
    const run = await esgkit(box, ['--as', 'nobody@example.com', 'clients', 'list']);
    expect(run.exitCode).toBe(2);
    expect(text(run.stderr)).toContain('There is no user nobody@example.com in this data directory');
    const italian = await esgkit(box, ['--as', 'nobody@example.com', 'clients', 'list'], {
      env: { LANG: 'it_IT.UTF-8' },
    });
    expect(text(italian.stderr)).toContain('Nessun utente nobody@example.com in questa cartella dati');
  });

  it('refuses --as with --api (a remote engine has its own login)', async () => {
    const run = await esgkit(sandbox(), [
      '--as',
      'a@example.com',
      '--api',
      'http://127.0.0.1:9',
      'clients',
      'list',
    ]);
    expect(run.exitCode).toBe(2);
  });
});

describe('share links follow ESGKIT_PUBLIC_URL, else ESGKIT_PORT (issue 22 item 13)', () => {
  it.each([
    [{ ESGKIT_PUBLIC_URL: 'https://esg.example.com' }, /^https:\/\/esg\.example\.com\/\S+$/],
    [{ ESGKIT_PORT: '4123' }, /^http:\/\/(127\.0\.0\.1|localhost):4123\/\S+$/],
  ])('%o', async (env, link) => {
    const box = sandbox();
    const add = await esgkit(box, [
      'clients',
      'add',
      '--first',
      'Luca',
      '--last',
      'Bianchi',
      '--portfolio',
      'fixtures/portfolios/balanced.csv',
      '--since',
      '2025-01-02',
    ]);
    expect(add.exitCode, text(add.stderr)).toBe(0);
    const run = await esgkit(box, ['share', 'Luca Bianchi'], { env });
    expect(run.exitCode, text(run.stderr)).toBe(0);
    expect(text(run.stdout).trim()).toMatch(link);
  });
});
