import type { PdfJobs } from '../../services/pdf-jobs.ts';
import type { ReportService } from '../../services/report.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf, scoped } from './access.ts';

/**
 * The PDF report (spec doc 1 §2 PDF export dialog): the chosen sections in the asked language, as a PDF file. An
 * API-only engine (ESGKIT_WORKER=0) never renders: a worker does, as a job, and the request waits for it (issue 32).
 */
export const reportHandlers = (
  report: ReportService,
  pdfJobs: PdfJobs,
): Pick<RouteHandlers, 'exports.report'> => ({
  'exports.report': async ({ body, principal, scope, locale: requestLocale }) => {
    const caller = callerOf(principal);
    if (!pdfJobs.rendersHere()) {
      const bytes = await pdfJobs.renderQueued(scoped(scope, 'portfolio'), caller, {
        sections: body.sections,
        locale: body.locale ?? requestLocale,
        derivations: body.derivations,
      });
      return {
        file: { bytes, contentType: 'application/pdf', filename: `esgkit-report-${report.today()}.pdf` },
      };
    }
    const bytes = await report.render(scoped(scope, 'portfolio'), {
      sections: body.sections,
      locale: body.locale ?? requestLocale,
      principal: caller,
      scope,
      derivations: body.derivations,
    });
    const day = report.today();
    return { file: { bytes, contentType: 'application/pdf', filename: `esgkit-report-${day}.pdf` } };
  },
});
