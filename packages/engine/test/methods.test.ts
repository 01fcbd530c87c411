import { METHODS } from '@esgkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWhenPostgresMissing, storeTargets } from './helpers/databases.ts';
import { failure, startTestEngine, type TestEngine } from './helpers/engine.ts';

// The Library's methodology over HTTP (issue 30): anyone may read the methods and have a worked example computed
// live, signed in or not (the Library is always available, doc 1 §6).

failWhenPostgresMissing('methods');

describe.each(storeTargets)('methods over HTTP on $name', (target) => {
  let t: TestEngine;
  beforeAll(async () => {
    t = await startTestEngine({ target });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists every method, in both languages, without a login', async () => {
    const { data } = await t.client().call('methods.list', { query: {} });
    expect(data.map((m) => m.id)).toEqual(METHODS.map((m) => m.id));
    const sharpe = data.find((m) => m.id === 'risk-sharpe')!;
    expect(sharpe.title['it-IT']).toBe('Indice di Sharpe');
    expect(sharpe.example.expected).toBeCloseTo(Math.sqrt(21), 12);
  });

  it('lists one area’s methods, and refuses an unknown area', async () => {
    const { data } = await t.client().call('methods.list', { query: { area: 'matching' } });
    expect(data.map((m) => m.id)).toEqual([
      'matching-portfolio-volatility',
      'matching-best-allocation',
      'matching-default-portfolio',
      'matching-mifid-preference',
    ]);
    const error = await failure(t.client().call('methods.list', { query: { area: 'astrology' as never } }));
    expect(error.code).toBe('invalidInput');
  });

  it('computes a worked example live: PAI 2 of the §10 portfolio is 21.5 t per € million', async () => {
    const { data } = await t.client().call('methods.example', {
      params: { methodId: 'pai-class-b-per-million-invested' },
    });
    expect(data).toEqual({
      id: 'pai-class-b-per-million-invested',
      expected: 21.5,
      computed: 21.5,
      unit: { 'en-US': 't CO₂e per M€ invested', 'it-IT': 't CO₂e per M€ investito' },
    });
  });

  it('answers 404 notFound for an unknown method', async () => {
    const error = await failure(
      t.client().call('methods.example', { params: { methodId: 'no-such-method' } }),
    );
    expect(error.status).toBe(404);
    expect(error.code).toBe('notFound');
  });
});
