import { dayFromIso } from '@esgkit/core';
import type { PerformanceSeries } from './types.ts';

/** A series from `[yyyy-mm-dd, value]` pairs (ascending). */
export function seriesOf(points: [string, number][]): PerformanceSeries {
  return {
    days: Int32Array.from(points, ([d]) => dayFromIso(d)),
    values: Float64Array.from(points, ([, v]) => v),
  };
}

/** A series on consecutive day numbers from `firstDay`, compounding the given simple returns from `start`. */
export function seriesFromReturns(firstDay: number, returns: number[], start = 100): PerformanceSeries {
  const values = [start];
  for (const r of returns) values.push(values[values.length - 1]! * (1 + r));
  return { days: Int32Array.from(values, (_, i) => firstDay + i), values: Float64Array.from(values) };
}
