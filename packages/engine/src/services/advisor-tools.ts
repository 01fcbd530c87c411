import type { Store } from '../store/db.ts';
import type { AccountService } from './accounts.ts';
import type { CalculationService } from './calculations/index.ts';
import { createChatService } from './chat/index.ts';
import type { LlmConfig } from './chat/llm.ts';
import { createMatchingService } from './matching.ts';
import { createMediaService } from './media.ts';
import { createScoringService } from './scoring.ts';
import { createScreeningService } from './screening.ts';
import type { SecurityService, SnapshotSource } from './securities.ts';
import { createSettingsService } from './settings.ts';
import { createShareService } from './shares.ts';
import { createTemplateService } from './templates.ts';

export interface AdvisorToolsOptions {
  store: Store;
  accounts: AccountService;
  securities: SecurityService;
  source: SnapshotSource;
  now: () => Date;
  /** ESGKIT_PUBLIC_URL: the base of share links. */
  publicUrl: string;
  /** ESGKIT_LLM_URL…: the optional rewrite of chat questions the parser did not understand. */
  llm?: LlmConfig | undefined;
  /** The chat's screen and portfolio answers read the stored results (built after the advisor tools). */
  calculations?: () => CalculationService;
}

/** The advisor's own tools: profile and company (with images), share links, screening and templates, matching, settings, the chat. */
export const createAdvisorTools = (options: AdvisorToolsOptions) => {
  const { store, now } = options;
  const scoring = createScoringService({ store, source: options.source, now });
  return {
    media: createMediaService({ store, now }),
    shares: createShareService({ store, accounts: options.accounts, now, publicUrl: options.publicUrl }),
    screening: createScreeningService(options.source),
    matching: createMatchingService(options.source),
    templates: createTemplateService({ store, securities: options.securities, now }),
    settings: createSettingsService({ store, now }),
    scoring,
    chat: createChatService({
      store,
      source: options.source,
      now,
      llm: options.llm,
      calculations: options.calculations,
      scoring,
    }),
  };
};

export type AdvisorTools = ReturnType<typeof createAdvisorTools>;
