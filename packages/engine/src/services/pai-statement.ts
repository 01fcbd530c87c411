import {
  checkPlanLimits,
  countSecurities,
  DomainError,
  type Holdings,
  type Issue,
  isErrorCode,
  issueOf,
  type Locale,
  type PaiStatement,
  type PaiStatementRequest,
  type PlanName,
  type PlansFile,
  type PortfolioRow,
  validatePortfolio,
  validateSecurities,
} from '@esgkit/core';
import { computePai } from '../analytics/pai/pai.ts';
import { type PaiQuarterEnd, paiQuarterEndDates, paiStatement } from '../analytics/pai/statement.ts';
import { snapshotPaiInputs, snapshotTaxonomyInputs } from '../analytics/snapshot-inputs/snapshot-inputs.ts';
import { computeTaxonomy } from '../analytics/taxonomy/taxonomy.ts';
import { analyseSide } from '../analytics/views/side.ts';
import type { UserRow } from '../store/repositories/users.ts';
import { requireSnapshot, type SecurityService, type SnapshotSource } from './securities.ts';

export type PaiStatementService = ReturnType<typeof createPaiStatementService>;

// A CASH row is part of the value (weights sum to 100 with it) and holds no investee: the editor's rows, as saved.
const rowsOf = (holdings: Holdings): PortfolioRow[] => [
  ...holdings.items.map((item) => ({ input: item.input, weight: item.weight })),
  ...(holdings.cash > 0 ? [{ input: 'CASH', weight: holdings.cash }] : []),
];

/**
 * The entity-level PAI statement of a reference year (SFDR Art. 4, RTS Art. 6(3) and Annex I tables 1–3) from the
 * portfolio held at each quarter end: each quarter's holdings are looked through and their PAI and EU Taxonomy
 * shares computed on that day's data, then the year's figure is the mean of the four (analytics/pai/statement.ts).
 * Nothing is stored.
 */
export const createPaiStatementService = (options: {
  source: SnapshotSource;
  securities: SecurityService;
  /** The plans in force: their securities limit holds each quarter. */
  plans: PlansFile;
}) => {
  const { source, securities, plans } = options;

  // The same rules as a saved lookup (spec doc 1 §5 and the plan's securities limit, doc 2 §6), per quarter, except
  // that a quarter end may be all cash: it counts as 0 or is skipped (sfdr-pai-and-taxonomy.md §5.12).
  const check = (user: UserRow, request: PaiStatementRequest): void => {
    const issues: Issue[] = [];
    request.quarters.forEach((quarter, q) => {
      const prefix = ['quarters', q, 'portfolio'];
      const rows = rowsOf(quarter.portfolio);
      const structural = validatePortfolio(rows, { pathPrefix: prefix, allowCashOnly: true }).filter(
        (i) => i.severity === 'error',
      );
      issues.push(...structural);
      if (structural.length > 0) return;
      issues.push(
        ...validateSecurities(rows, securities.exist(rows.map((r) => r.input)), { pathPrefix: prefix }),
      );
      issues.push(
        ...checkPlanLimits(user.plan as PlanName, { securities: countSecurities(rows) }, { plans }).map(
          (i) => ({
            ...i,
            path: [...prefix, ...i.path],
          }),
        ),
      );
    });
    if (issues.length > 0) {
      const code = issues[0]!.code;
      throw new DomainError(isErrorCode(code) ? code : 'invalidInput', { issues });
    }
  };

  return {
    /**
     * Tables 1–3 of `referenceYear` on `basis` and the EU Taxonomy shares, labels in `locale`. A year whose 31 December is after the dataset's
     * as-of date is refused (422 on `referenceYear`): its last quarters have no data yet.
     */
    statement(user: UserRow, request: PaiStatementRequest, locale: Locale): PaiStatement {
      const snapshot = requireSnapshot(source);
      const dates = paiQuarterEndDates(request.referenceYear);
      const asOf = snapshot.manifest.asOf;
      if (dates[3] > asOf)
        throw new DomainError('invalidInput', {
          issues: [
            issueOf('invalidInput', ['referenceYear'], { params: { max: Number(asOf.slice(0, 4)) - 1 } }),
          ],
        });
      check(user, request);
      const quarters: PaiQuarterEnd[] = request.quarters.map((quarter, q) => {
        const date = dates[q]!;
        const side = analyseSide(snapshot, quarter.portfolio, {
          investmentAmountEur: quarter.investmentAmount,
          date,
        });
        return {
          date,
          result: computePai(side.exposure, snapshotPaiInputs(snapshot, date), {
            basis: request.basis,
            asOf: date,
          }),
          taxonomy: computeTaxonomy(side.exposure, snapshotTaxonomyInputs(snapshot, date)),
        };
      });
      return paiStatement({ referenceYear: request.referenceYear, quarters, locale });
    },
  };
};
