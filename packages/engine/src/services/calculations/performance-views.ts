import {
  type DailyPerformance,
  DomainError,
  dayFromIso,
  isoFromDay,
  type PerformanceReturns,
  type RiskMeasures,
} from '@esgkit/core';
import { dailyPerformance, performanceReturns } from '../../analytics/performance/returns.ts';
import { type RiskSettings, riskMeasures, standardRiskWindows } from '../../analytics/performance/risk.ts';
import { riskFreeRateFor } from '../../analytics/performance/risk-statistics.ts';
import type { PerformanceSeries } from '../../analytics/performance/types.ts';
import type { PortfolioRow } from '../../store/repositories/portfolios.ts';
import { computeValuePaths } from './compute.ts';
import type { CalculationContext, Loaded, ValuePaths } from './context.ts';

// The performance views: returns, the daily series and the risk measures, all from the stored value paths.

const toSeries = (p: { days: number[]; values: number[] }): PerformanceSeries => ({
  days: Int32Array.from(p.days),
  values: Float64Array.from(p.values),
});

export const createPerformanceViews = (ctx: CalculationContext) => {
  const { load, readOrCompute } = ctx;

  /** The stored value paths; 404 noData when the portfolio has no price history (metrics.md §0 `no_prices`). */
  const pathsOf = async (l: Loaded): Promise<ValuePaths> => {
    const paths = await readOrCompute(l, 'valuePaths', () => computeValuePaths(l));
    if (paths.portfolio.days.length === 0) throw new DomainError('noData');
    return paths;
  };

  /**
   * The series and settings the risk view measures (its windows, the whole window, the risk-free rate): the risk
   * view and the risk explainer (explain/risk.ts) read them here, so a trace uses the view's very inputs.
   */
  const riskInputs = async (
    row: PortfolioRow,
    query: { from?: string | undefined; to?: string | undefined; riskFreePct?: number | undefined },
  ): Promise<{
    portfolio: PerformanceSeries;
    benchmark: PerformanceSeries | null;
    settings: RiskSettings;
  }> => {
    const l = await load(row);
    const paths = await pathsOf(l);
    const p = toSeries(paths.portfolio);
    const last = p.days[p.days.length - 1];
    const custom =
      query.from || query.to
        ? {
            window: 'custom' as const,
            fromDay: query.from ? dayFromIso(query.from) : (p.days[0] ?? 0),
            toDay: query.to ? dayFromIso(query.to) : (last ?? 0),
          }
        : null;
    const windows = custom ? [custom] : last === undefined ? [] : standardRiskWindows(last);
    // The asked rate, else rates.csv, else the engine's setting (default 0 %: metrics.md §0, dataset-format.md).
    const rates = l.snapshot.rates();
    return {
      portfolio: p,
      benchmark: paths.benchmark ? toSeries(paths.benchmark) : null,
      settings: {
        windows,
        // the whole chosen window: from/to, else the first-investment day (the path's first value) to the latest
        ...(custom ? { window: custom } : {}),
        riskFree: riskFreeRateFor(
          query.riskFreePct,
          { days: rates.day, annualPct: rates.value },
          ctx.options.riskFreePct ?? 0,
        ),
      },
    };
  };

  /** The portfolio's and benchmark's value paths as series (the performance view's and its explainer's input). */
  const returnInputs = async (row: PortfolioRow) => {
    const paths = await pathsOf(await load(row));
    return {
      portfolio: toSeries(paths.portfolio),
      benchmark: paths.benchmark ? toSeries(paths.benchmark) : null,
    };
  };

  return {
    returnInputs,

    async performance(row: PortfolioRow): Promise<PerformanceReturns> {
      const { portfolio, benchmark } = await returnInputs(row);
      const result = performanceReturns(portfolio, benchmark);
      if (!result) throw new DomainError('noData');
      return result;
    },

    async dailyPerformance(row: PortfolioRow, from?: string, to?: string): Promise<DailyPerformance> {
      const l = await load(row);
      const paths = await pathsOf(l);
      const days = paths.portfolio.days;
      const result = dailyPerformance(
        toSeries(paths.portfolio),
        paths.benchmark ? toSeries(paths.benchmark) : null,
        from ? dayFromIso(from) : days[0]!,
        to ? dayFromIso(to) : days[days.length - 1]!,
      );
      if ('error' in result)
        throw new DomainError(result.error === 'no_data' ? 'noData' : 'invalidDateRange', {
          ...(result.minDay === undefined
            ? {}
            : { params: { min: isoFromDay(result.minDay), max: isoFromDay(result.maxDay!) } }),
        });
      return result;
    },

    riskInputs,

    async risk(
      row: PortfolioRow,
      query: { from?: string | undefined; to?: string | undefined; riskFreePct?: number | undefined },
    ): Promise<RiskMeasures> {
      const { portfolio, benchmark, settings } = await riskInputs(row, query);
      return riskMeasures(portfolio, benchmark, settings);
    },
  };
};
