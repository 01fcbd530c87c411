import {
  checkPlanLimits,
  countSecurities,
  DomainError,
  type Holdings,
  type Issue,
  isErrorCode,
  type PlanName,
  type PortfolioInput,
  type ResolvedSecurity,
  toHoldings,
  toIsoDate,
  validateInvestmentDayRange,
  validatePortfolio,
  validateSecurities,
} from '@esgkit/core';
import type { Kysely } from 'kysely';
import type { UserRow } from '../../store/repositories/users.ts';
import type { Database } from '../../store/schema.ts';
import type { PortfolioServiceOptions } from './options.ts';
import { type CheckedSides, countClientPortfolios, rowsOf } from './rows.ts';

/**
 * core's rules on both sides, then the dataset (exists, holdable, no two inputs on one security), then the plan.
 * `addsPortfolio`: the save adds one of the plan's portfolios (a new client portfolio; not a replacement or lookup).
 */
export const checkPortfolio = async (
  options: PortfolioServiceOptions,
  user: UserRow,
  input: PortfolioInput,
  addsPortfolio: boolean,
): Promise<CheckedSides> => {
  const { securities, now } = options;
  const issues: Issue[] = [];
  const sides: Array<['portfolio' | 'benchmark', Holdings]> = [['portfolio', input.portfolio]];
  if (input.benchmark && (input.benchmark.items.length > 0 || input.benchmark.cash > 0))
    sides.push(['benchmark', input.benchmark]);
  const resolvedBySide = new Map<string, ResolvedSecurity[]>();
  for (const [name, holdings] of sides) {
    const rows = rowsOf(holdings);
    const structural = validatePortfolio(rows, { pathPrefix: [name] }).filter((i) => i.severity === 'error');
    issues.push(...structural);
    if (structural.length > 0) continue;
    // 503 datasetLoading while no snapshot is served: existence cannot be decided yet
    const resolved = securities.exist(rows.map((r) => r.input));
    resolvedBySide.set(name, resolved);
    issues.push(...validateSecurities(rows, resolved, { pathPrefix: [name] }));
  }
  // the date of first investment lies in the price history: from the first price day up to today (issue 20)
  const firstPriceDay = issues.length === 0 ? securities.firstPriceDay() : null;
  if (firstPriceDay !== null) {
    const today = toIsoDate(now());
    const outOfRange = validateInvestmentDayRange(input.investmentDay, { min: firstPriceDay, max: today });
    if (outOfRange.length > 0) throw new DomainError('invalidDateRange', { issues: outOfRange });
  }
  if (issues.length > 0) {
    // The first issue's code is the answer's message key (e.g. securityNotFound, duplicateSecurity).
    const code = issues[0]!.code;
    throw new DomainError(isErrorCode(code) ? code : 'invalidInput', { issues });
  }
  const plan = user.plan as PlanName;
  const portfolios = await countClientPortfolios(options.store.db, user.id);
  const limits = checkPlanLimits(
    plan,
    {
      securities: countSecurities(rowsOf(input.portfolio)),
      // the benchmark is a portfolio too: the same limit of securities (docs/decisions.md, issue 20)
      ...(input.benchmark ? { benchmarkSecurities: countSecurities(rowsOf(input.benchmark)) } : {}),
      portfolios: addsPortfolio ? portfolios + 1 : portfolios,
    },
    { plans: options.plans },
  );
  if (limits.length > 0) throw new DomainError(limits[0]!.code as 'maxSecurities', { issues: limits });
  return {
    portfolio: toHoldings(rowsOf(input.portfolio), resolvedBySide.get('portfolio')),
    benchmark: input.benchmark
      ? toHoldings(rowsOf(input.benchmark), resolvedBySide.get('benchmark'))
      : { items: [], cash: 0 },
  };
};

/**
 * The plan's number of portfolios (spec doc 1 §6, §9), held inside the transaction that adds a client portfolio:
 * counted again there, after locking the owner's row on PostgreSQL (SQLite runs one transaction at a time), so
 * requests sent at once cannot each count the same free place. checkPortfolio's earlier count only answers sooner.
 */
export const holdPortfolioLimit = async (
  options: Pick<PortfolioServiceOptions, 'store' | 'plans'>,
  trx: Kysely<Database>,
  user: UserRow,
): Promise<void> => {
  if (options.store.dialect === 'postgres')
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forNoKeyUpdate().execute();
  const portfolios = await countClientPortfolios(trx, user.id);
  const limits = checkPlanLimits(
    user.plan as PlanName,
    { portfolios: portfolios + 1 },
    { plans: options.plans },
  );
  if (limits.length > 0) throw new DomainError('maxPortfolios', { issues: limits });
};
