import type {
  CountryScreeningCriteria,
  Locale,
  ScreeningKind,
  ScreeningQuery,
  ScreeningView,
} from '@esgkit/core';
import { createScreeningPdfService } from '../../services/exports/screening-pdf.ts';
import type { PdfJobs } from '../../services/pdf-jobs.ts';
import type { ReportService } from '../../services/report.ts';
import type { ScreeningService } from '../../services/screening.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf } from './access.ts';

/**
 * `POST /api/v1/screening/:kind/pdf`: a screen's one-page PDF (criteria and first rows), in the caller's language;
 * an API-only engine (ESGKIT_WORKER=0) never renders it: a worker does, as a job, and the request waits (issue 32).
 * `…/pdf/jobs` starts the same render as a job (202), read through exports.job and exports.jobPdf.
 */
export const screeningPdfHandlers = (deps: {
  screening: ScreeningService;
  report: ReportService;
  pdfJobs: PdfJobs;
}): Pick<RouteHandlers, 'exports.screeningPdf' | 'exports.screeningPdfJob'> => {
  const service = createScreeningPdfService(deps);
  const requestOf = (input: {
    params: { kind: ScreeningKind };
    query: ScreeningView;
    body: ScreeningQuery | CountryScreeningCriteria;
    locale: Locale;
  }) => ({
    kind: input.params.kind,
    criteria: input.body,
    view: { orderBy: input.query.orderBy, order: input.query.order, find: input.query.find },
    locale: input.locale,
  });
  return {
    'exports.screeningPdfJob': async (input) => ({
      data: await deps.pdfJobs.startScreening(callerOf(input.principal), requestOf(input)),
      status: 202,
    }),
    'exports.screeningPdf': async (input) => {
      const { params, principal } = input;
      const bytes = deps.pdfJobs.rendersHere()
        ? await service.render(callerOf(principal), requestOf(input))
        : await deps.pdfJobs.renderScreeningQueued(callerOf(principal), requestOf(input));
      const filename = `esgkit-screening-${params.kind}-${deps.report.today()}.pdf`;
      return { file: { bytes, contentType: 'application/pdf', filename } };
    },
  };
};
