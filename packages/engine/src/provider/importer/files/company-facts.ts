import { companyFactsColumns, companyFactsExtraColumn, factTextColumns } from '../columns.ts';
import { reorder } from '../sort.ts';
import { byCompany, type DatasetFile, resolverOf } from './shared.ts';

/** company_facts.csv: one row per company and fiscal year; non-positive EVIC or revenue are warnings. */
export const companyFactsFile: DatasetFile<'facts'> = {
  part: 'facts',
  columns: (lookups) => companyFactsColumns(resolverOf(lookups.companyIndex)),
  extra: companyFactsExtraColumn,
  build(fa, { log, file: f, lookups }) {
    const nCompanies = lookups.companyIds.length;
    if (!fa)
      return {
        offsets: new Int32Array(nCompanies + 1),
        company: new Int32Array(0),
        year: new Int32Array(0),
        numbers: {},
        texts: {},
      };
    const year = Int32Array.from(fa.num('year'));
    const { order, company, offsets } = byCompany(fa, nCompanies, [year]);
    const sortedYear = reorder(year, order);
    for (let r = 1; r < fa.rows; r++)
      if (company[r] === company[r - 1] && sortedYear[r] === sortedYear[r - 1] && company[r]! >= 0) {
        const row = order ? order[r]! : r;
        log.error(
          f,
          fa.line[row]!,
          fa.position.get('year') ?? 0,
          'the same company_id and year appear twice',
        );
      }
    const numbers: Record<string, Float64Array> = {};
    for (const name of fa.position.keys()) {
      if (name === 'company_id' || name === 'year' || (factTextColumns as readonly string[]).includes(name))
        continue;
      numbers[name] = reorder(fa.num(name), order);
    }
    for (const [name, reason] of [
      ['evic_eur', 'evic_eur ≤ 0: holdings of this company cannot be attributed'],
      ['revenue_eur', 'revenue_eur ≤ 0: this company has no intensity'],
    ] as const) {
      if (!fa.has(name)) continue;
      const v = fa.num(name);
      for (let r = 0; r < fa.rows; r++)
        if (v[r]! <= 0) log.warn(f, fa.line[r]!, fa.position.get(name)!, reason);
    }
    if (fa.has('board_female_count') && fa.has('board_member_count')) {
      const female = fa.num('board_female_count');
      const members = fa.num('board_member_count');
      for (let r = 0; r < fa.rows; r++)
        if (female[r]! > members[r]!)
          log.error(
            f,
            fa.line[r]!,
            fa.position.get('board_female_count')!,
            'board_female_count exceeds board_member_count',
          );
    }
    const texts: Record<string, (string | null)[]> = {};
    for (const name of factTextColumns) if (fa.has(name)) texts[name] = reorder(fa.str(name), order);
    return { offsets, company, year: sortedYear, numbers, texts };
  },
};
