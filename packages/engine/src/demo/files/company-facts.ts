// company_facts.csv: one row per company and fiscal year. GHG from the industry's calibrated intensity
// (docs/demo-data.md D9, D10), board and pay from the company's quality, adverse flags sticky over the years,
// then realistic gaps.
import { phyIndicators } from '@esgkit/core';
import { factNumberColumns } from '../../provider/importer/columns.ts';
import { FISCAL_YEARS, missingRate, SCOPE3_CALIBRATION, SCOPE12_CALIBRATION } from '../calibration.ts';
import { num } from '../csv.ts';
import type { Company } from '../model.ts';
import { createRandom, type Random } from '../random.ts';
import type { DemoFile } from './demo-file.ts';

type Values = Record<string, number | undefined>;

const factColumns = factNumberColumns.filter((c) => c !== 'ghg_estimated');
const estimatedColumns = ['scope1_t', 'scope2_t', 'scope3_t'];
const header = [
  'company_id',
  'year',
  ...factColumns,
  'ghg_estimated',
  ...estimatedColumns.map((c) => `${c}_estimated`),
  'scope2_method',
  'evic_date',
];
const flagColumns = new Set(
  phyIndicators
    .filter((i) => i.kind === 'flag' && i.datasetColumn)
    .map((i) => i.datasetColumn!.column)
    .concat([
      'fossil_fuel_sector',
      'biodiversity_sensitive_areas',
      'ungc_oecd_violations',
      'ungc_oecd_no_compliance_process',
      'controversial_weapons',
    ]),
);

/** The calibrated columns of a year: financials, GHG, energy, waste, pay gap, board. */
const calibratedValues = (co: Company, y: number, fr: Random, reportsScope3: boolean) => {
  const t = y - 2025;
  const growth = (1 + fr.between(-0.02, 0.09)) ** t;
  const revenue = co.revenue * growth;
  const evic = co.evic * growth * fr.logNormal(1, 0.08);
  const s12 =
    (revenue / 1e6) *
    co.industry.intensity *
    SCOPE12_CALIBRATION *
    fr.logNormal(1, 0.35) *
    0.97 ** (y - 2021);
  const scope1 =
    s12 *
    (co.sector.name === 'Utilities' || co.sector.name === 'Energy' || co.sector.name === 'Materials'
      ? 0.85
      : 0.45);
  const energy = (revenue / 1e6) * (co.industry.intensity / 250) * fr.logNormal(1, 0.3);
  const v: Values = {
    evic_eur: evic,
    revenue_eur: y === 2021 && fr.chance(0.002) ? -1 : revenue,
    scope1_t: scope1,
    scope2_t: s12 - scope1,
    scope3_t:
      reportsScope3 || fr.chance(0.5)
        ? s12 * co.sector.scope3Factor * SCOPE3_CALIBRATION * fr.logNormal(1, 0.4)
        : undefined,
    fossil_fuel_sector: co.isFossil ? 1 : 0,
    fossil_fuel_revenue_pct: co.isFossil ? fr.between(30, 100) : 0,
    nonrenewable_energy_consumption_pct: Math.min(
      100,
      Math.max(0, 85 - co.quality * 50 + fr.normal() * 10 - (y - 2021) * 2),
    ),
    nonrenewable_energy_production_pct:
      co.sector.name === 'Utilities' || co.sector.name === 'Energy'
        ? Math.min(100, Math.max(0, 70 - (y - 2021) * 3 + fr.normal() * 15))
        : undefined,
    energy_consumption_gwh: energy,
    energy_production_gwh: co.sector.name === 'Utilities' ? energy * fr.between(2, 8) : undefined,
    water_emissions_t:
      (revenue / 1e6) *
      (co.industry.nace === 'C' || co.industry.nace === 'A' ? 0.05 : 0.002) *
      fr.logNormal(1, 0.6),
    // docs/demo-data.md D11: ~0.1–3 t per € million invested for a world index
    hazardous_waste_t: (revenue / 1e6) * (co.industry.intensity / 400) * fr.logNormal(1, 0.8),
    // tens of tonnes of non-recycled waste per € million of revenue, heavier in industry
    non_recycled_waste_t: (revenue / 1e6) * (5 + co.industry.intensity / 20) * fr.logNormal(1, 0.7),
    radioactive_waste_t:
      co.sector.name === 'Utilities' && fr.chance(0.3)
        ? fr.between(1, 200)
        : co.sector.name === 'Utilities'
          ? 0
          : undefined,
    // docs/demo-data.md D7: an unadjusted gap of ~10–20 % (Eurostat EU average 12 %, OECD ~11 %)
    gender_pay_gap_pct: Math.max(-10, Math.min(40, 18 - co.quality * 8 + fr.normal() * 5)),
    board_member_count: co.boardSize,
    employees: Math.round(co.employees * growth),
    ghg_data_quality: reportsScope3 ? fr.int(1, 2) : fr.int(2, 4),
  };
  const female = Math.round(
    co.boardSize *
      // docs/demo-data.md D6: ~30–35 % women on developed-market boards, ~20 % in emerging ones
      Math.min(
        0.6,
        Math.max(
          0.05,
          (co.country.isDeveloped ? 0.16 : 0.08) + co.quality * 0.2 + (y - 2021) * 0.01 + fr.normal() * 0.06,
        ),
      ),
  );
  v.board_female_count = female;
  v.board_female_pct = (100 * female) / co.boardSize;
  return { v, revenue, energy };
};

/** Flags of the adverse condition: rarer for well-run companies, sticky over the years (`flagBase`). */
const flagValue = (col: string, co: Company, fr: Random, flagBase: Map<string, number>): number => {
  let base = flagBase.get(col);
  if (base === undefined) {
    const pAdverse = col.startsWith('no_')
      ? 0.45 - co.quality * 0.4
      : col === 'controversial_weapons'
        ? Number(co.involvement.has('controversial_weapons'))
        : col === 'ungc_oecd_violations'
          ? // docs/demo-data.md D5: ~1–3 % of a world index breaches the UNGC principles
            0.03 - co.quality * 0.025
          : col === 'chemicals_nace_20_2'
            ? co.industry.naceCode === '20.20'
              ? 1
              : 0
            : 0.12 - co.quality * 0.08;
    base = fr.chance(pAdverse) ? 1 : 0;
    flagBase.set(col, base);
  }
  // Policies come and go a little from year to year; involvement and breaches do not flip at random.
  return col.startsWith('no_') && fr.chance(0.05) ? 1 - base : base;
};

/** The columns calibratedValues leaves: flags, then by the column's unit. */
const fillOtherColumns = (
  v: Values,
  co: Company,
  fr: Random,
  flagBase: Map<string, number>,
  revenue: number,
  energy: number,
) => {
  for (const col of factColumns) {
    if (col in v) continue;
    if (flagColumns.has(col)) v[col] = flagValue(col, co, fr, flagBase);
    else if (col.endsWith('_pct')) v[col] = fr.between(10, 80);
    else if (col.includes('nonrenewable_consumption_')) v[col] = energy * fr.between(0, 0.3);
    else if (col === 'water_consumption_m3') v[col] = (revenue / 1e6) * fr.logNormal(400, 1);
    else if (col === 'accident_rate') v[col] = fr.logNormal(1.5, 0.6);
    else if (col === 'ceo_pay_ratio') v[col] = fr.logNormal(60, 0.7);
    else if (col === 'anti_corruption_fines_eur') v[col] = fr.chance(0.05) ? fr.logNormal(2e6, 1.5) : 0;
    else if (col.endsWith('_t')) v[col] = (revenue / 1e6) * fr.logNormal(0.02, 1);
    else v[col] = fr.chance(0.15) ? fr.int(1, Math.max(2, Math.round(co.employees / 5000))) : 0;
  }
};

/** The row's cells: each column with its gaps, the estimated flags, the scope 2 method and the EVIC date. */
const rowCells = (co: Company, y: number, v: Values, fr: Random): string[] => {
  const cells = [co.id, String(y)];
  const estimated: Record<string, number> = {};
  for (const col of factColumns) {
    let value = v[col];
    // Realistic gaps: 5–30 % missing per field, more for weaker reporters; the key financials rarely miss.
    const rate =
      col === 'evic_eur' || col === 'revenue_eur' ? 0.02 : missingRate(col) * (1.3 - co.quality * 0.6);
    if (fr.chance(rate)) value = undefined;
    cells.push(
      flagColumns.has(col) || col === 'ghg_data_quality' || col.endsWith('_count') || col === 'employees'
        ? num(value, 0)
        : num(value, col.endsWith('_eur') ? 0 : 2),
    );
  }
  for (const col of estimatedColumns)
    estimated[col] =
      v[col] === undefined
        ? Number.NaN
        : fr.chance(col === 'scope3_t' ? 0.6 : 0.15 + (1 - co.quality) * 0.2)
          ? 1
          : 0;
  const isAnyEstimated = estimatedColumns.some((c) => estimated[c] === 1);
  cells.push(
    isAnyEstimated ? '1' : '0',
    ...estimatedColumns.map((c) => num(estimated[c], 0)),
    fr.chance(0.6) ? 'market' : 'location',
    `${y}-12-31`,
  );
  return cells;
};

export const companyFactsFile: DemoFile = {
  name: 'company_facts.csv',
  header: header.join(','),
  share: 3,
  rows(out, { companies, seed }) {
    for (const co of companies) {
      const fr = createRandom(`${seed}:facts:${co.id}`);
      const reportsScope3 = fr.chance(0.35 + co.quality * 0.5);
      const flagBase = new Map<string, number>();
      for (const y of FISCAL_YEARS) {
        const { v, revenue, energy } = calibratedValues(co, y, fr, reportsScope3);
        fillOtherColumns(v, co, fr, flagBase, revenue, energy);
        out.line(rowCells(co, y, v, fr).join(','));
      }
    }
  },
};
