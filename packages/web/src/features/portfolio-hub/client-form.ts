import {
  CASH_INPUT,
  checkPlanLimits,
  countSecurities,
  dateInputToDay,
  type Holdings,
  type Issue,
  isBlankRow,
  isCashInput,
  type PlanLimits,
  type PortfolioInput,
  type PortfolioRow,
  type ResolvedSecurity,
  toHoldings,
  validateDate,
  validateEmail,
  validatePortfolio,
  validateSecurities,
} from '@esgkit/core';
import { requiredIssue } from '../../shared/forms/issues.ts';

/** The add-client form: contact details, the portfolio and an optional benchmark (rows as typed). */
export interface ClientForm {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  investmentDay: string;
  investmentAmount: number;
  portfolio: PortfolioRow[];
  benchmark: PortfolioRow[];
}

export const hasRows = (rows: readonly PortfolioRow[]): boolean => rows.some((row) => !isBlankRow(row));

/** The details' rules: names required, an email (when given) valid, as the server checks them (doc 1 §5). */
export const detailIssues = (v: Pick<ClientForm, 'firstname' | 'lastname' | 'email'>): Issue[] => [
  ...(v.firstname.trim() ? [] : [requiredIssue('firstname')]),
  ...(v.lastname.trim() ? [] : [requiredIssue('lastname')]),
  ...(v.email.trim() ? validateEmail(v.email.trim()) : []),
];

/** The portfolio part of the form: date, amount, rows and optional benchmark. */
export type PortfolioForm = Pick<
  ClientForm,
  'investmentDay' | 'investmentAmount' | 'portfolio' | 'benchmark'
>;

/**
 * What core checks of a portfolio before anything is sent: the date, the portfolio's and the benchmark's structure
 * (doc 1 §5) and the plan's securities limit (doc 1 §6: 25 on Professional in the repo's plans file; `limits` are
 * the user's plan's from billing.plans, null while unknown). Issue paths start with the form field.
 */
export const portfolioFormIssues = (v: PortfolioForm, limits: PlanLimits | null): Issue[] => [
  ...validateDate(v.investmentDay.trim(), ['investmentDay']),
  ...(Number.isFinite(v.investmentAmount) && v.investmentAmount > 0
    ? []
    : [requiredIssue('investmentAmount')]),
  ...validatePortfolio(v.portfolio, { pathPrefix: ['portfolio'] }),
  ...(hasRows(v.benchmark) ? validatePortfolio(v.benchmark, { pathPrefix: ['benchmark'] }) : []),
  ...(limits
    ? checkPlanLimits(limits, { securities: countSecurities(v.portfolio) }).map((i) => ({
        ...i,
        path: ['portfolio', ...i.path],
      }))
    : []),
];

/** The add-client form's rules: the details and the portfolio. */
export const clientFormIssues = (v: ClientForm, limits: PlanLimits | null): Issue[] => [
  ...detailIssues(v),
  ...portfolioFormIssues(v, limits),
];

/** Every ISIN or ticker typed on either side, cash aside: what securities.exist is asked about. */
export const securityInputs = (v: Pick<ClientForm, 'portfolio' | 'benchmark'>): string[] =>
  [...v.portfolio, ...v.benchmark]
    .map((row) => row.input.trim())
    .filter((input) => input !== '' && !isCashInput(input));

/** The server's view of the rows (existence, kind, duplicates through fund ids), per side. */
export const securityIssues = (
  v: Pick<ClientForm, 'portfolio' | 'benchmark'>,
  resolved: readonly ResolvedSecurity[],
): Issue[] =>
  [
    ...validateSecurities(v.portfolio, resolved, { pathPrefix: ['portfolio'] }),
    ...(hasRows(v.benchmark) ? validateSecurities(v.benchmark, resolved, { pathPrefix: ['benchmark'] }) : []),
  ].filter((i) => i.severity === 'error');

/** The portfolio as the API stores it (weights in percent, the CASH row as cash). */
export const toPortfolioInput = (
  v: PortfolioForm,
  resolved: readonly ResolvedSecurity[],
): PortfolioInput => ({
  investmentDay: dateInputToDay(v.investmentDay.trim(), 'start'),
  investmentAmount: v.investmentAmount,
  portfolio: toHoldings(v.portfolio, resolved),
  ...(hasRows(v.benchmark) ? { benchmark: toHoldings(v.benchmark, resolved) } : {}),
});

/** Stored holdings back as editor rows (cash as its CASH row), plus a blank row when empty. */
export const toRows = (holdings: Holdings): PortfolioRow[] => {
  const rows: PortfolioRow[] = holdings.items.map((item) => ({ input: item.input, weight: item.weight }));
  if (holdings.cash > 0) rows.push({ input: CASH_INPUT, weight: holdings.cash });
  return rows.length > 0 ? rows : [{ input: '', weight: 0 }];
};
