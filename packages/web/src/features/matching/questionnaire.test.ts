import { describe, expect, it } from 'vitest';
import { checkDraft, draftOfQuery, emptyDraft, type MatchingDraft } from './questionnaire.ts';

const answered: MatchingDraft = {
  ...emptyDraft('retirement'),
  sdgs: [13, 6, 7],
  riskLevel: 2,
  horizonYears: 10,
  initialAmountEur: 50_000,
};

describe('the matching questionnaire before it is sent', () => {
  it('refuses an empty questionnaire with the spec messages, one per part (doc 1 §5)', () => {
    expect(checkDraft(emptyDraft())).toEqual({
      ok: false,
      errors: {
        sdgs: 'matchingMinSdgs',
        riskLevel: 'matchingRiskRequired',
        goals: 'matchingGoalsRequired',
      },
    });
  });

  it('needs 3 SDGs: two are refused, three pass', () => {
    expect(checkDraft({ ...answered, sdgs: [6, 7] })).toEqual({
      ok: false,
      errors: { sdgs: 'matchingMinSdgs' },
    });
    expect(checkDraft(answered).ok).toBe(true);
  });

  it('counts goals as answered only with purpose, horizon and initial amount', () => {
    for (const missing of [{ purpose: null }, { horizonYears: '' }, { initialAmountEur: '' }] as const)
      expect(checkDraft({ ...answered, ...missing }), JSON.stringify(missing)).toEqual({
        ok: false,
        errors: { goals: 'matchingGoalsRequired' },
      });
  });

  it('sends the SDGs in order, the monthly amount as 0, and only the optional parts answered', () => {
    expect(checkDraft(answered)).toEqual({
      ok: true,
      query: {
        sdgs: [6, 7, 13],
        riskLevel: 2,
        goals: { purpose: 'retirement', horizonYears: 10, initialAmountEur: 50_000, monthlyAmountEur: 0 },
      },
    });
    const full = checkDraft({
      ...answered,
      exclusions: { involvement_tobacco: 'none' },
      minSfdrArticle: 8,
      minTaxonomyAlignedPct: 5,
      considersPai: true,
    });
    expect(full.ok && full.query).toMatchObject({
      exclusions: { involvement_tobacco: 'none' },
      minSfdrArticle: 8,
      sustainabilityPreferences: { minTaxonomyAlignedPct: 5, considersPai: true },
    });
    expect(full.ok && full.query.sustainabilityPreferences).not.toHaveProperty('minSustainableInvestmentPct');
  });
});

describe('a sent questionnaire reopened', () => {
  it('gives back the same query', () => {
    const sent = checkDraft({ ...answered, minSfdrArticle: 9, minSustainableInvestmentPct: 20 });
    if (!sent.ok) throw new Error('expected a valid draft');
    expect(checkDraft(draftOfQuery(sent.query))).toEqual(sent);
  });
});
