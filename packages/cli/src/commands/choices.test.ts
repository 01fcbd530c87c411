import { BillingPeriod, CliPaiBasis, CsvFormat, EXPLAIN_TOP_MAX, PlanName } from '@esgkit/core';
import { expect, test } from 'vitest';
import { BILLING_PERIODS, CLI_PAI_BASES, CSV_FORMATS, EXPLAIN_TOP_LIMIT, PLAN_NAMES } from './choices.ts';

// The flags offer exactly core's values (the lists are written in the CLI so `--help` does not load core).
test('--csv-format and --basis offer core’s values, in core’s order', () => {
  expect(CSV_FORMATS).toEqual(CsvFormat.options);
  expect(CLI_PAI_BASES).toEqual(CliPaiBasis.options);
});

test('users set-plan offers core’s plans and billing periods', () => {
  expect(PLAN_NAMES).toEqual(PlanName.options);
  expect(BILLING_PERIODS).toEqual(BillingPeriod.options);
});

test('explain --top stops where the explain API does', () => {
  expect(EXPLAIN_TOP_LIMIT).toBe(EXPLAIN_TOP_MAX);
});
