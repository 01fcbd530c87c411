import { DomainError } from '@esgkit/core';
import type { ReportService } from '../../services/report.ts';
import type { RouteHandlers } from '../context.ts';

/** The PDF report (spec doc 1 §2 PDF export dialog): the chosen sections in the asked language, as a PDF file. */
export const reportHandlers = (report: ReportService): Pick<RouteHandlers, 'exports.report'> => ({
  'exports.report': async ({ body, principal, scope, locale: requestLocale }) => {
    if (!principal) throw new DomainError('sessionExpired');
    if (!scope.portfolio) throw new DomainError('notFound');
    const caller =
      principal.kind === 'share'
        ? {
            accessLevel: principal.share.ownerAccessLevel,
            // sharing mode acts at capability 4 (doc 1 §4), as the capability middleware applies it
            capability: 4,
            isSharing: true,
            ownerId: principal.share.ownerId,
          }
        : {
            accessLevel: principal.user.access_level,
            capability: principal.user.capability,
            isSharing: false,
            ownerId: principal.user.id,
          };
    const bytes = await report.render(scope.portfolio, {
      sections: body.sections,
      locale: body.locale ?? requestLocale,
      caller,
      viewContext: scope.viewContext ?? 'client',
      isDemoPortfolio: scope.isDemoPortfolio === true,
    });
    const day = report.today();
    return { file: { bytes, contentType: 'application/pdf', filename: `esgkit-report-${day}.pdf` } };
  },
});
