import { DomainError, type Locale, type PdfSection } from '@esgkit/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { JobHandler } from '../jobs/types.ts';
import { findPortfolioById } from '../store/repositories/portfolios.ts';
import { findUserById } from '../store/repositories/users.ts';
import type { Database } from '../store/schema.ts';
import { accessScopeOf } from './access.ts';
import type { Principal } from './principal.ts';
import type { ReportService } from './report.ts';

/** The share of the progress bar the sections' loading takes; the render is the rest (it reports no progress). */
const LOADING_SHARE = 90;

/**
 * Who asked, as the job carries it: the user (a session or API key: the same advisor) or the share link. The worker
 * reads the user again (their plan today), and only this principal may read the job (never the job id alone).
 */
export const PrincipalRef = z.union([
  z.object({ kind: z.literal('user'), userId: z.string(), apiKey: z.object({ id: z.string() }).optional() }),
  z.object({
    kind: z.literal('share'),
    share: z.object({
      shareId: z.string(),
      ownerId: z.string(),
      clientId: z.string(),
      portfolioId: z.string().nullable(),
      ownerAccessLevel: z.number(),
    }),
  }),
]);
export type PrincipalRef = z.infer<typeof PrincipalRef>;

/** A PDF job's data (JSON in the queue). `snapshotVersion`: a worker without that snapshot leaves it (jobs/worker.ts). */
export const PdfJobData = z.object({
  renderId: z.string(),
  portfolioId: z.string(),
  principal: PrincipalRef,
  sections: z.array(z.string()).optional(),
  locale: z.string(),
  derivations: z.boolean().optional(),
  snapshotVersion: z.string().optional(),
});

/**
 * The worker's side of a PDF job (services/pdf-jobs.ts files and reads it): renders the portfolio's report as the
 * principal who asked and stores the PDF, or the spec's error key, in the job's `pdf_renders` row.
 */
export const pdfJobHandler = (deps: {
  db: Kysely<Database>;
  report: ReportService;
  now: () => Date;
}): JobHandler => {
  const { db, report, now } = deps;
  const principalOf = async (ref: PrincipalRef): Promise<Principal> => {
    if (ref.kind === 'share') return { kind: 'share', share: ref.share };
    const user = await findUserById(db, ref.userId);
    if (!user) throw new DomainError('sessionExpired');
    return ref.apiKey
      ? { kind: 'apiKey', user, apiKeyId: ref.apiKey.id, scope: 'read-write' }
      : { kind: 'session', user, sessionId: 'pdf-job', expiresAt: now().toISOString() };
  };

  const handle: JobHandler = async (job) => {
    const data = PdfJobData.parse(job.data);
    try {
      const row = await findPortfolioById(db, data.portfolioId);
      if (!row) throw new DomainError('notFound');
      const bytes = await report.render(row, {
        sections: data.sections as PdfSection[] | undefined,
        locale: data.locale as Locale,
        principal: await principalOf(data.principal),
        scope: accessScopeOf(row),
        derivations: data.derivations,
        onLoaded: (loaded, total) => job.progress((loaded / total) * LOADING_SHARE),
      });
      await db
        .updateTable('pdf_renders')
        .set({ pdf_base64: Buffer.from(bytes).toString('base64') })
        .where('id', '=', data.renderId)
        .execute();
      return { renderId: data.renderId, bytes: bytes.byteLength };
    } catch (error) {
      // a refusal, a section that fails to load or a render past its time is the caller's answer, not worth a retry
      // (spec doc 1 §4: the error and timeout flags); a crash is retried, then the job is dead (pdfError)
      if (!(error instanceof DomainError)) throw error;
      await db
        .updateTable('pdf_renders')
        .set({ error_key: error.code, error_message: error.message })
        .where('id', '=', data.renderId)
        .execute();
      return { renderId: data.renderId, error: error.code };
    }
  };

  return handle;
};
