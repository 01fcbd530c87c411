import {
  CASH_INPUT,
  type Holdings,
  type PortfolioItem,
  type PortfolioRow,
  type ResolvedSecurity,
  SecurityInput,
  type SecurityKind,
} from '../schemas/portfolio.ts';
import {
  FRACTION_SUM_TOLERANCE,
  MAX_WEIGHT,
  MIN_WEIGHT,
  WEIGHT_SUM_TARGET,
  WEIGHT_SUM_TOLERANCE,
} from './constants.ts';
import { isValidIsin, looksLikeIsin } from './isin.ts';
import type { Issue } from './issue.ts';
import { issue } from './make-issue.ts';

type Path = Issue['path'];

export interface PortfolioRuleOptions {
  /** Put in front of every issue path, e.g. `['benchmark']` when checking a benchmark. */
  pathPrefix?: Path;
  /**
   * Accept a portfolio of cash alone (a CASH row and no security). A lookup refuses it (`noHoldings`); a quarter end
   * of a PAI statement may be all cash, and then counts as 0 or is skipped (sfdr-pai-and-taxonomy.md §5.12).
   */
  allowCashOnly?: boolean;
}

/** The kinds of security a portfolio may hold (spec doc 1 §5: "a fund, company (equity) or corporate bond"). */
export const HOLDABLE_SECURITY_KINDS: readonly SecurityKind[] = ['fund', 'equity', 'corporate_bond'];

/** True for the cash row, written CASH (spec doc 1 §3); we also accept `cash` and surrounding spaces. */
export const isCashInput = (input: string): boolean => input.trim().toUpperCase() === CASH_INPUT;

/** A spare editor row, with no input and no weight: ignored by every rule. */
/**
 * Why a security input can be no security of any dataset, or null: any text may be a dataset's id or ticker (issue
 * 21, defect 5), so only the schema's bounds and an ISIN-shaped input's check digit are rules. Portfolios and
 * screening templates read inputs through it.
 */
export const securityInputProblem = (input: string): 'invalidSecurityInput' | 'isinCheckDigit' | null => {
  if (!SecurityInput.safeParse(input).success) return 'invalidSecurityInput';
  return looksLikeIsin(input) && !isValidIsin(input) ? 'isinCheckDigit' : null;
};

export const isBlankRow = (row: PortfolioRow): boolean => row.input.trim() === '' && row.weight === 0;

const inputKey = (input: string): string => input.trim().toUpperCase();

// Binary floating point makes 100 − 99.99 come out as 0.010000000000005, just over the tolerance: compare with slack.
const FLOAT_SLACK = 1e-9;

const weightSum = (rows: readonly PortfolioRow[]): number =>
  rows.reduce((sum, row) => (Number.isFinite(row.weight) ? sum + row.weight : sum), 0);

/** True when the weights are fractions: they sum to exactly 1 (within 0.01 %). */
export const areFractionWeights = (rows: readonly PortfolioRow[]): boolean =>
  Math.abs(weightSum(rows) - 1) <= FRACTION_SUM_TOLERANCE + FLOAT_SLACK;

/**
 * The structural rules of a portfolio (spec doc 1 §5), before the server is asked whether the securities exist:
 * each weight a number in [0, 100], 0 or at least 0.0001; the sum at most 100 (tolerance 0.01); a sum other than 100 or 1 (fractions)
 * needs the user's confirmation; one CASH row at most; inputs that can be an ISIN or ticker, an ISIN-shaped input
 * with a right check digit; no input twice; at least one holding other than cash.
 *
 * @example validatePortfolio([{ input: 'URTH', weight: -5 }]) // [{ code: 'negativeWeight', path: [0, 'weight'], … }]
 */
export const validatePortfolio = (
  rows: readonly PortfolioRow[],
  options: PortfolioRuleOptions = {},
): Issue[] => {
  const prefix = options.pathPrefix ?? [];
  const issues: Issue[] = [];
  const seen = new Map<string, number>();
  let cashRows = 0;
  let holdings = 0;

  rows.forEach((row, index) => {
    if (isBlankRow(row)) return;
    const at = (field: string): Path => [...prefix, index, field];

    if (!Number.isFinite(row.weight)) {
      issues.push(issue('invalidWeight', at('weight')));
    } else if (row.weight < 0) {
      issues.push(issue('negativeWeight', at('weight'), { params: { weight: row.weight } }));
    } else if (row.weight > MAX_WEIGHT) {
      issues.push(issue('weightAbove100', at('weight'), { params: { weight: row.weight } }));
    } else if (row.weight > 0 && row.weight < MIN_WEIGHT) {
      issues.push(issue('weightBelowMinimum', at('weight'), { params: { min: MIN_WEIGHT } }));
    }

    const input = row.input.trim();
    if (input === '') {
      issues.push(issue('emptySecurityInput', at('input')));
      return;
    }
    if (isCashInput(input)) {
      cashRows++;
      // spec doc 1 §5: only one CASH row
      if (cashRows > 1) issues.push(issue('onlyOneCash', at('input')));
      return;
    }
    holdings++;
    const problem = securityInputProblem(input);
    if (problem) {
      issues.push(
        issue('invalidSecurityInput', at('input'), {
          ...(problem === 'isinCheckDigit' ? { code: problem } : {}),
          params: { item: input },
        }),
      );
      return;
    }
    const first = seen.get(inputKey(input));
    if (first === undefined) seen.set(inputKey(input), index);
    else issues.push(issue('duplicateSecurity', at('input'), { params: { item: input, row: first } }));
  });

  // spec doc 1 §5: each item must be a fund, equity or corporate bond, so cash alone holds nothing.
  if (holdings === 0 && !(options.allowCashOnly && cashRows > 0))
    issues.push(issue('noHoldings', [...prefix]));

  const sum = weightSum(rows);
  const rounded = Math.round(sum * 1e6) / 1e6;
  if (sum > WEIGHT_SUM_TARGET + WEIGHT_SUM_TOLERANCE + FLOAT_SLACK) {
    issues.push(issue('weightsSumAbove100', [...prefix], { params: { sum: rounded } }));
  } else {
    const isHundred = Math.abs(sum - WEIGHT_SUM_TARGET) <= WEIGHT_SUM_TOLERANCE + FLOAT_SLACK;
    const isFractions = areFractionWeights(rows);
    // spec doc 1 §5: weights not equal to 100 or 1 prompt a confirmation; asked only once nothing else blocks.
    if (!isHundred && !isFractions && !issues.some((i) => i.severity === 'error')) {
      issues.push(
        issue('weightsNot100Confirm', [...prefix], { severity: 'confirm', params: { sum: rounded } }),
      );
    }
  }
  return issues;
};

/**
 * What core decides from the server's securities-exist answer (spec doc 1 §5): every input must exist, must be a
 * fund, equity or corporate bond (a sovereign bond held directly is refused), and two inputs must not name the same
 * security (an ISIN and the ticker of one fund).
 */
export const validateSecurities = (
  rows: readonly PortfolioRow[],
  resolved: readonly ResolvedSecurity[],
  options: PortfolioRuleOptions = {},
): Issue[] => {
  const prefix = options.pathPrefix ?? [];
  const byInput = new Map(resolved.map((r) => [inputKey(r.input), r]));
  const byFundId = new Map<string, number>();
  const issues: Issue[] = [];
  rows.forEach((row, index) => {
    const input = row.input.trim();
    if (input === '' || isCashInput(input)) return;
    const path: Path = [...prefix, index, 'input'];
    const found = byInput.get(inputKey(input));
    if (!found?.exists) {
      issues.push(issue('securityNotFound', path, { params: { item: input } }));
      return;
    }
    if (!found.type || !HOLDABLE_SECURITY_KINDS.includes(found.type)) {
      issues.push(
        issue('unsupportedSecurityType', path, { params: { item: input, type: found.type ?? 'unknown' } }),
      );
      return;
    }
    if (found.fundId) {
      const first = byFundId.get(found.fundId);
      if (first === undefined) byFundId.set(found.fundId, index);
      else issues.push(issue('duplicateSecurity', path, { params: { item: input, row: first } }));
    }
  });
  return issues;
};

/** Rows with fraction weights (summing to 1) turned into percent; other rows are returned unchanged. */
export const normalizeWeights = (rows: readonly PortfolioRow[]): PortfolioRow[] => {
  if (!areFractionWeights(rows)) return rows.map((row) => ({ ...row }));
  // Ten decimals remove the binary noise of ×100 (0.07 × 100 = 7.000000000000001).
  return rows.map((row) => ({ ...row, weight: Number((row.weight * 100).toFixed(10)) }));
};

/** The number of securities a portfolio holds, cash and blank rows aside (for the plan's securities limit). */
export const countSecurities = (rows: readonly PortfolioRow[]): number =>
  new Set(rows.filter((row) => !isBlankRow(row) && !isCashInput(row.input)).map((row) => inputKey(row.input)))
    .size;

/**
 * Valid rows as the `Holdings` a portfolio stores: weights in percent, the CASH row moved to `cash`, inputs trimmed,
 * and, when the securities-exist answer is given, each item's fund id. Call it once the rules found no error.
 */
export const toHoldings = (
  rows: readonly PortfolioRow[],
  resolved: readonly ResolvedSecurity[] = [],
): Holdings => {
  const byInput = new Map(resolved.map((r) => [inputKey(r.input), r]));
  let cash = 0;
  const items: PortfolioItem[] = [];
  for (const row of normalizeWeights(rows)) {
    if (isBlankRow(row)) continue;
    if (isCashInput(row.input)) {
      cash += row.weight;
      continue;
    }
    const input = row.input.trim();
    const found = byInput.get(inputKey(input));
    items.push({
      input,
      weight: row.weight,
      ...(found?.fundId ? { fundId: found.fundId } : {}),
      ...(found ? { valid: found.exists, checked: true } : {}),
    });
  }
  return { items, cash };
};
