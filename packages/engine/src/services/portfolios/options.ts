import type { PlansFile } from '@esgkit/core';
import type { Store } from '../../store/db.ts';
import type { PortfolioRow } from '../../store/repositories/portfolios.ts';
import type { SecurityService } from '../securities.ts';

export interface PortfolioServiceOptions {
  store: Store;
  securities: SecurityService;
  now: () => Date;
  /** The plans in force (the operator's ESGKIT_PLANS_FILE or the repo's): their limits hold every check. */
  plans: PlansFile;
  /** Whether the chain has computed this portfolio's current version on the current snapshot. */
  isComputed: (portfolio: PortfolioRow) => Promise<boolean>;
}
