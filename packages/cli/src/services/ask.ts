import { extname } from 'node:path';
import {
  type ChatAnswer,
  type ChatFlag,
  type ChatTable,
  chatAnswerChart,
  formatNumber,
  formatPercent,
  type Locale,
  noDataMarker,
} from '@esgkit/core';
import { ExitCode, OptionError } from '../errors.ts';
import type { Describe } from '../io/messages.ts';
import type { Runtime } from '../runtime.ts';
import { renderTable } from '../ui/table.ts';
import { writeFileIn } from './downloads.ts';
import { withConnection } from './session.ts';

export interface AskOptions {
  question: string;
  json?: boolean | undefined;
  chart?: string | undefined;
}

/**
 * The exit code of each answer flag (spec doc 1 §4): an answer (0, and 4 = understood, no figure) exits 0; a
 * refusal exits 10 + its flag, so a script can tell them apart (docs/cli.md "esgkit ask").
 */
export const exitOfFlag = (flag: ChatFlag): ExitCode => {
  const byFlag: Record<ChatFlag, ExitCode> = {
    0: ExitCode.ok,
    1: ExitCode.chatNotInStarter,
    2: ExitCode.chatCompanyUnknown,
    3: ExitCode.chatIndicatorUnknown,
    4: ExitCode.ok,
    5: ExitCode.chatNotUnderstood,
    6: ExitCode.chatTooManyIndicators,
  };
  return byFlag[flag];
};

/** The web's Plan page (spec doc 2 §2 "a link to the profile Plan page at /platform/profile/Plan"). */
const PLAN_PAGE = '/platform/profile/Plan';

/** Years and ranks are counts, not figures: printed as typed; figures with 2 decimals (doc 2 §9), none = n/a. */
const cellText = (key: string, value: string | number | null | undefined, locale: Locale): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && (key === 'year' || key === 'rank')) return String(value);
  return value === undefined ? '' : formatNumber(value, locale);
};

const tableText = (table: ChatTable, locale: Locale, hasColor: boolean): string =>
  renderTable({
    columns: table.columns.map((c) => ({
      header: c.unit ? `${c.label} (${c.unit})` : c.label,
      align: table.rows.some((r) => typeof r[c.key] === 'number' || r[c.key] === null) ? 'right' : 'left',
    })),
    rows: table.rows.map((row) => table.columns.map((c) => cellText(c.key, row[c.key], locale))),
    hasColor,
  });

/**
 * An answer as the terminal prints it: the sentence (a refusal's message with its suggestions or tips, as the engine
 * wrote it), for flag 1 where to upgrade, then the table and the source of each figure.
 */
export const answerText = (
  answer: ChatAnswer,
  options: { locale: Locale; describe: Describe; hasColor?: boolean },
): string => {
  const { locale, describe: d } = options;
  const parts = [`${answer.response}\n`];
  if (answer.flag === 1) parts.push(`${d('chat.upgradeLink')}: ${PLAN_PAGE}\n`);
  if (answer.table && answer.table.rows.length > 0)
    parts.push(`\n${tableText(answer.table, locale, options.hasColor ?? false)}`);
  const sources = answer.sources ?? [];
  if (sources.length > 0) {
    parts.push(`\n${d('chat.sourcesTitle')}\n`);
    for (const s of sources)
      parts.push(
        `  ${d('chat.source', {
          indicator: s.indicator,
          entity: s.entity,
          year: s.year ?? noDataMarker(locale),
          coverage: formatPercent(s.coverage, locale),
        })}\n`,
      );
  }
  return parts.join('');
};

/** A chart written as PNG is this wide, in pixels (twice the web chat's column, sharp on a slide). */
const CHART_PNG_WIDTH = 1200;

/** --chart's file: SVG, or PNG drawn from the same SVG. */
export const checkChartPath = (file: string, describe: Describe): void => {
  if (!['.svg', '.png'].includes(extname(file).toLowerCase()))
    throw new OptionError('chart', describe('cli.ask.chartSvgOnly'));
};

/** The answer's chart as SVG: core's chat chart (area over years, else columns; K/M; 2 decimals), drawn as the PDF does. */
export const answerChartSvg = async (answer: ChatAnswer, runtime: Pick<Runtime, 'locale' | 'describe'>) => {
  if (!answer.chartData) return null;
  const { renderChartSvg } = await import('@esgkit/report');
  return renderChartSvg(
    chatAnswerChart(answer.chartData, {
      locale: runtime.locale,
      width: 640,
      labels: { noData: runtime.describe('messages.noData') },
    }),
  );
};

/** `esgkit ask "…"`: one question to chat.ask with the caller's plan (doc 2 §6), printed or as JSON. */
export const ask = (runtime: Runtime, options: AskOptions): Promise<ExitCode> => {
  if (options.chart !== undefined) checkChartPath(options.chart, runtime.describe);
  return withConnection(runtime, async ({ client }) => {
    const { data: profile } = await client.call('profile.get', { signal: runtime.signal });
    const { data: answer } = await client.call('chat.ask', {
      body: { question: options.question, plan: profile.plan },
      signal: runtime.signal,
    });
    if (options.json) runtime.write(`${JSON.stringify(answer, null, 2)}\n`);
    else
      runtime.write(
        answerText(answer, {
          locale: runtime.locale,
          describe: runtime.describe,
          hasColor: runtime.hasColor,
        }),
      );
    if (options.chart !== undefined) {
      const svg = await answerChartSvg(answer, runtime);
      if (svg === null) runtime.note(runtime.describe('cli.ask.noChart', { file: options.chart }));
      else {
        const png = extname(options.chart).toLowerCase() === '.png';
        await writeFileIn(
          options.chart,
          png ? await (await import('@esgkit/engine/pdf-logo')).svgToPng(svg, CHART_PNG_WIDTH) : svg,
        );
        runtime.note(runtime.describe('cli.ask.chartWritten', { file: options.chart }));
      }
    }
    return exitOfFlag(answer.flag);
  });
};
