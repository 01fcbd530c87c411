// The chat question set (issue 29 "Quality, measured"): every question of fixtures/chat/questions.jsonl parsed over
// the SMALL demo's vocabulary and a fake client list; prints the score; ≥ 95 % exact parse and every flag right.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChatVocabulary, type ParsedQuestion, parseQuestion } from '@esgkit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDataset } from '../src/provider/index.ts';
import { chatVocabulary } from '../src/services/chat/vocabulary.ts';

const root = join(import.meta.dirname, '../../..');
interface Expected {
  intent: string | null;
  entities: string[];
  indicators: string[];
  period: { from: string; to: string } | null;
  topN: number | null;
  flag: number;
  sector?: string | null;
  country?: string | null;
  benchmark?: boolean;
}
interface Question {
  q: string;
  locale: 'en-US' | 'it-IT';
  expect: Expected;
  source: string;
}

const questions: Question[] = readFileSync(join(root, 'fixtures/chat/questions.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Question);
const context = JSON.parse(readFileSync(join(root, 'fixtures/chat/context.json'), 'utf8')) as {
  today: string;
  clients: { id: string; firstname: string; lastname: string }[];
  portfolios: { id: string; name: string }[];
};

/** The parse reduced to what the question set states (sector, country and benchmark only where stated). */
const observed = (p: ParsedQuestion, e: Expected): Expected => ({
  intent: p.intent,
  entities: p.entities.map((x) => `${x.kind}:${x.id}`).sort(),
  indicators: p.indicators.map((x) => x.code).sort(),
  period: p.period,
  topN: p.topN,
  flag: p.flag,
  ...('sector' in e ? { sector: p.sector } : {}),
  ...('country' in e ? { country: p.country } : {}),
  ...('benchmark' in e ? { benchmark: p.benchmark } : {}),
});
const normalized = (e: Expected): Expected => ({
  ...e,
  entities: [...e.entities].sort(),
  indicators: [...e.indicators].sort(),
});
/** JSON with sorted keys, so that two parses compare by content. */
const canonical = (e: Expected): string => JSON.stringify(e, Object.keys(e).sort());

describe('the chat question set on the small demo', () => {
  let vocabulary: ChatVocabulary;
  beforeAll(async () => {
    const snapshot = await loadDataset({
      cacheDir: join(tmpdir(), 'esgkit-test-demo-cache'),
      demoSize: 'small',
    });
    vocabulary = chatVocabulary(snapshot, { clients: context.clients, portfolios: context.portfolios });
  }, 120_000);

  it('holds at least 300 questions, half of them Italian, covering every intent and flag', () => {
    expect(questions.length).toBeGreaterThanOrEqual(300);
    expect(questions.filter((q) => q.locale === 'it-IT').length).toBeGreaterThanOrEqual(
      questions.length / 2 - 10,
    );
    const intents = new Set(questions.map((q) => q.expect.intent));
    for (const i of ['value', 'compare', 'trend', 'rank', 'screen', 'portfolio'])
      expect(intents).toContain(i);
    expect(new Set(questions.map((q) => q.expect.flag))).toEqual(new Set([0, 2, 3, 5, 6]));
  });

  it('parses ≥ 95 % of them exactly and gets every flag right', () => {
    let exact = 0;
    const flagMisses: string[] = [];
    const misses: string[] = [];
    for (const q of questions) {
      const parsed = parseQuestion(q.q, vocabulary, { locale: q.locale, today: context.today });
      const got = observed(parsed, q.expect);
      const want = normalized(q.expect);
      if (canonical(got) === canonical(want)) exact++;
      else misses.push(`${q.q}\n    want ${JSON.stringify(want)}\n    got  ${JSON.stringify(got)}`);
      if (parsed.flag !== q.expect.flag) flagMisses.push(q.q);
    }
    const score = (100 * exact) / questions.length;
    console.log(
      `chat question set: ${exact}/${questions.length} exact (${score.toFixed(1)} %), flags ${questions.length - flagMisses.length}/${questions.length}`,
    );
    if (misses.length > 0) console.log(`misses:\n  ${misses.join('\n  ')}`);
    expect(flagMisses).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(95);
  });

  it('gives back the same vocabulary for the same clients (compiled once), a new one when they change', async () => {
    const snapshot = await loadDataset({
      cacheDir: join(tmpdir(), 'esgkit-test-demo-cache'),
      demoSize: 'small',
    });
    const again = chatVocabulary(snapshot, { clients: context.clients, portfolios: context.portfolios });
    expect(chatVocabulary(snapshot, { clients: context.clients, portfolios: context.portfolios })).toBe(
      again,
    );
    const other = chatVocabulary(snapshot, { clients: [{ id: 'K9', firstname: 'Ada', lastname: 'Verdi' }] });
    expect(other).not.toBe(again);
    expect(parseQuestion('PAI 1 of Verdi', other).entities.map((e) => e.id)).toEqual(['K9']);
  });

  it('offers a "did you mean" for a company it does not know', () => {
    const company = parseQuestion('emissions of Yarrow in 2023', vocabulary, { today: context.today });
    expect(company.flag).toBe(2);
    expect(company.unknown).toBe('Yarrow');
    expect(company.suggestions).toContain('Yarrow Oil Holdings Inc.');
  });
});
