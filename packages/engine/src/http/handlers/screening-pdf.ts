import { createScreeningPdfService } from '../../services/exports/screening-pdf.ts';
import type { ReportService } from '../../services/report.ts';
import type { ScreeningService } from '../../services/screening.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf } from './access.ts';

/** `POST /api/v1/screening/:kind/pdf`: a screen's one-page PDF (criteria and first rows), in the caller's language. */
export const screeningPdfHandlers = (deps: {
  screening: ScreeningService;
  report: ReportService;
}): Pick<RouteHandlers, 'exports.screeningPdf'> => {
  const service = createScreeningPdfService(deps);
  return {
    'exports.screeningPdf': async ({ params, query, body, principal, locale }) => {
      const bytes = await service.render(callerOf(principal), {
        kind: params.kind,
        criteria: body,
        view: { orderBy: query.orderBy, order: query.order, find: query.find },
        locale,
      });
      const filename = `esgkit-screening-${params.kind}-${deps.report.today()}.pdf`;
      return { file: { bytes, contentType: 'application/pdf', filename } };
    },
  };
};
