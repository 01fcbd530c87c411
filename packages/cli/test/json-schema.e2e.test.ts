// docs/cli-json-schema.json says what every `--json` prints: here the real binary runs each such command on the
// small demo universe, and each output is parsed with the zod schema the document is generated from. Parsing drops
// keys a schema does not know, so `toEqual(json)` also fails on any field the schema leaves undocumented.
import { join } from 'node:path';
import { type CliJsonCommand, cliJsonOutputs } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { esgkit, repoRoot, type Sandbox, sandbox, text } from './helpers.ts';

let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});

/** Runs `esgkit <args> --json` and checks its stdout against the command's schema; returns the parsed output. */
const checked = async (command: CliJsonCommand, args: readonly string[], exitCode = 0): Promise<unknown> => {
  const run = await esgkit(box, [...args, '--json']);
  expect(run.exitCode, text(run.stderr)).toBe(exitCode);
  const json: unknown = JSON.parse(text(run.stdout));
  const parsed = cliJsonOutputs[command].safeParse(json);
  expect(parsed.error?.issues ?? [], command).toEqual([]);
  expect(parsed.data, `${command}: a field the schema does not describe`).toEqual(json);
  return json;
};

const world = 'fixtures/portfolios/world.csv';

describe('every --json output matches docs/cli-json-schema.json', () => {
  it('covers every command of the schema in this test', async () => {
    // keep this list and the its below in step with cliJsonOutputs
    expect(Object.keys(cliJsonOutputs).sort()).toEqual(
      [
        'ask',
        'clients list',
        'clients show',
        'company show',
        'config get',
        'data demo',
        'data import',
        'data info',
        'explain',
        'lookup',
        'match',
        'pai-statement',
        'report --all-clients',
        'screen companies',
        'screen countries',
        'screen funds',
        'templates list',
        'users list',
        'whoami',
      ].sort(),
    );
  });

  it('explain', async () => {
    await checked('explain', ['explain', world, '--figure', 'esg.total']);
  });

  it('data demo, data info, whoami, config get', async () => {
    await checked('data demo', ['data', 'demo']);
    await checked('data info', ['data', 'info']);
    await checked('whoami', ['whoami']);
    await checked('config get', ['config', 'get']);
    expect(await checked('config get', ['config', 'get', 'amount'])).toEqual({
      amount: { value: '100000', from: 'default' },
    });
  });

  it('ask (an answer and a refusal, exit 12)', async () => {
    await checked('ask', ['ask', 'scope 1 emissions of Acciai Dolomiti 2021-2024']);
    await checked('ask', ['ask', 'scope 1 emissions of Dolomiti Steelworks in 2024'], 12);
  });

  it('data import', async () => {
    await checked('data import', ['data', 'import', join(repoRoot, 'fixtures/datasets/minimal')]);
  });

  it('lookup (with its PAI views) and pai-statement', async () => {
    await checked('lookup', ['lookup', world, '--benchmark', 'URTH']);
    await checked('pai-statement', ['pai-statement', world, world, world, world, '--year', '2025']);
  });

  it('screen funds, companies and countries; match; templates list', async () => {
    await checked('screen funds', ['screen', 'funds', '--per-page', '5']);
    await checked('screen companies', ['screen', 'companies', '--per-page', '5']);
    await checked('screen countries', ['screen', 'countries', '--min-g', '70']);
    await checked('match', [
      'match',
      ...[
        '--sdg',
        '6,7,13',
        '--risk',
        '2',
        '--purpose',
        'retirement',
        '--horizon',
        '10',
        '--amount',
        '50000',
      ],
      '--min-taxonomy',
      '1',
    ]);
    await checked('templates list', ['templates', 'list']);
  });

  it('company show (the fields set, the logo not yet)', async () => {
    const set = await esgkit(box, ['company', 'set', '--name', 'Rossi Advisory Srl', '--color', '#0A5A8C']);
    expect(set.exitCode, text(set.stderr)).toBe(0);
    expect(await checked('company show', ['company', 'show'])).toMatchObject({
      legalName: 'Rossi Advisory Srl',
      color: '#0A5A8C',
      logo: null,
    });
  });

  it('users list (an account with a plan set to an end day, and accounts with no subscription)', async () => {
    const email = 'demo-advisor@esgkit.local';
    await esgkit(box, ['data', 'demo']); // the demo's users are seeded when its data loads
    const set = await esgkit(box, ['users', 'set-plan', email, 'premium', '--until', '2030-12-31']);
    expect(set.exitCode, text(set.stderr)).toBe(0);
    const users = (await checked('users list', ['users', 'list'])) as Record<string, unknown>[];
    expect(users.find((u) => u.email === email)).toMatchObject({
      plan: 'premium',
      state: 'active',
      endsOn: '2030-12-31',
      isConfirmed: true,
    });
    expect(users.some((u) => u.state === null)).toBe(true);
  });

  it('clients list and show; report --all-clients (the demo client has no PAI yet: refused, exit 1)', async () => {
    const clients = (await checked('clients list', ['clients', 'list'])) as { id: string }[];
    expect(clients.length).toBeGreaterThan(0);
    await checked('clients show', ['clients', 'show', clients[0]!.id]);
    await checked('report --all-clients', ['report', '--all-clients', '--out', join(box.dir, 'reports')], 1);
  });
});
