import type { CsvJobs } from '../../services/exports/csv-jobs.ts';
import type { ExportService } from '../../services/exports/index.ts';
import type { RouteHandlers } from '../context.ts';
import { callerOf, scoped } from './access.ts';

/**
 * CSV exports: a signed, short-lived `urlDownload`, and the download it leads to (no login). The export service
 * decides, with the capability middleware's rule (services/access.ts), whether the caller may read the section's
 * view and whether it is limited, when the link is made and again when it is opened.
 */
export const exportHandlers = (
  exportsService: ExportService,
  csvJobs: CsvJobs,
): Pick<
  RouteHandlers,
  | 'exports.csv'
  | 'exports.screeningCsv'
  | 'exports.matchingCsv'
  | 'exports.download'
  | 'exports.csvJob'
  | 'exports.csvJobStatus'
  | 'exports.csvJobFile'
> => ({
  'exports.csv': async ({ params, query, scope, principal, locale }) => {
    const caller = callerOf(principal);
    return {
      data: await exportsService.portfolioLink(caller, scoped(scope, 'portfolio'), {
        section: params.section,
        impactType: query.type as 0 | 2 | undefined,
        locale: query.locale ?? locale,
        format: query.format,
      }),
    };
  },
  'exports.screeningCsv': async ({ params, query, body, principal, locale }) => {
    return {
      data: await exportsService.screeningLink(callerOf(principal), {
        screening: params.kind,
        query: body,
        view: { orderBy: query.orderBy, order: query.order, find: query.find },
        locale,
        format: query.format,
      }),
    };
  },
  'exports.matchingCsv': async ({ query, body, principal, locale }) => ({
    data: await exportsService.matchingLink(callerOf(principal), {
      query: body,
      locale,
      format: query.format,
    }),
  }),
  'exports.download': async ({ params }) => ({ file: await exportsService.download(params.token) }),
  // issue 32: the same CSV built by a worker; the link is the only credential, as for the download
  'exports.csvJob': async ({ params }) => ({ data: await csvJobs.start(params.token), status: 202 }),
  'exports.csvJobStatus': async ({ params }) => ({ data: await csvJobs.status(params.token, params.jobId) }),
  'exports.csvJobFile': async ({ params }) => ({ file: await csvJobs.file(params.token, params.jobId) }),
});
