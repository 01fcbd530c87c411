// One indicators.csv value: the exclusions pillar read from the company's involvement, board counts bounded by
// the board, percentages around their centres, GHG from the calibrated intensities (docs/demo-data.md).
import type { PhyIndicator } from '@esgkit/core';
import { headcounts, percentCentres, SCOPE3_CALIBRATION, SCOPE12_CALIBRATION } from '../calibration.ts';
import { num } from '../csv.ts';
import type { Company } from '../model.ts';
import { hashString, type Random } from '../random.ts';

/** Board and committee counts: bounded by the board, never by the workforce. */
const boardCount = (code: string, co: Company, r: Random): number | undefined => {
  const independent = Math.round(co.boardSize * co.independentShare);
  switch (code) {
    case 'PHY_BOARD_INDEPENDENT_DIRECTORS':
      return independent;
    case 'PHY_BOARD_MEETINGS':
      return r.int(5, 14);
    case 'PHY_OVERBOARDED_DIRECTORS':
      return r.chance(0.25) ? r.int(1, 2) : 0;
    case 'PHY_AUDIT_COMMITTEE_MEMBERS':
    case 'PHY_REMUNERATION_COMMITTEE_MEMBERS':
    case 'PHY_NOMINATION_COMMITTEE_MEMBERS':
      return r.int(3, 5);
    case 'PHY_AUDIT_COMMITTEE_INDEPENDENT_MEMBERS':
    case 'PHY_REMUNERATION_COMMITTEE_INDEPENDENT_MEMBERS':
    case 'PHY_NOMINATION_COMMITTEE_INDEPENDENT_MEMBERS':
      return Math.min(independent, r.int(2, 5));
    case 'PHY_MINORITY_SLATE_DIRECTORS':
      // Italy's voto di lista (TUF art. 147-ter): only Italian boards have slate directors
      return co.country.code === 'IT' ? r.int(1, 3) : 0;
    default:
      return undefined;
  }
};

/** One indicator value for a company and year, shaped by the indicator's kind and unit. */
export const indicatorValue = (
  ind: PhyIndicator,
  co: Company,
  year: number,
  r: Random,
  stable: Map<string, number>,
): string => {
  const scale = co.revenue / 1e6;
  if (ind.pillar === 'exclusions' && ind.exclusionType) {
    // Read from the company's involvement: a company outside the activity reports none of it.
    const share = co.involvement.get(ind.exclusionType);
    if (ind.kind === 'flag') {
      let base = stable.get(ind.code);
      if (base === undefined) {
        base = share !== undefined && r.chance(0.7) ? 1 : 0;
        stable.set(ind.code, base);
      }
      return String(base);
    }
    if (share === undefined) return '0';
    if (ind.kind === 'percent') return num(share, 1);
  }
  switch (ind.kind) {
    case 'flag': {
      let base = stable.get(ind.code);
      if (base === undefined) {
        const good = ind.polarity === 'higher_is_better';
        const p =
          ind.pillar === 'exclusions'
            ? 0.03
            : ind.pillar === 'controversies'
              ? 0.06 - co.quality * 0.045
              : good
                ? 0.3 + co.quality * 0.6
                : 0.3 - co.quality * 0.25;
        base = r.chance(p) ? 1 : 0;
        stable.set(ind.code, base);
      }
      return String(r.chance(0.03) ? 1 - base : base);
    }
    case 'percent': {
      if (ind.code === 'PHY_BOARD_INDEPENDENCE') return num(100 * co.independentShare, 1);
      if (ind.code === 'PHY_GHG_CHANGE_YOY')
        // year-on-year change: a few % down on average, either sign
        return num(-3 - co.quality * 3 + r.normal() * 8, 1);
      const centre = percentCentres[ind.code];
      const level =
        centre !== undefined
          ? centre * (0.85 + co.quality * 0.3) + r.normal() * Math.max(2, centre * 0.15)
          : (hashString(ind.code) % 70) +
            10 +
            (ind.polarity === 'higher_is_better' ? co.quality * 20 : -co.quality * 10) +
            r.normal() * 8;
      return num(Math.max(0, Math.min(100, level)), 1);
    }
    case 'count': {
      const board = boardCount(ind.code, co, r);
      if (board !== undefined) return String(board);
      const heads = headcounts[ind.code];
      if (heads) return String(Math.round(co.employees * r.between(heads[0], heads[1])));
      // incidents: none for most companies, a few for some, more for large and weakly run ones
      if (!r.chance(0.08 + (1 - co.quality) * 0.15)) return '0';
      return String(1 + Math.floor(r.logNormal(0.6, 0.9) * Math.sqrt(co.employees / 10_000)));
    }
    default: {
      const trend = 0.98 ** (year - 2021);
      const s12 = scale * co.industry.intensity * SCOPE12_CALIBRATION;
      switch (ind.code) {
        case 'PHY_WOMEN_TO_MEN_PAY_RATIO':
          // a ratio, not a percentage: 1 − the gender pay gap (docs/demo-data.md D7)
          return num(Math.min(1.05, Math.max(0.6, 0.8 + co.quality * 0.1 + r.normal() * 0.04)), 2);
        case 'PHY_ENTRY_WAGE_TO_MINIMUM_RATIO':
          return num(r.between(1, 1.8), 2);
        case 'PHY_BOARD_AVERAGE_AGE':
          return num(r.between(56, 65), 1);
        case 'PHY_BOARD_AVERAGE_TENURE':
          return num(r.between(3, 11), 1);
        case 'PHY_AUDITOR_TENURE':
          return num(r.int(1, 20), 0);
        case 'PHY_GHG_SCOPE12':
          return num(s12 * r.logNormal(1, 0.3) * trend, 1);
        case 'PHY_GHG_TOTAL':
          return num(
            s12 * (1 + co.sector.scope3Factor * SCOPE3_CALIBRATION) * r.logNormal(1, 0.3) * trend,
            1,
          );
        case 'PHY_GHG_INTENSITY':
          return num(co.industry.intensity * SCOPE12_CALIBRATION * r.logNormal(1, 0.3) * trend, 1);
        case 'PHY_GHG_SCOPE2_MARKET':
          return num(s12 * 0.3 * r.logNormal(1, 0.4) * trend, 1);
      }
      if (ind.code.startsWith('PHY_GHG_SCOPE3_C'))
        // the 15 categories share the company's scope 3 (purchased goods and use of sold products lead)
        return num(
          (s12 * co.sector.scope3Factor * SCOPE3_CALIBRATION * r.logNormal(1, 0.8) * trend) /
            (ind.code.includes('C01') || ind.code.includes('C11') ? 3 : 20),
          1,
        );
      if (ind.code.startsWith('PHY_WASTE_') && ind.unit === 't')
        // tonnes of waste: ~5–100 t per € million of revenue, heavier in industry (Eurostat waste statistics)
        return num(scale * (5 + co.industry.intensity / 20) * r.logNormal(0.5, 0.7), 0);
      switch (ind.unit) {
        case 't_co2e':
          return num(s12 * 0.05 * r.logNormal(1, 0.8) * trend, 1);
        case 't':
        case 't_cfc11e':
          return num(scale * 0.01 * r.logNormal(1, 1), 3);
        case 'gwh':
        case 'mw':
          return num(scale * (co.industry.intensity / 400) * r.logNormal(1, 0.6), 2);
        case 'm3':
          return num(scale * r.logNormal(200, 1), 0);
        case 'eur':
        case 'usd':
          return num(scale * 1e6 * 0.002 * r.logNormal(1, 1), 0);
        case 'calendar_year':
          return String(r.int(2030, 2050));
        case 'years':
          return num(r.between(1, 15), 1);
        case 'severity_1_5':
          return String(r.int(1, 5));
        case 'hours':
          return num(co.employees * r.between(8, 40), 0);
        case 'ha':
          return num(scale * r.logNormal(0.5, 1.2), 1);
        case 'eur_per_t_co2e':
          return num(r.between(20, 150), 0);
        case 'kwh_per_m2':
          return num(r.between(60, 250), 0);
        default:
          return num(r.logNormal(1, 0.6) * ((hashString(ind.code) % 50) + 1), 2);
      }
    }
  }
};
