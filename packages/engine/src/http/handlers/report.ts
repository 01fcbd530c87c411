import { DomainError } from '@esgkit/core';
import type { ReportService } from '../../services/report.ts';
import type { RouteHandlers } from '../context.ts';

/** The PDF report (spec doc 1 §2 PDF export dialog): the chosen sections in the asked language, as a PDF file. */
export const reportHandlers = (report: ReportService): Pick<RouteHandlers, 'exports.report'> => ({
  'exports.report': async ({ body, principal, scope, locale: requestLocale }) => {
    if (!principal) throw new DomainError('sessionExpired');
    if (!scope.portfolio) throw new DomainError('notFound');
    const bytes = await report.render(scope.portfolio, {
      sections: body.sections,
      locale: body.locale ?? requestLocale,
      principal,
      scope,
    });
    const day = report.today();
    return { file: { bytes, contentType: 'application/pdf', filename: `esgkit-report-${day}.pdf` } };
  },
});
