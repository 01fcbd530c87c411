import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BillingPlans, Coupon, Subscription } from '../schemas/billing.ts';
import { ChatAnswer, ChatMessage } from '../schemas/chat.ts';
import { Client, SharedClient } from '../schemas/client.ts';
import { ControversyData, ExclusionsWatchList, RedCompanies } from '../schemas/controversy.ts';
import { CountryEsg, EsgData, EsgPillar, EsgRow, SustainabilityScore } from '../schemas/esg.ts';
import {
  Allocation,
  CountryAllocation,
  HoldingRow,
  HoldingsPage,
  PortfolioAggregates,
} from '../schemas/holdings.ts';
import { ImpactConfiguration, ImpactDetailPage, ImpactSummary } from '../schemas/impact.ts';
import { MatchingQuery, MatchingResult } from '../schemas/matching.ts';
import { PaiData, PaiDetailPage, PaiFigure, PaiStatement, StatementYearFigure } from '../schemas/pai.ts';
import {
  DailyPerformance,
  PerformanceReturns,
  RiskMeasures,
  RollingReturnSeries,
} from '../schemas/performance.ts';
import {
  LastPortfolio,
  Portfolio,
  PortfolioInput,
  PortfolioItem,
  PortfolioRow,
} from '../schemas/portfolio.ts';
import { ProductsData } from '../schemas/products.ts';
import {
  CompanyScreeningFilters,
  CountryScreeningResult,
  FundScreeningFilters,
  ScreeningQuery,
  ScreeningResult,
  ScreeningTemplate,
} from '../schemas/screening.ts';
import { Company, EntityScores, Fund, Security, SecuritySearchResult } from '../schemas/security.ts';
import { TaxonomyKpiSummary, TaxonomyPage, TaxonomySummary } from '../schemas/taxonomy.ts';
import { Alert, ExchangeRate } from '../schemas/ui-state.ts';
import { CompanyInfo, UserProfile } from '../schemas/user.ts';
import { Paging } from '../schemas/view.ts';
import * as builders from './index.ts';

// Every builder, with the schema its default output must satisfy.
const cases: Array<[string, () => unknown, z.ZodType]> = [
  ['aPortfolioRow', builders.aPortfolioRow, PortfolioRow],
  ['aPortfolioItem', builders.aPortfolioItem, PortfolioItem],
  ['aPortfolioInput', builders.aPortfolioInput, PortfolioInput],
  ['aPortfolio', builders.aPortfolio, Portfolio],
  ['aLastPortfolio', builders.aLastPortfolio, LastPortfolio],
  ['aClient', builders.aClient, Client],
  ['aSharedClient', builders.aSharedClient, SharedClient],
  ['aUserProfile', builders.aUserProfile, UserProfile],
  ['aCompanyInfo', builders.aCompanyInfo, CompanyInfo],
  ['aSecurity', builders.aSecurity, Security],
  ['someEntityScores', builders.someEntityScores, EntityScores],
  ['aFund', builders.aFund, Fund],
  ['aCompany', builders.aCompany, Company],
  ['aSecuritySearchResult', builders.aSecuritySearchResult, SecuritySearchResult],
  ['aCoverage', builders.aCoverage, Allocation.shape.coverage],
  ['somePaging', builders.somePaging, Paging],
  ['aHoldingRow', builders.aHoldingRow, HoldingRow],
  ['aHoldingsPage', builders.aHoldingsPage, HoldingsPage],
  ['anAllocation', builders.anAllocation, Allocation],
  ['aPortfolioAggregates', builders.aPortfolioAggregates, PortfolioAggregates],
  ['aCountryAllocation', builders.aCountryAllocation, CountryAllocation],
  ['aPerformanceReturns', builders.aPerformanceReturns, PerformanceReturns],
  ['aDailyPerformance', builders.aDailyPerformance, DailyPerformance],
  ['aRollingReturnSeries', builders.aRollingReturnSeries, RollingReturnSeries],
  ['aRiskMeasures', builders.aRiskMeasures, RiskMeasures],
  ['anEsgRow', builders.anEsgRow, EsgRow],
  ['anEsgPillar', builders.anEsgPillar, EsgPillar],
  ['anEsgData', builders.anEsgData, EsgData],
  ['aCountryEsg', builders.aCountryEsg, CountryEsg],
  ['aSustainabilityScore', builders.aSustainabilityScore, SustainabilityScore],
  ['aProductsData', builders.aProductsData, ProductsData],
  ['anImpactSummary', builders.anImpactSummary, ImpactSummary],
  ['anImpactDetailPage', builders.anImpactDetailPage, ImpactDetailPage],
  ['anImpactConfiguration', builders.anImpactConfiguration, ImpactConfiguration],
  ['aControversyData', builders.aControversyData, ControversyData],
  ['anExclusionsWatchList', builders.anExclusionsWatchList, ExclusionsWatchList],
  ['someRedCompanies', builders.someRedCompanies, RedCompanies],
  ['aTaxonomyPage', builders.aTaxonomyPage, TaxonomyPage],
  ['aTaxonomyKpiSummary', builders.aTaxonomyKpiSummary, TaxonomyKpiSummary],
  ['aTaxonomySummary', builders.aTaxonomySummary, TaxonomySummary],
  ['aPaiFigure', builders.aPaiFigure, PaiFigure],
  ['aMissingPaiFigure', builders.aMissingPaiFigure, PaiFigure],
  ['aPaiData', builders.aPaiData, PaiData],
  ['aPaiDetailPage', builders.aPaiDetailPage, PaiDetailPage],
  ['aPaiStatement', builders.aPaiStatement, PaiStatement],
  ['aStatementFigure', builders.aStatementFigure, StatementYearFigure],
  ['aCompanyScreeningFilters', builders.aCompanyScreeningFilters, CompanyScreeningFilters],
  ['aFundScreeningFilters', builders.aFundScreeningFilters, FundScreeningFilters],
  ['aScreeningQuery', builders.aScreeningQuery, ScreeningQuery],
  ['aScreeningResult', builders.aScreeningResult, ScreeningResult],
  ['aScreeningTemplate', builders.aScreeningTemplate, ScreeningTemplate],
  ['aCountryScreeningResult', builders.aCountryScreeningResult, CountryScreeningResult],
  ['aMatchingQuery', builders.aMatchingQuery, MatchingQuery],
  ['aMatchingResult', builders.aMatchingResult, MatchingResult],
  ['someBillingPlans', builders.someBillingPlans, BillingPlans],
  ['aSubscription', builders.aSubscription, Subscription],
  ['aCoupon', builders.aCoupon, Coupon],
  ['aChatAnswer', builders.aChatAnswer, ChatAnswer],
  ['aChatMessage', builders.aChatMessage, ChatMessage],
  ['anAlert', builders.anAlert, Alert],
  ['anExchangeRate', builders.anExchangeRate, ExchangeRate],
];

describe('entity builders', () => {
  it.each(cases)('%s() parses with its schema', (_name, build, schema) => {
    const result = schema.safeParse(build());
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('covers every builder the entry point exports', () => {
    const exported = Object.entries(builders)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .filter((name) => !['somePaiQuarters', 'createFakeTransport', 'englishWordsIn'].includes(name));
    expect(exported.sort()).toEqual(cases.map(([name]) => name).sort());
  });

  it('applies overrides on top of the defaults', () => {
    const client = builders.aClient({ firstname: 'Luca' });
    expect(client.firstname).toBe('Luca');
    expect(client.lastname).toBe('Rossi');
  });

  it('derives access level and capability from the plan (docs/decisions.md, Permissions and rules)', () => {
    expect(builders.aUserProfile({ plan: 'starter' })).toMatchObject({ accessLevel: 4, userCapability: 1 });
    expect(builders.aUserProfile({ plan: 'professional' })).toMatchObject({
      accessLevel: 100,
      userCapability: 4,
    });
    expect(builders.aUserProfile({ plan: 'premium' })).toMatchObject({
      accessLevel: 100,
      userCapability: 100,
    });
    expect(builders.aUserProfile({ plan: 'starter', userCapability: 7 })).toMatchObject({
      accessLevel: 4,
      userCapability: 7,
    });
  });

  it('builds quarter figures with no data as null, never 0', () => {
    const quarters = builders.somePaiQuarters(2024, [10, null, 12, 13]);
    expect(quarters.map((q) => [q.number, q.date, q.value, q.status])).toEqual([
      [1, '2024-03-31', 10, 'ok'],
      [2, '2024-06-30', null, 'no_data'],
      [3, '2024-09-30', 12, 'ok'],
      [4, '2024-12-31', 13, 'ok'],
    ]);
  });
});
