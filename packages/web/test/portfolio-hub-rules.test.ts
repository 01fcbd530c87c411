import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../src/app/i18n.ts';
import {
  type ClientForm,
  clientFormIssues,
  toPortfolioInput,
  toRows,
} from '../src/features/portfolio-hub/client-form.ts';
import { translateIssue } from '../src/shared/forms/issues.ts';

const form = (patch: Partial<ClientForm> = {}): ClientForm => ({
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: '',
  phone: '',
  investmentDay: '2020-01-02',
  investmentAmount: 100_000,
  portfolio: [
    { input: 'URTH', weight: 60 },
    { input: 'IAGG', weight: 40 },
  ],
  benchmark: [{ input: '', weight: 0 }],
  ...patch,
});

// the limits billing.plans answers: Professional's of the repo's plans file, Premium's none
const PROFESSIONAL = { maxSecuritiesPerPortfolio: 25, maxPortfolios: 25 };
const PREMIUM = { maxSecuritiesPerPortfolio: null, maxPortfolios: null };
const limitsOf = { professional: PROFESSIONAL, premium: PREMIUM };

const messages = (values: ClientForm, plan?: 'professional' | 'premium') =>
  clientFormIssues(values, plan ? limitsOf[plan] : null)
    .filter((i) => i.severity === 'error')
    .map((i) => [i.path[0], translateIssue('en-US', i)]);

describe('the add-client form rules', () => {
  // the web loads one language at a time (app/i18n.ts); the page does this before its first render
  beforeAll(async () => {
    await loadLocale('en-US');
    await loadLocale('it-IT');
  });

  it('accepts a complete client with an empty benchmark', () => {
    expect(messages(form(), 'professional')).toEqual([]);
  });

  it('names the missing details and a bad email in the user language', () => {
    const issues = clientFormIssues(form({ firstname: ' ', email: 'ada@' }), PROFESSIONAL);
    expect(issues.map((i) => [i.path[0], translateIssue('it-IT', i)])).toEqual([
      ['firstname', 'Questo campo è obbligatorio.'],
      ['email', 'Inserisci un indirizzo email valido.'],
    ]);
  });

  it('refuses weights above 100 % in total, on the side that has them', () => {
    expect(
      messages(
        form({
          benchmark: [
            { input: 'URTH', weight: 60 },
            { input: 'IAGG', weight: 50 },
          ],
        }),
      ),
    ).toEqual([['benchmark', 'The weights add up to more than 100%.']]);
  });

  it('stops a 26th security on Professional (25, doc 1 §6) but not on Premium', () => {
    // 26 distinct tickers of 1 % each, plus 74 % cash: structurally valid
    const rows = Array.from({ length: 26 }, (_, i) => ({
      input: `T${String(i).padStart(2, '0')}`,
      weight: 1,
    }));
    const values = form({ portfolio: [...rows, { input: 'CASH', weight: 74 }] });
    expect(messages(values, 'professional')).toEqual([
      ['portfolio', 'Your plan allows at most 25 securities per portfolio.'],
    ]);
    expect(messages(values, 'premium')).toEqual([]);
    expect(
      messages(form({ portfolio: [...rows.slice(0, 25), { input: 'CASH', weight: 75 }] }), 'professional'),
    ).toEqual([]);
  });

  it('sends fractions as percent, the CASH row as cash, and no benchmark when none was typed', () => {
    const input = toPortfolioInput(
      form({
        investmentDay: '2021',
        portfolio: [
          { input: 'URTH', weight: 0.7 },
          { input: 'cash', weight: 0.3 },
        ],
      }),
      [],
    );
    expect(input).toEqual({
      investmentDay: '2021-01-01',
      investmentAmount: 100_000,
      portfolio: { items: [{ input: 'URTH', weight: 70 }], cash: 30 },
    });
    expect(toRows(input.portfolio)).toEqual([
      { input: 'URTH', weight: 70 },
      { input: 'CASH', weight: 30 },
    ]);
  });
});
