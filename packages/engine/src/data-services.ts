import type { PlansFile } from '@esgkit/core';
import type { Logger } from 'pino';
import type { EngineConfig } from './config/env.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AccountService } from './services/accounts.ts';
import { createAdvisorTools } from './services/advisor-tools.ts';
import { createCalculationService } from './services/calculations/index.ts';
import { createExportService } from './services/exports/index.ts';
import { createNotificationService } from './services/notifications/index.ts';
import { createPortfolioService, type PortfolioService } from './services/portfolios/index.ts';
import { createReportService } from './services/report.ts';
import { createSecurityService, type SnapshotSource } from './services/securities.ts';
import type { Store } from './store/db.ts';

/**
 * The services that read the served dataset (through `source`, null until it is loaded): securities, calculations,
 * portfolios, exports, the advisor's tools and the PDF report.
 */
export const createDataServices = (deps: {
  config: EngineConfig;
  store: Store;
  accounts: AccountService;
  source: SnapshotSource;
  plans: PlansFile;
  now: () => Date;
  version: string;
  mailer: Mailer;
  logger: Logger;
}) => {
  const { config, store, accounts, source, plans, now, version, mailer, logger } = deps;
  const securities = createSecurityService(source);
  const advisorTools = createAdvisorTools({
    store,
    accounts,
    securities,
    source,
    now,
    publicUrl: config.publicUrl,
    llm: config.llm,
    // the chat reads the calculation service at question time; it is built just below
    calculations: () => calculations,
  });
  // calculations and portfolios need each other: calculations reads portfolios at call time
  let portfolios: PortfolioService | undefined;
  const calculations = createCalculationService({
    store,
    source,
    portfolios: () => portfolios!,
    now,
    riskFreePct: config.riskFreePct,
    impactDefaults: advisorTools.settings.impactDefaults,
  });
  portfolios = createPortfolioService({
    store,
    securities,
    now,
    plans,
    isComputed: calculations.isComputed,
  });
  const exportsService = createExportService({
    store,
    calculations,
    source,
    matching: advisorTools.matching,
    scoring: advisorTools.scoring,
    publicUrl: config.publicUrl,
    now,
  });
  const report = createReportService({
    store,
    calculations,
    scoring: advisorTools.scoring,
    portfolios,
    source,
    now,
    methodologyVersion: version,
    renderPool: {
      size: config.reportThreads,
      backlog: config.reportBacklog,
      idleTimeoutMs: config.reportIdleMs,
    },
  });
  const notifications = createNotificationService({
    store,
    mailer,
    settings: advisorTools.settings,
    logger,
    now,
    publicUrl: config.publicUrl,
  });
  return { securities, calculations, portfolios, exportsService, advisorTools, report, notifications };
};
