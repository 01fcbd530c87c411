import type { TranslationKey } from '@esgkit/core';
import { Button, Group, ScrollArea } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { useT } from '../../app/locale.tsx';
import { ResultsProvider, type ResultsSubject, useResults, useViewPath } from './context.tsx';
import { FinancialView } from './financial.tsx';
import { AllocationView, HoldingsView, PortfolioSummaryView } from './portfolio.tsx';
import {
  ControversyDetailView,
  ControversySummaryView,
  EsgView,
  ImpactDetailView,
  ImpactSummaryView,
  PaiDetailView,
  PaiSummaryView,
  ProductsView,
  SustainableSummaryView,
  TaxonomyView,
} from './sustainable.tsx';
import { ViewInfo } from './ViewInfo.tsx';
import { type ResultViewPath, resultViewPaths } from './view-paths.ts';

type TabKey = Extract<
  TranslationKey,
  `views.${string}` | 'web.results.sustainable' | 'web.results.portfolioBranch'
>;

// doc 1 §2: the performance tree (sustainable children, financial) and the portfolio children, by path.
const sustainableTabs: [string, TabKey][] = [
  ['performance/sustainable/summary', 'views.summary'],
  ['performance/sustainable/esg', 'views.esg'],
  ['performance/sustainable/product', 'views.product'],
  ['performance/sustainable/impact/summary', 'views.impactSummary'],
  ['performance/sustainable/impact/detail', 'views.impactDetail'],
  ['performance/sustainable/controversy/summary', 'views.controversySummary'],
  ['performance/sustainable/controversy/detail', 'views.controversyDetail'],
  ['performance/sustainable/sFDRPAI/summary', 'views.sfdrPaiSummary'],
  ['performance/sustainable/sFDRPAI/detail', 'views.sfdrPaiDetail'],
  ['performance/sustainable/eu-taxonomy', 'views.euTaxonomy'],
];
const portfolioTabs: [string, TabKey][] = [
  ['portfolio/summary', 'views.summary'],
  ['portfolio/holdings', 'views.holdings'],
  ['portfolio/assets', 'views.assets'],
  ['portfolio/country', 'views.country'],
  ['portfolio/currency', 'views.currency'],
  ['portfolio/sector', 'views.sector'],
  ['portfolio/sdgs', 'views.sdgs'],
];

const TabLinks = ({
  tabs,
  label,
  active,
}: {
  tabs: [string, TabKey][];
  label: string;
  /** The active tab's index when it is not the exact path (the branch of a deeper view). */
  active?: number;
}) => {
  const t = useT();
  const to = useViewPath();
  const { base } = useResults();
  const { pathname } = useLocation();
  const nav = useRef<HTMLDivElement>(null);
  // On a phone the strip is wider than the screen: the active tab (EU taxonomy, the tenth) is scrolled into it
  // whenever the path moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is what moves the active tab
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <ScrollArea type="auto" mb="md" offsetScrollbars="x" scrollbarSize={6}>
      <Group ref={nav} gap={4} wrap="nowrap" component="nav" aria-label={label}>
        {tabs.map(([path, key], index) => {
          const isActive = active === undefined ? pathname === `${base}/${path}` : active === index;
          return (
            <Button
              key={path}
              component={Link}
              to={to(path)}
              size="xs"
              variant={isActive ? 'filled' : 'subtle'}
              aria-current={isActive ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {t(key)}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
};

/** The three branches of the results: sustainable, financial and portfolio. */
const BranchLinks = ({ financialPath }: { financialPath: string }) => {
  const t = useT();
  const { base } = useResults();
  const { pathname } = useLocation();
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  const branch = rest.startsWith('portfolio')
    ? 'portfolio'
    : rest.includes('financial')
      ? 'financial'
      : 'sustainable';
  return (
    <>
      <TabLinks
        label={t('web.results.branches')}
        active={branch === 'sustainable' ? 0 : branch === 'financial' ? 1 : 2}
        tabs={[
          ['performance/sustainable/summary', 'web.results.sustainable'],
          [financialPath, 'views.financial'],
          ['portfolio/summary', 'web.results.portfolioBranch'],
        ]}
      />
      {branch === 'sustainable' ? (
        <TabLinks tabs={sustainableTabs} label={t('web.results.sustainable')} />
      ) : null}
      {branch === 'portfolio' ? (
        <TabLinks tabs={portfolioTabs} label={t('web.results.portfolioBranch')} />
      ) : null}
    </>
  );
};

const Redirect = ({ path }: { path: string }) => {
  const to = useViewPath();
  return <Navigate to={to(path)} replace />;
};

const viewElements: Record<ResultViewPath, ReactNode> = {
  'performance/sustainable/summary': <SustainableSummaryView />,
  'performance/sustainable/esg': <EsgView />,
  'performance/sustainable/product': <ProductsView />,
  'performance/sustainable/impact/summary': <ImpactSummaryView />,
  'performance/sustainable/impact/detail': <ImpactDetailView />,
  'performance/sustainable/controversy/summary': <ControversySummaryView />,
  'performance/sustainable/controversy/detail': <ControversyDetailView />,
  'performance/sustainable/sFDRPAI/summary': <PaiSummaryView />,
  'performance/sustainable/sFDRPAI/detail': <PaiDetailView />,
  'performance/sustainable/eu-taxonomy': <TaxonomyView />,
  'performance/financial': <FinancialView />,
  'portfolio/summary': <PortfolioSummaryView />,
  'portfolio/holdings': <HoldingsView />,
  'portfolio/assets': <AllocationView kind="assets" />,
  'portfolio/country': <AllocationView kind="countries" />,
  'portfolio/currency': <AllocationView kind="currencies" />,
  'portfolio/sector': <AllocationView kind="sectors" />,
  'portfolio/sdgs': <AllocationView kind="goalsDistribution" />,
};

/**
 * Every result view of one portfolio (doc 1 §2 performance and portfolio trees), as one set for the lookup
 * results, the client pages and the shared client: mount it on a splat route and give it the subject and the
 * path the splat starts at. `financialPath` is where the financial view lives in that tree (`financial` under
 * lookup results, `performance/financial` under a client). `header` renders above the tabs (e.g. save as client).
 */
export const ResultsViews = ({
  subject,
  base,
  search,
  financialPath = 'performance/financial',
  header,
}: {
  subject: ResultsSubject;
  base: string;
  search?: string;
  financialPath?: string;
  header?: ReactNode;
}) => (
  <ResultsProvider subject={subject} base={base} {...(search === undefined ? {} : { search })}>
    {header}
    <BranchLinks financialPath={financialPath} />
    <Routes>
      <Route index element={<Redirect path="performance/sustainable/summary" />} />
      <Route path="performance" element={<Redirect path="performance/sustainable/summary" />} />
      <Route path="performance/sustainable" element={<Redirect path="performance/sustainable/summary" />} />
      {resultViewPaths.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <>
              <ViewInfo view={path} />
              {viewElements[path]}
            </>
          }
        />
      ))}
      <Route
        path="performance/sustainable/impact"
        element={<Redirect path="performance/sustainable/impact/summary" />}
      />
      <Route
        path="performance/sustainable/controversy"
        element={<Redirect path="performance/sustainable/controversy/summary" />}
      />
      <Route
        path="performance/sustainable/sFDRPAI"
        element={<Redirect path="performance/sustainable/sFDRPAI/summary" />}
      />
      <Route
        path="financial"
        element={
          <>
            <ViewInfo view="financial" />
            <FinancialView />
          </>
        }
      />
      <Route path="portfolio" element={<Redirect path="portfolio/summary" />} />
      <Route path="*" element={<Redirect path="performance/sustainable/summary" />} />
    </Routes>
  </ResultsProvider>
);
