import { ApiError, type ScreeningTemplateKind, templateCsvUploadOutcomes } from '@esgkit/core';
import { CliError, ExitCode, InvalidInputError, UsageError } from '../errors.ts';
import { formatIssueLine, toCliIssue } from '../io/messages.ts';
import { readUserFile } from '../io/user-file.ts';
import type { Runtime } from '../runtime.ts';
import { renderTable } from '../ui/table.ts';
import { resolveFilterFlags, type ScreenFilterFlags, screeningQueryOf } from './screen.ts';
import { withConnection } from './session.ts';

const find = async (
  runtime: Runtime,
  client: Parameters<Parameters<typeof withConnection>[1]>[0]['client'],
  name: string,
) => {
  const { data } = await client.call('templates.list', { signal: runtime.signal });
  const found = data.find((t) => t.id === name || t.name.toLowerCase() === name.toLowerCase());
  if (!found)
    throw new CliError(ExitCode.invalidInput, runtime.describe('cli.templates.notFound', { query: name }));
  return found;
};

const countFilters = (filters: Record<string, unknown> | null): number =>
  filters
    ? Object.values(filters).filter((v) =>
        Array.isArray(v)
          ? v.length > 0
          : v && typeof v === 'object'
            ? Object.keys(v).length > 0
            : v !== undefined,
      ).length
    : 0;

export const listTemplates = (runtime: Runtime, options: { json: boolean }): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const { data } = await client.call('templates.list', { signal: runtime.signal });
    if (options.json) runtime.write(`${JSON.stringify(data, null, 2)}\n`);
    else if (data.length > 0) {
      const d = runtime.describe;
      runtime.write(
        renderTable({
          columns: [
            { header: d('cli.columns.name') },
            { header: d('cli.columns.kind') },
            { header: d('cli.columns.filters'), align: 'right' },
            { header: d('cli.columns.holdings'), align: 'right' },
            { header: d('cli.columns.id') },
          ],
          rows: data.map((t) => [
            t.name,
            t.kind,
            String(countFilters(t.filters)),
            String(t.securities.length),
            t.id,
          ]),
          hasColor: runtime.hasColor,
        }),
      );
    }
    if (data.length === 0) runtime.note(runtime.describe('emptyTemplateList'));
    return ExitCode.ok;
  });

export const addTemplate = async (
  runtime: Runtime,
  options: ScreenFilterFlags & { name: string; kind: ScreeningTemplateKind; csv?: string | undefined },
): Promise<ExitCode> => {
  const filters = screeningQueryOf(options, null, runtime.describe);
  // spec doc 1 §5: a template needs a name and at least one filter (or securities from a CSV).
  if (countFilters(filters) === 0 && !options.csv)
    throw new UsageError(runtime.describe('templateFilterRequired'));
  // read first: a missing file must not leave a template without its securities behind
  const csv = options.csv ? await readUserFile(options.csv, runtime.describe, 'utf8') : undefined;
  return withConnection(runtime, async ({ client }) => {
    const flags = await resolveFilterFlags(runtime, client, options.kind, options);
    const { data } = await client.call('templates.create', {
      body: {
        name: options.name,
        kind: options.kind,
        filters: screeningQueryOf(flags, null, runtime.describe),
        securities: [],
      },
      signal: runtime.signal,
    });
    runtime.note(runtime.describe('cli.templates.created', { name: data.name, id: data.id }));
    if (options.csv && csv !== undefined) return upload(runtime, client, data, options.csv, csv);
    return ExitCode.ok;
  });
};

export const editTemplate = (
  runtime: Runtime,
  options: ScreenFilterFlags & { name: string; rename?: string | undefined },
): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const found = await find(runtime, client, options.name);
    const filters = screeningQueryOf(
      await resolveFilterFlags(runtime, client, found.kind, options),
      found,
      runtime.describe,
    );
    await client.call('templates.update', {
      params: { templateId: found.id },
      body: { filters, ...(options.rename ? { name: options.rename } : {}) },
      signal: runtime.signal,
    });
    runtime.note(runtime.describe('cli.templates.updated', { name: options.rename ?? found.name }));
    return ExitCode.ok;
  });

export const removeTemplate = (runtime: Runtime, options: { name: string }): Promise<ExitCode> =>
  withConnection(runtime, async ({ client }) => {
    const found = await find(runtime, client, options.name);
    await client.call('templates.delete', { params: { templateId: found.id }, signal: runtime.signal });
    runtime.note(runtime.describe('cli.templates.deleted', { name: found.name }));
    return ExitCode.ok;
  });

/**
 * The engine's refusal of a template CSV as `FILE:line: reason` lines, exit 3, like a portfolio CSV's. Its issues'
 * paths are [line, column], line 0 being the header (core's validateScreeningCsvColumns).
 */
const refusedCsv = (runtime: Runtime, file: string, error: unknown): unknown => {
  if (!(error instanceof ApiError) || (error.code !== 'csvFormatError' && error.code !== 'csvContentError'))
    return error;
  const lines = error.issues.map((issue) => {
    const [line] = issue.path;
    const column = issue.params?.column;
    const cliIssue = toCliIssue(
      issue,
      { file, line: typeof line === 'number' ? Math.max(line, 1) : null },
      runtime.describe,
    );
    return formatIssueLine({
      ...cliIssue,
      message: column ? `${column}: ${cliIssue.message}` : cliIssue.message,
    });
  });
  return new InvalidInputError(runtime.describe(error.code), lines);
};

const upload = async (
  runtime: Runtime,
  client: Parameters<Parameters<typeof withConnection>[1]>[0]['client'],
  template: { id: string; name: string },
  file: string,
  csv: string,
): Promise<ExitCode> => {
  const { data } = await client
    .call('templates.uploadCsv', {
      params: { templateId: template.id },
      body: { csv },
      signal: runtime.signal,
    })
    .catch((error: unknown) => {
      throw refusedCsv(runtime, file, error);
    });
  // spec doc 1 §4: 1 no funds, 2 no companies (errors), 3 and 4 mixed content (warnings), true success.
  const d = runtime.describe;
  if (data === templateCsvUploadOutcomes.noFunds || data === templateCsvUploadOutcomes.noCompanies) {
    runtime.note(`${file}: ${d(data === 1 ? 'csvNoFunds' : 'csvNoCompanies')}`);
    return ExitCode.invalidInput;
  }
  if (data === templateCsvUploadOutcomes.mixedWithCompanies)
    runtime.note(`${file}: ${d('csvMixedWithCompanies')}`);
  if (data === templateCsvUploadOutcomes.mixedWithFunds) runtime.note(`${file}: ${d('csvMixedWithFunds')}`);
  runtime.note(d('cli.templates.uploaded', { name: template.name }));
  return ExitCode.ok;
};

export const uploadTemplate = async (
  runtime: Runtime,
  options: { name: string; file: string },
): Promise<ExitCode> => {
  const csv = await readUserFile(options.file, runtime.describe, 'utf8');
  return withConnection(runtime, async ({ client }) => {
    const found = await find(runtime, client, options.name);
    return upload(runtime, client, found, options.file, csv);
  });
};
