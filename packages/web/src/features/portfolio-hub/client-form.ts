import {
  checkPlanLimits,
  countSecurities,
  type Issue,
  isBlankRow,
  type PlanName,
  type PortfolioRow,
  validateDate,
  validateEmail,
  validatePortfolio,
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

/**
 * Everything core checks before anything is sent: details, the date, the portfolio's and the benchmark's structure
 * (doc 1 §5) and the plan's securities limit (doc 1 §6: 25 on Professional). Issue paths start with the form field.
 */
export const clientFormIssues = (v: ClientForm, plan: PlanName | undefined): Issue[] => [
  ...detailIssues(v),
  ...validateDate(v.investmentDay.trim(), ['investmentDay']),
  ...(Number.isFinite(v.investmentAmount) && v.investmentAmount > 0
    ? []
    : [requiredIssue('investmentAmount')]),
  ...validatePortfolio(v.portfolio, { pathPrefix: ['portfolio'] }),
  ...(hasRows(v.benchmark) ? validatePortfolio(v.benchmark, { pathPrefix: ['benchmark'] }) : []),
  ...(plan
    ? checkPlanLimits(plan, { securities: countSecurities(v.portfolio) }).map((i) => ({
        ...i,
        path: ['portfolio', ...i.path],
      }))
    : []),
];
