import {
  CountryScreeningCriteria,
  DomainError,
  type Locale,
  type PdfSection,
  ScreeningKind,
  ScreeningQuery,
  screeningView,
} from '@esgkit/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { JobHandler } from '../jobs/types.ts';
import { findPortfolioById } from '../store/repositories/portfolios.ts';
import type { Database } from '../store/schema.ts';
import { accessScopeOf } from './access.ts';
import type { ScreeningPdfService } from './exports/screening-pdf.ts';
import { type Grant, principalOfGrant } from './grants.ts';
import { writeRenderFile } from './pdf-files.ts';
import type { Principal } from './principal.ts';
import type { ReportService } from './report.ts';

/** The share of the progress bar the sections' loading takes; the render is the rest (it reports no progress). */
const LOADING_SHARE = 90;

/**
 * Who asked, as the job carries it: the credential by id (services/grants.ts), checked again when the job renders —
 * a share link revoked or expired since, an API key revoked, a user deleted fail the job with the key that credential
 * answers now, and the user's or advisor's current plan decides the sections. Only this principal may read the job.
 */
export const PrincipalRef = z.union([
  z.object({ kind: z.literal('session'), userId: z.string() }),
  z.object({ kind: z.literal('apiKey'), userId: z.string(), apiKeyId: z.string() }),
  z.object({ kind: z.literal('share'), shareId: z.string() }),
]) satisfies z.ZodType<Grant>;

/** A report's PDF job data (JSON in the queue). `snapshotVersion`: a worker without that snapshot leaves it (jobs/worker.ts). */
export const ReportPdfJobData = z.object({
  renderId: z.string(),
  portfolioId: z.string(),
  principal: PrincipalRef,
  sections: z.array(z.string()).optional(),
  locale: z.string(),
  derivations: z.boolean().optional(),
  snapshotVersion: z.string().optional(),
});

/**
 * A screen's PDF job: the validated screening request (the route's own schemas, parsed again by the worker), which
 * the worker runs again as the principal before rendering — the screen's rows are not carried in the job.
 */
export const ScreeningPdfJobData = z.object({
  renderId: z.string(),
  principal: PrincipalRef,
  screening: z.object({
    kind: ScreeningKind,
    criteria: z.union([ScreeningQuery, CountryScreeningCriteria]),
    view: screeningView,
  }),
  locale: z.string(),
  snapshotVersion: z.string().optional(),
});

/** Either kind of PDF job on QUEUES.reportPdf (a report's job names a portfolio, a screen's its request). */
export const PdfJobData = z.union([ReportPdfJobData, ScreeningPdfJobData]);

/**
 * Stores a finished render's bytes in its `pdf_renders` row: under ESGKIT_REPORTS_DIR as a file whose path the row
 * keeps, else in the row (base64). A CSV job's file (`extension` csv) also names its file, which it learns when built.
 */
export const saveRender = async (
  db: Kysely<Database>,
  reportsDir: string | undefined,
  renderId: string,
  file: { bytes: Uint8Array; extension?: 'pdf' | 'csv'; filename?: string },
): Promise<void> => {
  await db
    .updateTable('pdf_renders')
    .set({
      ...(reportsDir
        ? { pdf_path: await writeRenderFile(reportsDir, renderId, file.bytes, file.extension) }
        : { pdf_base64: Buffer.from(file.bytes).toString('base64') }),
      ...(file.filename ? { filename: file.filename } : {}),
    })
    .where('id', '=', renderId)
    .execute();
};

/** Stores the spec's error key a render ended with (an answer for its caller, not worth a retry); the job's result. */
export const saveRenderError = async (db: Kysely<Database>, renderId: string, error: DomainError) => {
  await db
    .updateTable('pdf_renders')
    .set({ error_key: error.code, error_message: error.message })
    .where('id', '=', renderId)
    .execute();
  return { renderId, error: error.code };
};

/**
 * The worker's side of a PDF job (services/pdf-jobs.ts files and reads it): renders the portfolio's report as the
 * principal who asked and stores the PDF, or the spec's error key, in the job's `pdf_renders` row.
 */
export const pdfJobHandler = (deps: {
  db: Kysely<Database>;
  report: ReportService;
  screeningPdf: ScreeningPdfService;
  now: () => Date;
  /** ESGKIT_REPORTS_DIR: the PDF goes there as a file, the row keeps its path (else the bytes are in the row). */
  reportsDir?: string | undefined;
}): JobHandler => {
  const { db, report, now } = deps;
  const renderOf = async (
    data: z.infer<typeof PdfJobData>,
    principal: Principal,
    progress: (percent: number) => Promise<void>,
  ): Promise<Uint8Array> => {
    if ('screening' in data) {
      return deps.screeningPdf.render(principal, { ...data.screening, locale: data.locale as Locale });
    }
    const row = await findPortfolioById(db, data.portfolioId);
    if (!row) throw new DomainError('notFound');
    return report.render(row, {
      sections: data.sections as PdfSection[] | undefined,
      locale: data.locale as Locale,
      principal,
      scope: accessScopeOf(row),
      derivations: data.derivations,
      onLoaded: (loaded, total) => progress((loaded / total) * LOADING_SHARE),
    });
  };

  const handle: JobHandler = async (job) => {
    const data = PdfJobData.parse(job.data);
    try {
      const principal = await principalOfGrant(db, data.principal, now().toISOString());
      const bytes = await renderOf(data, principal, job.progress);
      await saveRender(db, deps.reportsDir, data.renderId, { bytes });
      return { renderId: data.renderId, bytes: bytes.byteLength };
    } catch (error) {
      // a refusal, a section that fails to load or a render past its time is the caller's answer, not worth a retry
      // (spec doc 1 §4: the error and timeout flags); a crash is retried, then the job is dead (pdfError)
      if (!(error instanceof DomainError)) throw error;
      return saveRenderError(db, data.renderId, error);
    }
  };

  return handle;
};
