import { describe, expect, it } from 'vitest';
import { buildCompanyFactsInputs, companyFactsFromColumns } from './inputs.ts';

describe('company facts ports', () => {
  it('builds the same columns from records and from the snapshot layout, latest year ≤ the calculation year', () => {
    // Given company 0 with years 2024, 2025, 2027 and company 1 with 2026 only; calculation year 2026
    const columns = companyFactsFromColumns({
      companyCount: 3,
      facts: {
        offsets: Int32Array.from([0, 3, 4, 4]),
        year: Int32Array.from([2024, 2025, 2027, 2026]),
        numbers: {
          scope1_t: Float64Array.from([1, 2, 3, 4]),
          scope2_t: Float64Array.from([10, Number.NaN, 30, 40]),
          scope1_t_estimated: Float64Array.from([Number.NaN, 0, 1, Number.NaN]),
          ghg_estimated: Float64Array.from([0, 1, 1, 1]),
        },
      },
      nace: ['C', null, 'B'],
      naceCode: ['20.20', null, null],
      year: 2026,
    });
    const records = buildCompanyFactsInputs({
      companyIds: ['a', 'b', 'c'],
      companies: [
        { id: 'a', nace: 'C', naceCode: '20.20' },
        { id: 'c', nace: 'B' },
      ],
      facts: [
        { company_id: 'a', year: 2024, scope1_t: 1, scope2_t: 10, ghg_estimated: 0 },
        { company_id: 'a', year: 2025, scope1_t: 2, scope2_t: null, scope1_t_estimated: 0, ghg_estimated: 1 },
        { company_id: 'a', year: 2027, scope1_t: 3, scope2_t: 30, scope1_t_estimated: 1, ghg_estimated: 1 },
        { company_id: 'b', year: 2026, scope1_t: 4, scope2_t: 40, ghg_estimated: 1 },
      ],
      year: 2026,
    });
    for (const inputs of [columns, records]) {
      // Then company 0 uses 2025 (scope 1 = 2, scope 2 missing), company 1 uses 2026, company 2 has no facts
      expect([...inputs.fiscalYear]).toEqual([2025, 2026, 0]);
      expect([...inputs.columns.scope1_t!]).toEqual([2, 4, Number.NaN]);
      expect([...inputs.columns.scope2_t!]).toEqual([Number.NaN, 40, Number.NaN]);
      // scope 1 of company 0: its own flag (0) wins over ghg_estimated (1); company 1 falls back to ghg_estimated
      expect([...inputs.estimated.scope1_t!]).toEqual([0, 1, 0]);
      expect([...inputs.estimated.scope2_t!]).toEqual([1, 1, 0]);
      expect([...inputs.naceSection]).toEqual([67, 0, 66]);
      expect(inputs.naceCode).toEqual(['20.20', null, null]);
    }
  });
});
