import {
  DomainError,
  type Issue,
  issueOf,
  readCsvTable,
  ScreeningQuery,
  type ScreeningTemplate,
  type ScreeningTemplateKind,
  securityInputProblem,
  type TemplateCsvUploadResult,
  templateCsvUploadOutcomes,
  templateUploadOutcome,
  toWireDateTime,
  validateScreeningCsvColumns,
  validateScreeningCsvContent,
  validateScreeningTemplate,
} from '@esgkit/core';
import type { Store } from '../store/db.ts';
import { newId } from '../store/ids.ts';
import {
  deleteOwnedTemplate,
  listOwnedTemplates,
  updateTemplateRow,
} from '../store/repositories/template-rows.ts';
import { insertTemplate, type TemplateRow } from '../store/repositories/templates.ts';
import type { UserRow } from '../store/repositories/users.ts';
import type { SecurityService } from './securities.ts';

/** What a template row keeps in data_json. */
interface StoredTemplate {
  filters: ScreeningQuery | null;
  securities: string[];
  /** Created without filters or securities: the CSV upload that follows gives it its content (doc 1 §4). */
  awaitingCsv?: boolean;
}

/**
 * How long a template created for a CSV waits for its upload (doc 1 §4: create, then upload). One that is still
 * waiting after this was left by an interrupted upload: listing the owner's templates deletes it (docs/decisions.md).
 */
export const AWAITING_CSV_TTL_MS = 60 * 60 * 1000;

/** A CSV template holds at most this many securities (core's ScreeningTemplate.securities). */
const MAX_TEMPLATE_SECURITIES = 10_000;

const parseStored = (json: string): StoredTemplate => {
  let raw: Partial<StoredTemplate> = {};
  try {
    raw = JSON.parse(json) as Partial<StoredTemplate>;
  } catch {
    raw = {};
  }
  const filters = ScreeningQuery.nullable().safeParse(raw.filters ?? null);
  return {
    filters: filters.success ? filters.data : null,
    securities: Array.isArray(raw.securities) ? raw.securities.filter((s) => typeof s === 'string') : [],
    ...(raw.awaitingCsv ? { awaitingCsv: true } : {}),
  };
};

export const toScreeningTemplate = (row: TemplateRow): ScreeningTemplate => {
  const stored = parseStored(row.data_json);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as ScreeningTemplateKind,
    filters: stored.filters,
    securities: stored.securities,
    updatedAt: toWireDateTime(new Date(row.updated_at)),
  };
};

const invalid = (issues: Issue[]): DomainError => new DomainError('invalidInput', { issues });

/** The upload result of a content issue (spec doc 1 §4: 1 no funds, 2 no companies, 3 and 4 mixed, true). */
const resultOfContent = (issues: readonly Issue[]): TemplateCsvUploadResult => {
  const key = issues[0]?.messageKey;
  if (key === 'csvNoFunds') return templateCsvUploadOutcomes.noFunds;
  if (key === 'csvNoCompanies') return templateCsvUploadOutcomes.noCompanies;
  if (key === 'csvMixedWithCompanies') return templateCsvUploadOutcomes.mixedWithCompanies;
  if (key === 'csvMixedWithFunds') return templateCsvUploadOutcomes.mixedWithFunds;
  return templateCsvUploadOutcomes.success;
};

/**
 * Reads a template CSV with core's CSV reader, as a portfolio CSV is read (comma, semicolon or tab; a BOM): a header
 * of ISIN and/or Ticker columns only (doc 1 §5, csvFormatError otherwise), then one security a row — the first
 * non-empty cell. A cell that cannot be an ISIN or ticker is csvContentError with its line and column.
 */
export const readTemplateCsv = (csv: string): string[] => {
  const [header, ...body] = readCsvTable(csv).records;
  const headerIssues = validateScreeningCsvColumns(header?.cells ?? []);
  if (headerIssues.length > 0) throw new DomainError('csvFormatError', { issues: headerIssues });
  const inputs: string[] = [];
  const issues: Issue[] = [];
  for (const { cells: fields, line } of body) {
    const column = fields.findIndex((f) => f.trim() !== '');
    if (column < 0) continue;
    const input = fields[column]!.trim();
    const problem = securityInputProblem(input);
    if (!problem) inputs.push(input.toUpperCase());
    else
      issues.push(
        issueOf('invalidSecurityInput', [line, column], {
          ...(problem === 'isinCheckDigit' ? { code: problem } : {}),
          params: { item: input },
        }),
      );
  }
  if (issues.length > 0) throw new DomainError('csvContentError', { issues });
  return [...new Set(inputs)];
};

export interface TemplateServiceOptions {
  store: Store;
  securities: SecurityService;
  now: () => Date;
}

/** Screening templates (spec doc 1 §3): filters or a list of securities from a CSV; CRUD and the CSV upload. */
export const createTemplateService = (options: TemplateServiceOptions) => {
  const { store, securities, now } = options;
  const nowIso = () => now().toISOString();

  const write = async (row: TemplateRow, name: string, kind: string, stored: StoredTemplate) => {
    await updateTemplateRow(store.db, row.id, {
      name,
      kind,
      data_json: JSON.stringify(stored),
      updated_at: nowIso(),
    });
  };

  /** The owner's templates, after deleting those an interrupted upload left waiting for their CSV. */
  const listFresh = async (owner: UserRow): Promise<ScreeningTemplate[]> => {
    const rows = await listOwnedTemplates(store.db, owner.id);
    const cutoff = now().getTime() - AWAITING_CSV_TTL_MS;
    const isStale = (row: TemplateRow) =>
      parseStored(row.data_json).awaitingCsv === true && Date.parse(row.created_at) < cutoff;
    for (const row of rows.filter(isStale)) await deleteOwnedTemplate(store.db, owner.id, row.id);
    return rows.filter((row) => !isStale(row)).map(toScreeningTemplate);
  };

  return {
    async list(owner: UserRow): Promise<ScreeningTemplate[]> {
      return listFresh(owner);
    },

    /**
     * Saves a template. It needs a name and at least one filter or security (doc 1 §5); a fund or company template
     * with neither is accepted as the first half of "created with a CSV" (doc 1 §4) and waits for its upload,
     * which fills it or, with result 1 or 2, deletes it.
     */
    async create(
      owner: UserRow,
      input: Omit<ScreeningTemplate, 'id' | 'updatedAt' | 'editing'> & {
        editing?: boolean;
        updatedAt?: string;
      },
    ): Promise<ScreeningTemplate> {
      const issues = validateScreeningTemplate(input);
      const awaitingCsv =
        issues.length === 1 && issues[0]!.messageKey === 'templateFilterRequired' && input.kind !== 'country';
      if (issues.length > 0 && !awaitingCsv) throw invalid(issues);
      const at = nowIso();
      const row: TemplateRow = {
        id: newId(),
        owner_id: owner.id,
        kind: input.kind,
        name: input.name.trim(),
        data_json: JSON.stringify({
          filters: input.filters,
          securities: input.securities,
          ...(awaitingCsv ? { awaitingCsv } : {}),
        } satisfies StoredTemplate),
        created_at: at,
        updated_at: at,
      };
      await insertTemplate(store.db, row);
      return toScreeningTemplate(row);
    },

    /**
     * Changes a template; the result must still have a name and a filter or security, unless it is still waiting for
     * its CSV. Answers the whole list (spec doc 2 §7: updateScreeningTemplate answers a raw array).
     */
    async update(
      owner: UserRow,
      row: TemplateRow,
      patch: Partial<Omit<ScreeningTemplate, 'id'>>,
    ): Promise<ScreeningTemplate[]> {
      const current = toScreeningTemplate(row);
      const next = {
        name: (patch.name ?? current.name).trim(),
        kind: patch.kind ?? current.kind,
        filters: patch.filters === undefined ? current.filters : patch.filters,
        securities: patch.securities ?? current.securities,
      };
      const issues = validateScreeningTemplate(next);
      // a template still waiting for its CSV may be renamed before the upload gives it content
      const stillAwaiting =
        parseStored(row.data_json).awaitingCsv === true &&
        next.kind !== 'country' &&
        issues.length === 1 &&
        issues[0]!.messageKey === 'templateFilterRequired';
      if (issues.length > 0 && !stillAwaiting) throw invalid(issues);
      await write(row, next.name, next.kind, {
        filters: next.filters,
        securities: next.securities,
        ...(stillAwaiting ? { awaitingCsv: true } : {}),
      });
      return listFresh(owner);
    },

    async remove(owner: UserRow, row: TemplateRow): Promise<void> {
      if (!(await deleteOwnedTemplate(store.db, owner.id, row.id))) throw new DomainError('notFound');
    },

    /**
     * Fills a fund or company template from a CSV of ISINs or tickers (doc 1 §4, §5). Answers 1 (no funds) or 2 (no
     * companies) and leaves the template as it was, or deletes it when it was created for this upload; 3 or 4 when
     * securities of the other kind were left out (a warning); true when every security found is of the template's
     * kind. The template keeps the securities found of its kind.
     */
    async uploadCsv(owner: UserRow, row: TemplateRow, csv: string): Promise<TemplateCsvUploadResult> {
      if (row.kind !== 'fund' && row.kind !== 'company')
        throw invalid([issueOf('csvOnlyIsinOrTicker', ['kind'], { params: { kind: row.kind } })]);
      const kind = row.kind as 'fund' | 'company';
      const stored = parseStored(row.data_json);
      let inputs: string[];
      try {
        inputs = readTemplateCsv(csv);
      } catch (error) {
        // an unreadable CSV ends the creation it was part of, as results 1 and 2 do (doc 1 §4)
        if (stored.awaitingCsv === true) await deleteOwnedTemplate(store.db, owner.id, row.id);
        throw error;
      }
      const resolved = securities.exist(inputs);
      const result = resultOfContent(validateScreeningCsvContent(kind, resolved));
      const outcome = templateUploadOutcome(result, { templateJustCreated: stored.awaitingCsv === true });
      if (outcome.deleteTemplate) {
        await deleteOwnedTemplate(store.db, owner.id, row.id);
        return result;
      }
      if (outcome.status === 'error') return result;
      const wanted = kind === 'fund' ? 'fund' : 'equity';
      const kept = resolved.filter((r) => r.exists && r.type === wanted).map((r) => r.input);
      if (kept.length > MAX_TEMPLATE_SECURITIES)
        throw new DomainError('csvContentError', {
          issues: [issueOf('maxSecurities', [], { params: { max: MAX_TEMPLATE_SECURITIES } })],
        });
      await write(row, row.name, row.kind, { filters: stored.filters, securities: kept });
      return result;
    },
  };
};

export type TemplateService = ReturnType<typeof createTemplateService>;
