import type { AdvisorTools } from '../../services/advisor-tools.ts';
import type { PortfolioService } from '../../services/portfolios/index.ts';
import type { RouteHandlers } from '../context.ts';
import { customizationHandlers } from './customization.ts';
import { matchingHandlers } from './matching.ts';
import { screeningHandlers } from './screening.ts';
import { sharingHandlers } from './sharing.ts';

/** The routes of the advisor's tools: profile, company, settings, sharing, client pictures, screening, templates, matching. */
export const advisorToolHandlers = (deps: {
  tools: AdvisorTools;
  portfolios: PortfolioService;
}): RouteHandlers => ({
  ...customizationHandlers(deps.tools),
  ...sharingHandlers({
    shares: deps.tools.shares,
    media: deps.tools.media,
    portfolios: deps.portfolios,
  }),
  ...screeningHandlers(deps.tools),
  ...matchingHandlers(deps.tools),
});
