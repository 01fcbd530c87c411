import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClient } from '@esgkit/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { minimalSnapshot, startTestEngine, type TestEngine } from './helpers/engine.ts';
import { seedActor } from './helpers/seed.ts';

// Issue 29, the optional LLM rewrite: a local stand-in for an OpenAI-compatible server (ESGKIT_LLM_URL) answers what
// each test tells it. Figures hand-read from fixtures/datasets/minimal: Alpina Energia S.p.A. (C1) reports scope 1
// of 2,300,000 t CO2e for 2024. The parser does not understand "what about the smokestacks of alpina lately".

failWhenPostgresMissing('chat LLM');

const NOT_UNDERSTOOD = 'what about the smokestacks of alpina lately';
const NOT_UNDERSTOOD_TEXT = "I didn't understand the question. Please rephrase it.";

/** What the stand-in does with the next request: answer this content, or never answer. */
let reply: { content: string } | 'hang' = 'hang';
const requests: { url: string; body: { model: string; messages: { role: string; content: string }[] } }[] =
  [];
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body: JSON.parse(body) });
      if (reply === 'hang') return; // the engine's timeout ends it
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: reply.content } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

const query = (fields: Record<string, unknown>) => ({
  content: JSON.stringify({ intent: 'value', period: { from: '2024-01-01', to: '2024-12-31' }, ...fields }),
});

describe.each(storeTargets)('chat with ESGKIT_LLM_URL on $name', (target) => {
  let t: TestEngine;
  let api: ApiClient;

  beforeAll(async () => {
    t = await startTestEngine({
      target,
      loadSnapshot: minimalSnapshot,
      env: { ESGKIT_LLM_URL: url, ESGKIT_LLM_MODEL: 'stand-in', ESGKIT_LLM_TIMEOUT_MS: '300' },
    });
    await t.engine.ready;
    api = t.client({ token: (await seedActor(t.engine, { label: 'llm', plan: 'premium' })).token });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const ask = async (question: string) =>
    (await api.call('chat.ask', { body: { question, plan: 'premium' } })).data;

  it('a good rewrite is answered from our data, with the source', async () => {
    reply = query({ entities: [{ kind: 'company', id: 'C1' }], indicators: ['PHY_GHG_SCOPE1'] });
    const answer = await ask(NOT_UNDERSTOOD);
    expect(answer.flag).toBe(0);
    expect(answer.response).toContain('2,300,000.00 t CO2e (2024)');
    expect(answer.sources).toEqual([
      { indicator: 'PHY_GHG_SCOPE1', year: 2024, coverage: null, entity: 'Alpina Energia S.p.A.' },
    ]);
    // one call, to the OpenAI-compatible path, with the model and the question; Alpina is among the hints
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/v1/chat/completions');
    expect(requests[0]?.body.model).toBe('stand-in');
    const user = requests[0]?.body.messages.at(-1)?.content ?? '';
    expect(user).toContain(NOT_UNDERSTOOD);
    expect(user).toContain('"id":"C1"');
  });

  it('a rewrite naming an id outside the vocabulary is refused: flag 5 with the tips', async () => {
    reply = query({ entities: [{ kind: 'company', id: 'C999' }], indicators: ['PHY_GHG_SCOPE1'] });
    const unknownCompany = await ask(NOT_UNDERSTOOD);
    expect(unknownCompany.flag).toBe(5);
    expect(unknownCompany.response).toContain(NOT_UNDERSTOOD_TEXT);
    expect(unknownCompany.response).toContain('Use tickers or ISINs.');
    reply = query({ entities: [{ kind: 'company', id: 'C1' }], indicators: ['PHY_INVENTED'] });
    expect((await ask(NOT_UNDERSTOOD)).flag).toBe(5);
    reply = { content: 'Alpina emitted 42 tonnes.' };
    expect((await ask(NOT_UNDERSTOOD)).flag).toBe(5);
    expect(requests).toHaveLength(3);
  });

  it('a server that does not answer in time is flag 5', async () => {
    reply = 'hang';
    const answer = await ask(NOT_UNDERSTOOD);
    expect(answer.flag).toBe(5);
    expect(answer.response).toContain(NOT_UNDERSTOOD_TEXT);
    expect(requests).toHaveLength(1);
  });

  it('is never asked about a question the parser understood, nor one it refused for another reason', async () => {
    reply = query({ entities: [{ kind: 'company', id: 'C2' }], indicators: ['PHY_GHG_SCOPE1'] });
    const understood = await ask('scope 1 emissions of Alpina Energia in 2024');
    expect(understood.flag).toBe(0);
    expect(understood.response).toContain('2,300,000.00 t CO2e (2024)');
    expect((await ask('scope 1 emissions of Brenerr Softwre in 2024')).flag).toBe(2);
    expect(requests).toEqual([]);
  });
});
