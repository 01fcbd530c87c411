import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotInfoOf } from '../src/index.ts';
import { loadDataset } from '../src/provider/index.ts';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { failureOf, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';
import { cleanTempDirs, copyOfMinimal, tempDir } from './provider/helpers.ts';

// Issue 25, the manual provider's operator: `esgkit users set-plan`, run as its own process (the CLI from source,
// as `npm run engine` runs the engine) on the store of a running engine, unlocks a Starter's Data Hub on the same
// session token at its next call — though that engine had the token cached and its clock stands still, so the
// 5 s credential cache never runs out by itself — and Professional then refuses a 26th security.

const repoRoot = resolve(import.meta.dirname, '../../..');
const node = join(repoRoot, 'node_modules/.bin/node');
const cliSource = join(repoRoot, 'packages/cli/src/bin.ts');

// the minimal dataset plus 30 equities XT0…XT29 priced from 2025-06-26, so 25 securities can be exceeded
const EXTRA = Array.from({ length: 30 }, (_, i) => i);
const append = (rows: (i: number) => string) => (text: string) =>
  `${text.trimEnd()}\n${EXTRA.map(rows).join('\n')}\n`;
const holding = (n: number) => ({
  investmentDay: '2025-06-26',
  investmentAmount: 1000,
  portfolio: { items: EXTRA.slice(0, n).map((i) => ({ input: `XT${i}`, weight: 100 / n })), cash: 0 },
});

failWhenPostgresMissing('billing-operator suite');

describe.each(storeTargets)('esgkit users set-plan beside a running engine on $name', (target) => {
  let t: TestEngine;
  let datasetDir = '';
  const frozen = new Date();

  beforeAll(async () => {
    datasetDir = copyOfMinimal({
      'companies.csv': append((i) => `X${i},Extra Co ${i},IT,Industrials,Machinery,C,28.11,${1_000_000 + i}`),
      'securities.csv': append((i) => `XS${i},,XT${i},Extra Co ${i} ord.,equity,X${i},IT,EUR,equity,`),
      'prices.csv': append((i) => `XS${i},2025-06-26,10\nXS${i},2025-06-27,10.5`),
    });
    t = await startTestEngine({
      target,
      loadSnapshot: async () => snapshotInfoOf(await loadDataset({ datasetDir, cacheDir: tempDir() })),
      now: () => frozen,
    });
    await t.engine.ready;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    cleanTempDirs();
  });

  /** `esgkit users …` in a process of its own, on the engine's data directory (and database). */
  const esgkitUsers = (args: string[]) =>
    execa(node, ['--conditions=@esgkit/source', cliSource, 'users', ...args], {
      cwd: repoRoot,
      reject: false,
      timeout: 60_000,
      stdin: 'ignore',
      extendEnv: true,
      env: {
        ESGKIT_DATA_DIR: t.config.dataDir,
        ESGKIT_CACHE_DIR: tempDir(),
        ESGKIT_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'esgkit-conf-')),
        ESGKIT_DATASET: datasetDir,
        ESGKIT_LOG_LEVEL: 'warn',
        ESGKIT_LANG: '',
        LANG: 'en_US.UTF-8',
        LC_ALL: '',
        NO_COLOR: '1',
        DATABASE_URL: t.config.databaseUrl ?? '',
      },
    });

  it('unlocks the Data Hub on the same token at its next call; Professional refuses the 26th security', async () => {
    const { email, token } = await seedActor(t.engine, { label: 'upgrade', plan: 'starter' });
    const api = t.client({ token });
    // the Starter is locked out of Lookup; this answer leaves the token cached on the engine
    expect(await failureOf(api.call('lookups.create', { body: holding(25) }))).toMatchObject({ status: 403 });

    const run = await esgkitUsers(['set-plan', email, 'professional', '--period', 'year']);
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe(
      `${email}: plan Professional (Yearly), Active, access level 100, capability 4, no end date.`,
    );

    // the very next call, on the same token
    expect((await api.call('lookups.create', { body: holding(25) })).data.id).toBeTruthy();
    expect(await failureOf(api.call('lookups.create', { body: holding(26) }))).toMatchObject({
      status: 403,
      code: 'maxSecurities',
      params: { max: 25, count: 26 },
    });

    const list = await esgkitUsers(['list', '--json']);
    expect(list.exitCode).toBe(0);
    expect(JSON.parse(list.stdout)).toContainEqual(
      expect.objectContaining({
        email,
        plan: 'professional',
        period: 'year',
        state: 'active',
        statusCode: 2,
      }),
    );
  }, 120_000);

  it('names what is wrong: an unknown account (exit 3), a plan that is none (exit 2), a bad --until (exit 2)', async () => {
    const unknown = await esgkitUsers(['set-plan', 'nobody@example.com', 'premium']);
    expect(unknown.exitCode).toBe(3);
    expect(unknown.stderr).toContain('no account uses nobody@example.com');
    const plan = await esgkitUsers(['set-plan', 'nobody@example.com', 'gold']);
    expect(plan.exitCode).toBe(2);
    expect(plan.stderr).toContain("argument 'plan'");
    const until = await esgkitUsers(['set-plan', 'nobody@example.com', 'premium', '--until', '31/12/2030']);
    expect(until.exitCode).toBe(2);
    expect(until.stderr).toContain("option '--until <yyyy-mm-dd>' argument '31/12/2030' is invalid.");
  }, 120_000);
});
