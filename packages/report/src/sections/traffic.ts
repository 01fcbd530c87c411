import type { TrafficLight } from '@esgkit/core';
import type { SectionContext } from './context.ts';

/** A band's label; an unknown band is "n/a", never green. */
export const bandLabel = (ctx: SectionContext, band: TrafficLight | null, noData: string): string =>
  band === null ? noData : ctx.t(`report.trafficLight.${band}`);
