import type { BillingPeriod, CliPaiBasis, CsvFormat, PlanName } from '@esgkit/core';

// The values of flags with choices, written here because `--help` must not load @esgkit/core (zod and every schema:
// ~150 ms of the 300 ms budget, issue 24). They stay core's lists: `exactly` fails the build when core's enum gains,
// loses or renames a value (choices.test.ts checks the same at run time).
const exactly =
  <T extends string>() =>
  <const L extends readonly T[]>(values: L & ([T] extends [L[number]] ? unknown : 'lacks a value of core')) =>
    values;

/** core's CsvFormat (`--csv-format`). */
export const CSV_FORMATS = exactly<CsvFormat>()(['excel-it', 'excel-us', 'rfc4180']);
/** core's CliPaiBasis (`lookup --basis`). */
export const CLI_PAI_BASES = exactly<CliPaiBasis>()(['all', 'covered', 'both']);
/** core's PlanName (`users set-plan PLAN`). */
export const PLAN_NAMES = exactly<PlanName>()(['starter', 'professional', 'premium', 'enterprise']);
/** core's BillingPeriod (`users set-plan --period`). */
export const BILLING_PERIODS = exactly<BillingPeriod>()(['month', 'quarter', 'year']);

/** core's EXPLAIN_TOP_MAX (`esgkit explain --top`): the most terms the explain API answers one by one. */
export const EXPLAIN_TOP_LIMIT = 1000;
