import {
  DomainError,
  issueOf,
  type Locale,
  MAX_DEFAULT_INDICATORS,
  type PaiBasis,
  toWireDateTime,
} from '@esgkit/core';
import { impactCode } from '../../analytics/impact/impact.ts';
import type { PortfolioRow } from '../../store/repositories/portfolios.ts';
import { findResult } from '../../store/repositories/results.ts';
import {
  assemblePai,
  computeProvider,
  computeQuarter,
  computeTaxonomySummary,
  computeValuePaths,
  type PaiQuarterResult,
} from './compute.ts';
import { type CalculationContext, dateOf, type PaiSetNumber, type Stored } from './context.ts';

// The calculation chain's steps (spec doc 1 §4, doc 2 §4): each computes from one portfolio version and stores its
// result (context.ts says why two chains on one portfolio cannot mix). A step started again while it runs, on this
// or another engine, waits for the running one and answers the same (stepOnce, step-lease.ts).

/** PAI steps per set (core's PAI_STEPS_PER_SET): set 1 computes one quarter end a step, sets 2 and 3 two. */
const QUARTERS_PER_STEP = { 1: 1, 2: 2, 3: 2 } as const;
const PAI_BASES: readonly PaiBasis[] = ['all', 'covered'];

const lastStepOf = (set: PaiSetNumber) => 4 / QUARTERS_PER_STEP[set];

export const createChainSteps = (ctx: CalculationContext) => {
  const { db, now, load, read, write, readOrCompute, sideOf, stepOnce } = ctx;
  return {
    /** True when the recalculate step has run on this version of the portfolio and the served snapshot. */
    async isComputed(row: PortfolioRow): Promise<boolean> {
      const snapshot = ctx.source();
      if (!snapshot) return false;
      const found = await findResult(db, row.id, snapshot.version, 'recalculate');
      if (!found) return false;
      return (JSON.parse(found.data_json) as Stored<unknown>).portfolioVersion === row.updated_at;
    },

    /** Step 1: resolve every item against the dataset (which inputs are unknown). */
    async providerRetrieve(row: PortfolioRow) {
      const l = await load(row);
      return stepOnce(l, 'provider', async () => {
        const computedAt = await write(l, 'provider', computeProvider(l));
        return { step: 'provider', portfolioId: row.id, computedAt };
      });
    },

    /** Step 2: look-through and the value paths of portfolio and benchmark. */
    async recalculate(row: PortfolioRow) {
      const l = await load(row);
      return stepOnce(l, 'recalculate', async () => {
        await write(l, 'valuePaths', computeValuePaths(l));
        const side = sideOf(l, l.portfolio.portfolio, dateOf(l));
        if (l.hasBenchmark) sideOf(l, l.portfolio.benchmark, dateOf(l));
        const computedAt = await write(l, 'recalculate', {
          date: side.date,
          totalValueEur: side.exposure.totalValueEur,
          lookThroughCoveragePct: side.exposure.lookThroughCoveragePct,
        });
        return { step: 'recalculate', portfolioId: row.id, computedAt };
      });
    },

    async taxonomy(row: PortfolioRow) {
      const l = await load(row);
      return stepOnce(l, 'taxonomy', async () => {
        const computedAt = await write(l, 'taxonomy', computeTaxonomySummary(ctx, l));
        return { step: 'taxonomy', portfolioId: row.id, computedAt };
      });
    },

    /**
     * Impact of a type (spec doc 2 §7 calculateImpactV2, body {indicators}): the request's list when it names one,
     * else the caller's saved defaults (Customization → Impact), else the engine's own choice (analytics/impact
     * defaultImpactCodes). The codes used are stored with the result, so the views show what this run computed and
     * changed defaults apply from the next run (docs/decisions.md "Impact defaults"). A requested list holds at most
     * 30 (MAX_DEFAULT_INDICATORS) codes the catalogue knows.
     */
    async impact(
      row: PortfolioRow,
      type: 0 | 2,
      request: { indicators: string[] | undefined; userId: string },
    ) {
      const requested = request.indicators;
      const issues = (requested ?? []).flatMap((code, k) =>
        impactCode(code) ? [] : [issueOf('invalidInput', ['indicators', k], { params: { item: code } })],
      );
      if (requested && requested.length > MAX_DEFAULT_INDICATORS)
        issues.push(issueOf('invalidInput', ['indicators'], { params: { max: MAX_DEFAULT_INDICATORS } }));
      if (issues.length > 0) throw new DomainError('invalidInput', { issues });
      const saved = requested ? undefined : await ctx.options.impactDefaults(request.userId);
      // an empty saved list is "none chosen" (doc 2 §8 pending configuration), not "show nothing"
      const indicators = requested ?? (saved && saved.length > 0 ? saved : undefined);
      const l = await load(row);
      return stepOnce(l, `impact-${type}|${JSON.stringify(indicators ?? null)}`, async () => {
        const computedAt = await write(l, `impact-${type}`, { type, indicators: indicators ?? null });
        return { step: `impact${type}`, portfolioId: row.id, computedAt };
      });
    },

    /**
     * One step of a PAI set: its quarter ends of the reference year (set 1: one a step, sets 2 and 3: two), and on
     * the last step the set's figures on both bases. A step past the set's last is 422 invalidInput.
     */
    async paiStep(row: PortfolioRow, set: PaiSetNumber, step: number, locale: Locale = 'en-US') {
      const lastStep = lastStepOf(set);
      if (step > lastStep)
        throw new DomainError('invalidInput', {
          issues: [issueOf('invalidInput', ['step'], { params: { max: lastStep } })],
        });
      const l = await load(row);
      return stepOnce(l, `pai-${set}.${step}|${locale}`, async () => {
        const per = QUARTERS_PER_STEP[set];
        for (let q = (step - 1) * per + 1; q <= step * per; q++)
          await write(l, `pai-${set}-q${q}`, computeQuarter(ctx, l, set, q));
        let computedAt = toWireDateTime(now());
        if (step === lastStep) {
          const quarters: PaiQuarterResult[] = [];
          for (let q = 1; q <= 4; q++)
            quarters.push(await readOrCompute(l, `pai-${set}-q${q}`, () => computeQuarter(ctx, l, set, q)));
          const data = Object.fromEntries(
            PAI_BASES.map((basis) => [basis, assemblePai(ctx, l, set, quarters, basis, locale)]),
          );
          computedAt = await write(l, `pai-${set}`, data);
        }
        return {
          step: `pai${set}.${step}`,
          portfolioId: row.id,
          computedAt,
          set,
          stepNumber: step,
          lastStep,
        };
      });
    },

    /** Records the PAI time once every set is computed on this version (else 409 unavailableWhilePaiCalculates). */
    async setPaiDate(row: PortfolioRow): Promise<PortfolioRow> {
      const l = await load(row);
      for (const set of [1, 2, 3] as const)
        if ((await read(l, `pai-${set}`)) === undefined)
          throw new DomainError('unavailableWhilePaiCalculates');
      // Keep updated_at: the PAI time is not a change of the portfolio (its results stay valid).
      const at = now().toISOString();
      await db.updateTable('portfolios').set({ pai_calculated_at: at }).where('id', '=', row.id).execute();
      return { ...row, pai_calculated_at: at };
    },
  };
};
