import {
  type SnapshotData,
  taxonomyObjectiveCodes,
  taxonomyValueColumns,
} from '../../snapshot/snapshot-data.ts';
import { taxonomyColumns } from '../columns.ts';
import type { IssueLog } from '../issues.ts';
import { reorder } from '../sort.ts';
import type { Table } from '../table.ts';
import { byCompany, type DatasetFile, resolverOf, round } from './shared.ts';

type TaxonomyColumns = SnapshotData['taxonomy']['columns'];

/**
 * The cross-row rules: aligned ≤ eligible per row (an aligned figure with no eligible one takes eligible =
 * aligned, dataset-format.md), and the objectives' shares of one company, year and KPI sum to at most 100.
 */
const checkShares = (
  tx: Table,
  f: string,
  log: IssueLog,
  companyIds: readonly string[],
  year: Int32Array,
) => {
  const eligible = tx.num('eligible_pct');
  const aligned = tx.num('aligned_pct');
  const objective = tx.int('objective');
  const kpi = tx.int('kpi');
  const txCompany = tx.int('company_id');
  const allIndex = taxonomyObjectiveCodes.indexOf('ALL');
  const sums = new Map<string, { eligible: number; aligned: number; line: number }>();
  for (let r = 0; r < tx.rows; r++) {
    if (Number.isNaN(eligible[r]!) && !Number.isNaN(aligned[r]!)) eligible[r] = aligned[r]!;
    if (aligned[r]! > eligible[r]!)
      log.error(
        f,
        tx.line[r]!,
        tx.position.get('aligned_pct')!,
        `aligned_pct ${aligned[r]} exceeds eligible_pct ${eligible[r]}`,
      );
    if (objective[r] === allIndex) continue;
    const key = `${companyIds[txCompany[r]!] ?? ''}\0${year[r]}\0${kpi[r]}`;
    const s = sums.get(key) ?? { eligible: 0, aligned: 0, line: 0 };
    s.eligible += Number.isNaN(eligible[r]!) ? 0 : eligible[r]!;
    s.aligned += Number.isNaN(aligned[r]!) ? 0 : aligned[r]!;
    s.line = tx.line[r]!;
    sums.set(key, s);
  }
  for (const [key, s] of sums) {
    const [company, y] = key.split('\0');
    if (s.eligible > 100 + 1e-9)
      log.error(
        f,
        s.line,
        tx.position.get('eligible_pct')!,
        `company ${company} ${y}: eligible shares of one KPI sum to ${round(s.eligible)} > 100`,
      );
    if (s.aligned > 100 + 1e-9)
      log.error(
        f,
        s.line,
        tx.position.get('aligned_pct')!,
        `company ${company} ${y}: aligned shares of one KPI sum to ${round(s.aligned)} > 100`,
      );
  }
};

/** taxonomy.csv: eligible and aligned shares per company, year, objective and KPI. */
export const taxonomyFile: DatasetFile<'taxonomy'> = {
  part: 'taxonomy',
  columns: (lookups) => taxonomyColumns(resolverOf(lookups.companyIndex)),
  build(tx, { log, file, lookups }) {
    const nCompanies = lookups.companyIds.length;
    if (!tx)
      return {
        offsets: new Int32Array(nCompanies + 1),
        company: new Int32Array(0),
        year: new Int32Array(0),
        objective: new Int32Array(0),
        kpi: new Int32Array(0),
        columns: Object.fromEntries(
          taxonomyValueColumns.map((c) => [c, new Float64Array(0)]),
        ) as TaxonomyColumns,
      };
    const year = Int32Array.from(tx.num('year'));
    checkShares(tx, file, log, lookups.companyIds, year);
    const { order, company, offsets } = byCompany(tx, nCompanies, [year]);
    return {
      offsets,
      company,
      year: reorder(year, order),
      objective: reorder(tx.int('objective'), order),
      kpi: reorder(tx.int('kpi'), order),
      columns: Object.fromEntries(
        taxonomyValueColumns.map((c) => [c, reorder(tx.num(c), order)]),
      ) as TaxonomyColumns,
    };
  },
};
