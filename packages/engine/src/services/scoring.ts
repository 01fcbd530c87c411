import {
  DEFAULT_INVESTMENT_AMOUNT_EUR,
  DEFAULT_SCORING_WEIGHTS,
  DomainError,
  type Issue,
  type ScoringFileFormat,
  type ScoringProfile,
  type ScoringWeights,
  type SustainabilityScore,
  type SustainabilityView,
  validateScoringWeights,
} from '@esgkit/core';
import { sustainabilityScore } from '../analytics/esg/esg.ts';
import { analyseSide } from '../analytics/views/side.ts';
import type { Store } from '../store/db.ts';
import type { PortfolioRow } from '../store/repositories/portfolios.ts';
import {
  findLatestScoringProfile,
  insertScoringProfile,
  type ScoringProfileRow,
} from '../store/repositories/scoring-profiles.ts';
import type { UserRow } from '../store/repositories/users.ts';
import type { CalculationService } from './calculations/index.ts';
import { DEMO_PORTFOLIO } from './demo-users.ts';
import { parseScoringFile, scoringFileText } from './scoring-file.ts';
import { requireSnapshot, type SnapshotSource } from './securities.ts';

// The advisor's scoring profile (issue 28 "Scoring"): the weights of the sustainability score's five pillars,
// versioned. Version 0 is the defaults (nothing saved); each save is version latest + 1. The views read the
// portfolio owner's profile and key their cached answers by its version, so a save recomputes on the next view.

const DEFAULT_PROFILE: ScoringProfile = {
  version: 0,
  weights: { ...DEFAULT_SCORING_WEIGHTS },
  savedAt: null,
};

const toProfile = (row: ScoringProfileRow | undefined): ScoringProfile =>
  row
    ? {
        version: row.version,
        weights: JSON.parse(row.weights_json) as ScoringWeights,
        savedAt: row.created_at,
      }
    : DEFAULT_PROFILE;

/** The weights checked, or invalidInput naming each wrong field (core's rule, the spec's message keys). */
const checked = (
  weights: ScoringWeights,
  issues: Issue[] = validateScoringWeights(weights),
): ScoringWeights => {
  if (issues.length > 0) throw new DomainError('invalidInput', { issues });
  return weights;
};

export type ScoringService = ReturnType<typeof createScoringService>;

export const createScoringService = (options: { store: Store; source: SnapshotSource; now: () => Date }) => {
  const { store, now } = options;
  const db = store.db;

  const profileOf = async (userId: string): Promise<ScoringProfile> =>
    toProfile(await findLatestScoringProfile(db, userId));

  const save = async (user: UserRow, weights: ScoringWeights): Promise<ScoringProfile> => {
    const row = {
      user_id: user.id,
      weights_json: JSON.stringify(checked(weights)),
      created_at: now().toISOString(),
    };
    try {
      return toProfile(await insertScoringProfile(db, row));
    } catch {
      // another save took the same version number at the same moment: take the next one
      return toProfile(await insertScoringProfile(db, row));
    }
  };

  return {
    profileOf,
    profile: (user: UserRow) => profileOf(user.id),
    save,

    /**
     * The sustainability score of the sample portfolio (the demo "World" portfolio of spec doc 1 §3) with these
     * weights, unsaved: the page's live preview.
     */
    preview(weights: ScoringWeights): SustainabilityScore {
      const valid = checked(weights);
      const snapshot = requireSnapshot(options.source);
      const side = analyseSide(snapshot, DEMO_PORTFOLIO, {
        investmentAmountEur: DEFAULT_INVESTMENT_AMOUNT_EUR,
      });
      return sustainabilityScore(side, null, valid);
    },

    /** The caller's weights as a file (YAML or JSON) to keep in version control. */
    async exportFile(
      user: UserRow,
      format: ScoringFileFormat,
    ): Promise<{ format: ScoringFileFormat; text: string }> {
      const p = await profileOf(user.id);
      return { format, text: scoringFileText(p, format) };
    },

    /** A weights file saved as the caller's next version; a bad file is invalidInput naming the field and line. */
    async importFile(user: UserRow, text: string): Promise<ScoringProfile> {
      const parsed = parseScoringFile(text);
      if (!parsed.ok) throw new DomainError('invalidInput', { issues: parsed.issues });
      return save(user, parsed.weights);
    },
  };
};

/**
 * The scoring profile that scores a portfolio: its owner's (docs/decisions.md "Whose profile scores a portfolio").
 * The one place that says which weights apply, read by the view, the CSV section and the PDF.
 */
export const portfolioProfile = (
  scoring: Pick<ScoringService, 'profileOf'>,
  row: PortfolioRow,
): Promise<ScoringProfile> => scoring.profileOf(row.owner_id);

/** A portfolio's sustainability score with the profile that scores it, stating its version. */
export const portfolioSustainability = async (
  scoring: Pick<ScoringService, 'profileOf'>,
  calculations: Pick<CalculationService, 'sustainability'>,
  row: PortfolioRow,
): Promise<SustainabilityView> => calculations.sustainability(row, await portfolioProfile(scoring, row));
