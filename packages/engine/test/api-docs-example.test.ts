import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { startTestEngine, type TestEngine } from './helpers/engine.ts';
import { type SeededActor, seedActor } from './helpers/seed.ts';

// docs/api.md's worked example (issue 28): its `sh` block (curl) and its `ts` block (core's typed client) run as
// written against a started engine, with an API key made through the API, and both list the key owner's client.

const repo = new URL('../../../', import.meta.url);
const doc = readFileSync(new URL('docs/api.md', repo), 'utf8');
const block = (lang: string): string => {
  const found = new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(doc)?.[1];
  if (!found) throw new Error(`docs/api.md has no ${lang} block`);
  return found;
};
const run = promisify(execFile);

failWhenPostgresMissing('docs example suite');

describe.each(storeTargets)('docs/api.md worked example on $name', (target) => {
  let t: TestEngine;
  let actor: SeededActor;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    t = await startTestEngine({ target });
    actor = await seedActor(t.engine, { label: 'Docs', plan: 'professional' });
    const key = await t
      .client({ token: actor.token })
      .call('apiKeys.create', { body: { name: 'docs example' } });
    env = { ...process.env, ESGKIT_URL: t.url, ESGKIT_API_KEY: key.data.secret };
  });
  afterAll(async () => t?.close());

  // the demo client first (spec doc 1 §3), then the one seeded for the key's owner
  it('the curl call answers the envelope with the caller’s clients', async () => {
    const { stdout } = await run('bash', ['-c', block('sh')], { env });
    const answer = JSON.parse(stdout) as { data: Array<{ id: string; lastname: string }> };
    expect(answer.data.map((c) => `${c.id} ${c.lastname}`)).toEqual([
      expect.stringMatching(/^demo-\S+ World$/),
      `${actor.ids.clientId} Docs`,
    ]);
  });

  it('the typed client prints the same clients', async () => {
    // written where node resolves @esgkit/core (the workspace), to the source as the tests do
    mkdirSync(new URL('.esgkit-test/', repo), { recursive: true });
    const file = new URL(`.esgkit-test/api-example-${target.name}.mts`, repo);
    writeFileSync(file, block('ts'));
    const { stdout } = await run(
      new URL('node_modules/.bin/node', repo).pathname,
      ['--conditions=@esgkit/source', '--experimental-strip-types', '--no-warnings', file.pathname],
      { env, cwd: new URL('packages/engine/', repo).pathname },
    );
    expect(stdout.split('\n')).toEqual([
      expect.stringMatching(/^demo-\S+ Demo World$/),
      `${actor.ids.clientId} Client Docs`,
      '',
    ]);
  });
});
