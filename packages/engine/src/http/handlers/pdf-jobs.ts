import type { PdfJobs } from '../../services/pdf-jobs.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf, scoped } from './access.ts';

/** The PDF report as a job (issue 32): 202 with the job, its status, and its PDF once ready — for its caller only. */
export const pdfJobHandlers = (
  pdfJobs: PdfJobs,
): Pick<RouteHandlers, 'exports.reportJob' | 'exports.job' | 'exports.jobs' | 'exports.jobPdf'> => ({
  'exports.reportJob': async ({ body, principal, scope, locale }) => ({
    data: await pdfJobs.start(scoped(scope, 'portfolio'), callerOf(principal), {
      sections: body.sections,
      locale: body.locale ?? locale,
      derivations: body.derivations,
    }),
    status: 202,
  }),
  'exports.job': async ({ params, principal }) => ({
    data: await pdfJobs.status(params.jobId, callerOf(principal)),
  }),
  'exports.jobs': async ({ body, principal }) => ({
    data: await pdfJobs.statuses(body.jobIds, callerOf(principal)),
  }),
  'exports.jobPdf': async ({ params, principal }) => {
    const { bytes, filename } = await pdfJobs.pdf(params.jobId, callerOf(principal));
    return { file: { bytes, contentType: 'application/pdf', filename } };
  },
});
