import { writeFile } from 'node:fs/promises';
import {
  ApiError,
  formatPercent,
  SCORE_PILLARS,
  type ScorePillar,
  ScoringFileFormat,
  type ScoringProfile,
  type ScoringWeights,
} from '@esgkit/core';
import { ExitCode, InvalidInputError, UsageError } from '../errors.ts';
import { readUserFile } from '../io/user-file.ts';
import type { Runtime } from '../runtime.ts';
import { withConnection } from './session.ts';

export type ScoringSetOptions = { [P in ScorePillar]?: string | undefined };

const printProfile = (runtime: Runtime, p: ScoringProfile): void => {
  const d = runtime.describe;
  runtime.write(
    `${p.version === 0 ? d('scoring.versionDefault') : d('scoring.version', { version: p.version })}\n`,
  );
  const labels = SCORE_PILLARS.map((k) => [k, d(`scoring.pillars.${k}`)] as const);
  const width = Math.max(...labels.map(([, l]) => l.length));
  for (const [k, label] of labels)
    runtime.write(
      `${`${label}:`.padEnd(width + 2)}${formatPercent(p.weights[k], runtime.locale, { decimals: 1 })}\n`,
    );
};

export const showScoring = (runtime: Runtime): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    printProfile(runtime, (await client.call('scoring.get', { signal: runtime.signal })).data);
    return ExitCode.ok;
  });

export const setScoring = (runtime: Runtime, options: ScoringSetOptions): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const { data: current } = await client.call('scoring.get', { signal: runtime.signal });
    const weights: ScoringWeights = { ...current.weights };
    for (const p of SCORE_PILLARS) {
      const given = options[p];
      if (given === undefined) continue;
      const n = Number(given.replace(',', '.'));
      if (given.trim() === '' || !Number.isFinite(n))
        throw new UsageError(`--${p}: ${runtime.describe('messages.invalidWeight')}`);
      weights[p] = n;
    }
    const { data } = await client.call('scoring.save', { body: weights, signal: runtime.signal });
    runtime.note(runtime.describe('scoring.saved', { version: data.version }));
    printProfile(runtime, data);
    return ExitCode.ok;
  });

const formatOf = (file: string | undefined, format: string | undefined): ScoringFileFormat => {
  if (format !== undefined) {
    const parsed = ScoringFileFormat.safeParse(format.toLowerCase());
    if (!parsed.success) throw new UsageError(`--format: ${format} (yaml, json)`);
    return parsed.data;
  }
  return file?.toLowerCase().endsWith('.json') ? 'json' : 'yaml';
};

export const exportScoring = (
  runtime: Runtime,
  options: { file?: string | undefined; format?: string | undefined },
): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const format = formatOf(options.file, options.format);
    const { data } = await client.call('scoring.export', { query: { format }, signal: runtime.signal });
    if (options.file) await writeFile(options.file, data.text);
    else runtime.write(data.text);
    return ExitCode.ok;
  });

/** A refused file: one `FILE:line: field: message` line per issue (docs/conventions.md §4), exit 3. */
export const importScoring = async (runtime: Runtime, options: { file: string }): Promise<ExitCode> => {
  const text = await readUserFile(options.file, runtime.describe, 'utf8');
  return withConnection(runtime, async ({ client }) => {
    try {
      const { data } = await client.call('scoring.import', { body: { text }, signal: runtime.signal });
      runtime.note(runtime.describe('scoring.imported', { version: data.version }));
      printProfile(runtime, data);
      return ExitCode.ok;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'invalidInput' || error.issues.length === 0)
        throw error;
      const lines = error.issues.map((i) => {
        const field = i.path.length > 0 ? `${i.path.join('.')}: ` : '';
        return `${options.file}:${i.params?.line ?? 1}: ${field}${runtime.describe(i.messageKey, i.params)}`;
      });
      throw new InvalidInputError(lines[0]!, lines.slice(1));
    }
  });
};
