/**
 * Business constants and limits (spec doc 1 §9, doc 2 §9), in one place. Rules, capability checks and the state
 * rules of chain/states read them from here; nothing else writes these numbers.
 */
import { defaultPlansFile } from '../billing/plans-file.ts';

/**
 * Free trial of every plan (doc 1 §1, §9), from the repo's plans file (billing/plans.json), which also holds the
 * plan limits (Professional: 25 securities, 25 portfolios). An operator's plans file may change both.
 */
export const FREE_TRIAL_DAYS = defaultPlansFile.trialDays;

/** Default impact indicators that can be saved (doc 1 §5, §9). */
export const MAX_DEFAULT_INDICATORS = 30;

/** Matching: at least 3 of the 17 SDGs (doc 1 §5, §9). */
export const MIN_MATCHING_SDGS = 3;
export const SDG_COUNT = 17;

/** Access levels (doc 1 §6, §9): 4 when the stored attribute is absent, 100 = full access (an active paid plan). */
export const DEFAULT_ACCESS_LEVEL = 4;
export const FULL_ACCESS_LEVEL = 100;

/** Capabilities with a meaning of their own (doc 1 §6, doc 2 §6, §9). */
export const LIMITED_CAPABILITY = 7;
export const SHARING_CAPABILITY = 4;
export const MATCHING_CAPABILITY = 100;
export const CHAT_DISABLED_CAPABILITIES: readonly number[] = [8, 9];

/**
 * Minimum capability of fund screening. The spec gives 3 (doc 1 §6 and doc 2 §6, "Data Hub minimums") and 4 (doc 1
 * §6, "3 (one reading) or 4 (another)"); we take 3 (docs/decisions.md). The Screening parent's lower block follows
 * this value, so switching to the other reading is this one change.
 */
export const FUND_SCREENING_MIN_CAPABILITY = 3;
export const COMPANY_SCREENING_MIN_CAPABILITY = 4;

/** Page sizes (doc 1 §9, doc 2 §9). Screening: 50, the other reading gives 20 (docs/decisions.md). */
export const HOLDINGS_PAGE_SIZE = 20;
export const SCREENING_PAGE_SIZE = 50;
export const PDF_ESG_PAGE_SIZE = 5;

/** Staleness thresholds (doc 1 §4, §9; doc 2 §4, §9). */
export const PAI_STALE_DAYS = 31;
export const PORTFOLIO_STALE_DAYS = 31;

/** Progress values a calculation chain may report (doc 1 §9, doc 2 §9). */
export const PROGRESS_STEPS: readonly number[] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** Delays and timeouts (doc 1 §4, §9; doc 2 §9). */
export const REDIRECT_DELAY_MS = 250;
export const ALERT_DISMISS_MS = 5_000;
/** An alert is cleared by its timer only while fewer than this many alerts are stacked (doc 2 §9). */
export const ALERT_STACK_THRESHOLD = 2;
export const SHARE_STATUS_RESET_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PAI_SPINNER_MS = 1_000;

/** Chat: at most 6 indicator groups in one reply (doc 1 §5, doc 2 §5, §9). */
export const CHAT_MAX_INDICATOR_GROUPS = 6;

/** Portfolio weights, in percent (doc 1 §5; tolerance from the issue that made the rules exact). */
export const MAX_WEIGHT = 100;
export const WEIGHT_SUM_TARGET = 100;
export const WEIGHT_SUM_TOLERANCE = 0.01;
/** Weights that sum to exactly 1 are fractions; the same 0.01 % tolerance, in fraction units. */
export const FRACTION_SUM_TOLERANCE = WEIGHT_SUM_TOLERANCE / 100;
/**
 * The smallest weight above zero, in percent (issue 20): a weight of 1e-320 is a slip or a float artefact, and once
 * saved the weights are renormalised as if it were a holding.
 */
export const MIN_WEIGHT = 0.0001;

/** Password (doc 1 §5). */
export const MIN_PASSWORD_LENGTH = 8;
