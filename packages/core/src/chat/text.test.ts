import { describe, expect, it } from 'vitest';
import { closest, editDistance, fold, labelIndex, normalizePhrase, tokenize } from './text.ts';

describe('chat text helpers', () => {
  it('folds accents and case, and reads dotted legal forms as one word', () => {
    expect(fold('Qualità ÖL')).toBe('qualita ol');
    expect(normalizePhrase('Acciai Dolomiti S.p.A.')).toBe('acciai dolomiti spa');
    expect(normalizePhrase("Gioco d'azzardo")).toBe('gioco d azzardo');
  });

  it('keeps where each word was typed and whether it had a capital', () => {
    const [a, b] = tokenize('ask Rossi');
    expect(a).toMatchObject({ raw: 'ask', start: 0, isCapitalised: false });
    expect(b).toMatchObject({ raw: 'Rossi', norm: 'rossi', start: 4, end: 9, isCapitalised: true });
  });

  it('counts a swap of two letters as one edit and stops past the bound', () => {
    expect(editDistance('meridain', 'meridian', 2)).toBe(1);
    expect(editDistance('yarow', 'yarrow', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyzuvw', 1)).toBe(2);
  });

  it('suggests the labels whose words look most like the text', () => {
    const labels = ['Yarrow Oil Holdings Inc.', 'Yarrow Systems a.s.', 'Beacon Brewing Ltd'].map((label) => ({
      label,
      folded: normalizePhrase(label),
    }));
    expect(closest('Yarrow', labelIndex(labels))).toEqual([
      'Yarrow Oil Holdings Inc.',
      'Yarrow Systems a.s.',
    ]);
  });
});
