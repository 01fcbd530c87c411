import { InvalidArgumentError } from '@commander-js/extra-typings';
import type * as Core from '@esgkit/core';
import { parseAmount } from '../config/amount.ts';
import { UsageError } from '../errors.ts';
import type { Describe } from '../io/messages.ts';

/**
 * Flag values are parsed where the flag is declared (commander's argParser): a bad one is a usage error (exit 2)
 * that names the flag (commander's "option '--since <yyyy-mm-dd>' argument 'x' is invalid.") followed by the rule
 * in the run's language, and the services receive numbers and checked dates, never flag text.
 *
 * The rules and texts live in core, which `--help` must not load (cold start): main hands them over before it
 * parses a command line that runs. Without them (a `--help` or `--version` line) values pass through unchecked:
 * commander prints the help and nothing runs.
 */
interface ArgumentTools {
  describe: Describe;
  core: Pick<
    typeof Core,
    | 'IsoDate'
    | 'parseLocaleNumber'
    | 'RISK_FREE_MIN_PCT'
    | 'RISK_FREE_MAX_PCT'
    | 'pdfSections'
    | 'CsvSection'
    | 'SDG_COUNT'
  >;
}
let tools: ArgumentTools | undefined;

/** Called by main before parsing; `undefined` for a help or version request. */
export const useArgumentTools = (next: ArgumentTools | undefined): void => {
  tools = next;
};

const invalid = (t: ArgumentTools, key: string, params?: Record<string, string | number>): never => {
  throw new InvalidArgumentError(t.describe(`cli.usage.${key}`, params));
};

/** A day as yyyy-mm-dd (spec doc 1 §5: dates are yyyy-mm-dd). */
export const isoDateArg = (value: string): string => {
  if (!tools) return value;
  return tools.core.IsoDate.safeParse(value).success ? value : invalid(tools, 'argDate');
};

/** A whole number in [min, max]. */
export const wholeNumberArg =
  (min: number, max: number) =>
  (value: string): number => {
    if (!tools) return Number(value);
    const n = Number(value);
    return Number.isInteger(n) && n >= min && n <= max ? n : invalid(tools, 'argWholeNumber', { min, max });
  };

/** An amount in EUR (config/amount.ts). */
export const amountArg = (value: string): number => {
  if (!tools) return Number(value);
  return parseAmount(value) ?? invalid(tools, 'argAmount');
};

/** The annual risk-free rate in percent, within core's bounds. */
export const riskFreeArg = (value: string): number => {
  if (!tools) return Number(value);
  const { parseLocaleNumber, RISK_FREE_MIN_PCT: min, RISK_FREE_MAX_PCT: max } = tools.core;
  const pct = parseLocaleNumber(value, { isDecimalComma: false });
  return Number.isFinite(pct) && pct >= min && pct <= max ? pct : invalid(tools, 'argRate', { min, max });
};

/** A score from 0 to 100 (a decimal comma is accepted). */
export const scoreArg = (value: string): number => {
  if (!tools) return Number(value);
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : invalid(tools, 'argScore');
};

/** The report's date: `2026-01-31` (midnight UTC) or a full ISO time, so the same data gives the same bytes. */
export const reportDateArg = (value: string): Date => {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (!tools) return date;
  return Number.isNaN(date.getTime()) ? invalid(tools, 'argDateTime') : date;
};

/** `i/N`: every N-th client from the i-th (1-based). */
export const shardArg = (value: string): { index: number; count: number } => {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!tools) return { index, count };
  return match && count >= 1 && index >= 1 && index <= count ? { index, count } : invalid(tools, 'argShard');
};

/** `all`, or a comma list of sections each of which `known` names (first distinct ones kept in order). */
const sectionsArg =
  <Section extends string>(known: (core: ArgumentTools['core']) => readonly Section[]) =>
  (value: string): Section[] | 'all' => {
    if (value.trim() === 'all') return 'all';
    const sections = [
      ...new Set(
        value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ] as Section[];
    if (!tools) return sections;
    const list = known(tools.core);
    const unknown = sections.find((s) => !list.includes(s));
    if (unknown !== undefined) invalid(tools, 'argSection', { value: unknown, sections: list.join(', ') });
    return sections.length > 0 ? sections : invalid(tools, 'argNoSection');
  };

/** The PDF report's sections (core's pdfSections). */
export const pdfSectionsArg = sectionsArg<Core.PdfSection>((core) => core.pdfSections);
/** The CSV export's sections (core's CsvSection). */
export const csvSectionsArg = sectionsArg<Core.CsvSection>((core) => core.CsvSection.options);

/** A usage error found by a command's action (a wrong combination of flags), in the run's language. */
export const usageError = (key: string, params?: Record<string, string | number>): UsageError =>
  new UsageError(tools ? tools.describe(`cli.usage.${key}`, params) : key);

/** Values of a repeatable flag, comma-separated or repeated: `--region europe,asia --region americas`. */
export const listArg = (value: string, previous: string[] = []): string[] => [
  ...previous,
  ...value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
];

/** `--sdg 6,7,13` (repeatable): each a goal's number, 1–17; how many and repeats are the questionnaire's (the service's). */
export const sdgListArg = (value: string, previous: number[] = []): number[] => {
  const items = listArg(value);
  if (!tools) return [...previous, ...items.map(Number)];
  for (const item of items) {
    const n = Number(item);
    if (!Number.isInteger(n) || n < 1 || n > tools.core.SDG_COUNT) invalid(tools, 'argSdg', { value: item });
  }
  return [...previous, ...items.map(Number)];
};

/** `--exclude TYPE[:none|minor|serious]`, repeatable (spec: None 0–5%, Minor 5.1–10%, Serious 10.1–20%). */
export const exclusionListArg = (value: string, previous: string[] = []): string[] => {
  const items = listArg(value);
  if (tools)
    for (const item of items) {
      const [type, band = 'none'] = item.split(':').map((s) => s.trim().toLowerCase());
      if (!type || !/^[a-z][a-z0-9_]*$/.test(type)) invalid(tools, 'argExclusion', { value: item });
      if (band !== 'none' && band !== 'minor' && band !== 'serious')
        invalid(tools, 'argExclusionBand', { value: band ?? '' });
    }
  return [...previous, ...items];
};
