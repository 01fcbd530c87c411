import { type CsvSection, canAccess, DomainError, resolveFeature, type ScreeningKind } from '@esgkit/core';
import type { ExportService } from '../../services/exports.ts';
import type { HandlerContext, RouteHandlers } from '../context.ts';

// The export routes carry one feature for every section; each section is also gated by its own view's feature
// (a capability that cannot open the PAI view cannot export it either).
const sectionFeature: Record<CsvSection, string> = {
  holdings: 'portfolio.holdings',
  performance: 'performance.financial',
  esg: 'performance.esg',
  'esg-countries': 'performance.esg',
  products: 'performance.product',
  exclusions: 'performance.controversy',
  controversies: 'performance.controversy',
  impact: 'performance.impactDetail',
  taxonomy: 'performance.euTaxonomy',
  'pai-1': 'performance.sfdrPai',
  'pai-2': 'performance.sfdrPai',
  'pai-3': 'performance.sfdrPai',
};
const screeningFeature: Record<ScreeningKind, string> = {
  fund: 'screening.fund',
  company: 'screening.company',
  country: 'screening.country',
};

/** core's canAccess for a feature the route does not name, as the capability middleware applies it. */
const requireFeature = (context: HandlerContext<'exports.csv' | 'exports.screeningCsv'>, name: string) => {
  const principal = context.principal;
  if (!principal) throw new DomainError('sessionExpired');
  const feature = resolveFeature(name, context.scope.viewContext ?? 'client');
  if (!feature) throw new Error(`feature '${name}' is not in core's capability table`);
  const isSharing = principal.kind === 'share';
  const decision = canAccess(
    {
      accessLevel: isSharing ? principal.share.ownerAccessLevel : principal.user.access_level,
      userCapability: isSharing ? 4 : principal.user.capability,
      isSharing,
      isDemoPortfolio: context.scope.isDemoPortfolio === true,
    },
    feature,
  );
  if (!decision.allowed)
    throw new DomainError(decision.code ?? 'notEnoughCapability', { params: { feature } });
};

/** CSV exports: a signed, short-lived `urlDownload`, and the download it leads to (no login). */
export const exportHandlers = (
  exportsService: ExportService,
): Pick<RouteHandlers, 'exports.csv' | 'exports.screeningCsv' | 'exports.download'> => ({
  'exports.csv': async (context) => {
    const { params, query, scope } = context;
    if (!scope.portfolio) throw new DomainError('notFound');
    requireFeature(context, sectionFeature[params.section]);
    return {
      data: await exportsService.portfolioLink(scope.portfolio, {
        section: params.section,
        impactType: query.type as 0 | 2 | undefined,
        locale: query.locale ?? context.locale,
      }),
    };
  },
  'exports.screeningCsv': async (context) => {
    const { params, body, user } = context;
    if (!user) throw new DomainError('sessionExpired');
    requireFeature(context, screeningFeature[params.kind]);
    return {
      data: await exportsService.screeningLink(user.id, {
        screening: params.kind,
        query: body,
        locale: context.locale,
      }),
    };
  },
  'exports.download': async ({ params }) => ({ file: await exportsService.download(params.token) }),
});
