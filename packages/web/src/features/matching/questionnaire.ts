import {
  type ExclusionBand,
  type InvestingPurpose,
  MatchingQuery,
  type MatchingQueryInput,
} from '@esgkit/core';

/** An SFDR article the questionnaire can ask as a minimum. */
export type SfdrArticle = NonNullable<MatchingQuery['minSfdrArticle']>;

/** The questionnaire as the form holds it: empty inputs are '' or null until the user answers. */
export interface MatchingDraft {
  sdgs: number[];
  riskLevel: number | null;
  purpose: InvestingPurpose | null;
  horizonYears: number | '';
  initialAmountEur: number | '';
  monthlyAmountEur: number | '';
  /** Screening's exclusions: `involvement_{type}` → the highest band still accepted. */
  exclusions: Record<string, ExclusionBand>;
  minSfdrArticle: SfdrArticle | null;
  minTaxonomyAlignedPct: number | '';
  minSustainableInvestmentPct: number | '';
  considersPai: boolean;
}

/** A fresh questionnaire; the purpose starts at the profile's investing purpose when it has one. */
export const emptyDraft = (purpose: InvestingPurpose | null = null): MatchingDraft => ({
  sdgs: [],
  riskLevel: null,
  purpose,
  horizonYears: '',
  initialAmountEur: '',
  monthlyAmountEur: '',
  exclusions: {},
  minSfdrArticle: null,
  minTaxonomyAlignedPct: '',
  minSustainableInvestmentPct: '',
  considersPai: false,
});

/** Where a message shows: the SDG grid, the risk levels, the goals. */
export type DraftField = 'sdgs' | 'riskLevel' | 'goals';
export type DraftErrors = Partial<Record<DraftField, string>>;

const num = (value: number | '') => (value === '' ? undefined : value);

/**
 * The draft as the route's body. Goals count as answered once purpose, horizon and initial amount are given (the
 * monthly amount defaults to 0); otherwise they are left out, so the schema answers the spec's "Please select your
 * goals." (doc 1 §5) rather than a field-level complaint.
 */
export const draftBody = (draft: MatchingDraft): MatchingQueryInput => {
  const horizonYears = num(draft.horizonYears);
  const initialAmountEur = num(draft.initialAmountEur);
  const preferences = {
    ...(num(draft.minTaxonomyAlignedPct) === undefined
      ? {}
      : { minTaxonomyAlignedPct: num(draft.minTaxonomyAlignedPct) }),
    ...(num(draft.minSustainableInvestmentPct) === undefined
      ? {}
      : { minSustainableInvestmentPct: num(draft.minSustainableInvestmentPct) }),
    ...(draft.considersPai ? { considersPai: true } : {}),
  };
  return {
    sdgs: [...draft.sdgs].sort((a, b) => a - b),
    riskLevel: draft.riskLevel as number,
    goals:
      draft.purpose !== null && horizonYears !== undefined && initialAmountEur !== undefined
        ? {
            purpose: draft.purpose,
            horizonYears,
            initialAmountEur,
            monthlyAmountEur: num(draft.monthlyAmountEur) ?? 0,
          }
        : (undefined as unknown as MatchingQueryInput['goals']),
    ...(Object.keys(draft.exclusions).length > 0 ? { exclusions: draft.exclusions } : {}),
    ...(draft.minSfdrArticle === null ? {} : { minSfdrArticle: draft.minSfdrArticle }),
    ...(Object.keys(preferences).length > 0 ? { sustainabilityPreferences: preferences } : {}),
  };
};

/**
 * Checks the draft with the schema the engine validates with (core's MatchingQuery): the query to send, or the
 * message key per field (the spec's matchingMinSdgs, matchingRiskRequired, matchingGoalsRequired).
 */
export const checkDraft = (
  draft: MatchingDraft,
): { ok: true; query: MatchingQuery } | { ok: false; errors: DraftErrors } => {
  const parsed = MatchingQuery.safeParse(draftBody(draft));
  if (parsed.success) return { ok: true, query: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'sdgs' || field === 'riskLevel') errors[field] ??= issue.message;
    // a goal out of its bounds (the inputs clamp, so rare): the goals' own message
    else if (field === 'goals') errors.goals ??= 'matchingGoalsRequired';
    else errors.goals ??= 'invalidInput';
  }
  return { ok: false, errors };
};

/** A sent questionnaire back as a draft (Change the answers reopens it). */
export const draftOfQuery = (query: MatchingQuery): MatchingDraft => ({
  sdgs: [...query.sdgs],
  riskLevel: query.riskLevel,
  purpose: query.goals.purpose,
  horizonYears: query.goals.horizonYears,
  initialAmountEur: query.goals.initialAmountEur,
  monthlyAmountEur: query.goals.monthlyAmountEur,
  exclusions: { ...query.exclusions },
  minSfdrArticle: query.minSfdrArticle ?? null,
  minTaxonomyAlignedPct: query.sustainabilityPreferences?.minTaxonomyAlignedPct ?? '',
  minSustainableInvestmentPct: query.sustainabilityPreferences?.minSustainableInvestmentPct ?? '',
  considersPai: query.sustainabilityPreferences?.considersPai ?? false,
});
