import type { ReportService } from '../../services/report.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf, scoped } from './access.ts';

/** The PDF report (spec doc 1 §2 PDF export dialog): the chosen sections in the asked language, as a PDF file. */
export const reportHandlers = (report: ReportService): Pick<RouteHandlers, 'exports.report'> => ({
  'exports.report': async ({ body, principal, scope, locale: requestLocale }) => {
    const caller = callerOf(principal);
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
