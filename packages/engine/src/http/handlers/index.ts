import type { DatasetLoading, PlansFile } from '@esgkit/core';
import type { AccountService } from '../../services/accounts.ts';
import type { AdvisorTools } from '../../services/advisor-tools.ts';
import type { ApiKeyService } from '../../services/api-keys.ts';
import type { BillingService } from '../../services/billing/index.ts';
import type { CalculationService } from '../../services/calculations/index.ts';
import type { ChainJobs } from '../../services/chain-jobs.ts';
import type { CsvJobs } from '../../services/exports/csv-jobs.ts';
import type { ExportService } from '../../services/exports/index.ts';
import type { NotificationService } from '../../services/notifications/index.ts';
import type { PdfJobs } from '../../services/pdf-jobs.ts';
import type { PortfolioService } from '../../services/portfolios/index.ts';
import type { ReportService } from '../../services/report.ts';
import type { SecurityService, SnapshotSource } from '../../services/securities.ts';
import type { RouteHandlers } from '../context.ts';
import { advisorToolHandlers } from './advisor-tools.ts';
import { apiKeyHandlers } from './api-keys.ts';
import { authHandlers } from './auth.ts';
import { billingHandlers } from './billing.ts';
import { calculationHandlers } from './calculations.ts';
import { chainJobHandlers } from './chain-jobs.ts';
import { chatHandlers } from './chat.ts';
import { clientHandlers } from './clients.ts';
import { explainHandlers } from './explain.ts';
import { exportHandlers } from './exports.ts';
import { methodHandlers } from './methods.ts';
import { paiStatementHandlers } from './pai-statement.ts';
import { pdfJobHandlers } from './pdf-jobs.ts';
import { profileHandlers } from './profile.ts';
import { reportHandlers } from './report.ts';
import { scoringHandlers } from './scoring.ts';
import { screeningPdfHandlers } from './screening-pdf.ts';
import { systemHandlers } from './system.ts';

export interface HandlerDeps {
  accounts: AccountService;
  apiKeys: ApiKeyService;
  billing: BillingService;
  version: string;
  snapshotVersion: () => string | null;
  loading: () => DatasetLoading | null;
  portfolios: PortfolioService;
  securities: SecurityService;
  calculations: CalculationService;
  advisorTools: AdvisorTools;
  exports: ExportService;
  report: ReportService;
  /** The PDF report as a job (issue 32). */
  pdfJobs: PdfJobs;
  /** A client's chain as a job (issue 32). */
  chainJobs: ChainJobs;
  /** A large CSV export as a job, keyed by its download link (issue 32). */
  csvJobs: CsvJobs;
  /** The served snapshot (the PAI statement computes on it). */
  source: SnapshotSource;
  /** The plans in force (the PAI statement's securities limit). */
  plans: PlansFile;
  /** The PAI completion notice (issue 28). */
  notifications: NotificationService;
}

/** Every implemented route, written out (importing a module registers nothing). */
export const createHandlers = (deps: HandlerDeps): RouteHandlers => ({
  ...systemHandlers(deps),
  ...authHandlers(deps.accounts),
  ...apiKeyHandlers(deps.apiKeys),
  ...profileHandlers({ accounts: deps.accounts, media: deps.advisorTools.media }),
  ...clientHandlers(deps),
  ...calculationHandlers(deps),
  ...chainJobHandlers(deps.chainJobs),
  ...explainHandlers(deps),
  ...advisorToolHandlers({ tools: deps.advisorTools, portfolios: deps.portfolios }),
  ...exportHandlers(deps.exports, deps.csvJobs),
  ...reportHandlers(deps.report, deps.pdfJobs),
  ...pdfJobHandlers(deps.pdfJobs),
  ...screeningPdfHandlers({
    screening: deps.advisorTools.screening,
    report: deps.report,
    pdfJobs: deps.pdfJobs,
  }),
  ...paiStatementHandlers(deps),
  ...billingHandlers(deps.billing),
  ...scoringHandlers({ scoring: deps.advisorTools.scoring, calculations: deps.calculations }),
  ...chatHandlers(deps.advisorTools.chat),
  ...methodHandlers(),
});
