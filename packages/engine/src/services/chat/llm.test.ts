import type { ChatVocabulary } from '@esgkit/core';
import { describe, expect, it } from 'vitest';
import { loadEngineConfig } from '../../config/env.ts';
import { checkedQuery, LlmQuery, llmHints } from './llm.ts';

// The LLM rewrite's rules without a server (the HTTP round trip: test/chat-llm.test.ts).
const vocabulary: ChatVocabulary = {
  entities: [
    { kind: 'company', id: 'C1', names: ['Alpina Energia S.p.A.', 'ALPE'] },
    { kind: 'company', id: 'C2', names: ['Brenner Software AG', 'BRSW'] },
  ],
  indicators: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((g) => ({
    code: `PHY_${g}`,
    group: `PHY_${g}`,
    names: { 'en-US': [`Indicator ${g}`], 'it-IT': [`Indicatore ${g}`] },
  })),
  sectors: [{ id: 'Utilities', names: ['Utilities'] }],
  countries: [{ code: 'IT', names: ['Italy'] }],
};

describe('the LLM rewrite', () => {
  it('is off unless ESGKIT_LLM_URL is set; then 5 s and the model given (or "default")', () => {
    expect(loadEngineConfig({ ESGKIT_DATA_DIR: '/tmp/x' }).llm).toBeUndefined();
    expect(
      loadEngineConfig({ ESGKIT_DATA_DIR: '/tmp/x', ESGKIT_LLM_URL: 'http://127.0.0.1:8080' }).llm,
    ).toEqual({
      url: 'http://127.0.0.1:8080',
      model: 'default',
      timeoutMs: 5000,
    });
    expect(() => loadEngineConfig({ ESGKIT_LLM_URL: 'not a url' })).toThrow(/llm/);
  });

  it('offers the entities sharing a word with the question, and every indicator', () => {
    const hints = llmHints('what about the smokestacks of alpina lately', vocabulary);
    expect(hints.entities.map((e) => e.id)).toEqual(['C1']);
    expect(hints.indicators).toHaveLength(7);
    expect(hints.countries).toEqual(['IT']);
  });

  it('labels a query from the vocabulary in the locale; any id outside it refuses the whole query', () => {
    const query = LlmQuery.parse({
      intent: 'value',
      entities: [{ kind: 'company', id: 'C1' }],
      indicators: ['PHY_A'],
    });
    expect(checkedQuery(query, vocabulary, 'it-IT')).toMatchObject({
      intent: 'value',
      entities: [{ kind: 'company', id: 'C1', label: 'Alpina Energia S.p.A.' }],
      indicators: [{ code: 'PHY_A', group: 'PHY_A', label: 'Indicatore A' }],
      period: null,
      flag: 0,
    });
    const wrong = (fields: Partial<LlmQuery>) => checkedQuery({ ...query, ...fields }, vocabulary, 'en-US');
    expect(wrong({ entities: [{ kind: 'fund', id: 'C1' }] })).toBeNull();
    expect(wrong({ indicators: ['PHY_Z'] })).toBeNull();
    expect(wrong({ sector: 'Energy' })).toBeNull();
    expect(wrong({ country: 'FR' })).toBeNull();
    // spec doc 2 §5: seven indicator groups are too many, however the question was read
    expect(wrong({ indicators: vocabulary.indicators.map((i) => i.code) })?.flag).toBe(6);
    expect(LlmQuery.safeParse({ intent: 'guess' }).success).toBe(false);
  });
});
