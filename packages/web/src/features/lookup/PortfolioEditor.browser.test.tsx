import { someBillingPlans } from '@esgkit/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithApp } from '../../../test/helpers/render-app.tsx';
import { PortfolioEditor } from './PortfolioEditor.tsx';

type Screen = Awaited<ReturnType<typeof renderWithApp>>;

/** Types one holding into row `n` (1-based), as a user does. */
const fillRow = async (
  screen: Screen,
  n: number,
  input: string,
  weight: string,
  words = {
    input: 'ISIN or ticker',
    weight: 'Weight',
  },
) => {
  if (input !== '')
    await screen.getByRole('textbox', { name: `${words.input} ${n}`, exact: true }).fill(input);
  await screen.getByRole('textbox', { name: `${words.weight} ${n}`, exact: true }).fill(weight);
};

// The lookup's portfolio editor (spec doc 1 §2 Data Hub, the rules of doc 1 §5 shown as the user types).
// the editor's portfolio lives in the tab's session storage (a screening row adds to it): each test is a fresh tab
beforeEach(() => sessionStorage.clear());

describe('PortfolioEditor', () => {
  it('starts with three rows and adds one on "Add row"', async () => {
    const screen = await renderWithApp(<PortfolioEditor />);
    await expect
      .element(screen.getByRole('textbox', { name: 'ISIN or ticker 3', exact: true }))
      .toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ISIN or ticker 4', exact: true }).query()).toBeNull();
    await screen.getByRole('button', { name: 'Add row' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'ISIN or ticker 4', exact: true }))
      .toHaveValue('');
  });

  it('asks about weights that do not add up to 100, until a CASH row fills the gap', async () => {
    const screen = await renderWithApp(<PortfolioEditor />);
    await fillRow(screen, 1, 'US0378331005', '60');
    await fillRow(screen, 2, 'URTH', '30');
    await expect.element(screen.getByTestId('weight-sum')).toHaveTextContent('Total: 90%');
    const notHundred = screen.getByText('The weights do not add up to 100%. Do you want to continue anyway?');
    await expect.element(notHundred).toBeVisible();

    await screen.getByRole('button', { name: 'Add cash' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'ISIN or ticker 4', exact: true }))
      .toHaveValue('CASH');
    await fillRow(screen, 4, '', '10');
    await expect.element(screen.getByTestId('weight-sum')).toHaveTextContent('Total: 100%');
    await expect.element(notHundred).not.toBeInTheDocument();
  });

  it('refuses weights above 100 in total and a second CASH row', async () => {
    const screen = await renderWithApp(<PortfolioEditor />);
    await fillRow(screen, 1, 'US0378331005', '60');
    await fillRow(screen, 2, 'URTH', '50');
    await expect.element(screen.getByText('The weights add up to more than 100%.')).toBeVisible();
    await screen.getByRole('button', { name: 'Add cash' }).click();
    await screen.getByRole('button', { name: 'Add cash' }).click();
    await expect.element(screen.getByText('A portfolio can have only one CASH row.').first()).toBeVisible();
  });

  it('reads a decimal comma and answers in Italian for an it-IT user', async () => {
    const screen = await renderWithApp(<PortfolioEditor />, { locale: 'it-IT' });
    const words = { input: 'ISIN o ticker', weight: 'Peso' };
    await fillRow(screen, 1, 'US0378331005', '62,5', words);
    await fillRow(screen, 2, 'URTH', '30', words);
    await expect.element(screen.getByTestId('weight-sum')).toHaveTextContent('Totale: 92,5%');
    await expect
      .element(screen.getByText('La somma dei pesi non è pari al 100%. Vuoi continuare comunque?'))
      .toBeVisible();
  });
});

// Issue 25 "plans are configuration": the editor holds the user's plan to the limit billing.plans answers (the
// engine's plans file, the operator's ESGKIT_PLANS_FILE when set), not the repo's 25 securities on Professional.
describe('PortfolioEditor’s plan limit', () => {
  const withLimit = (maxSecuritiesPerPortfolio: number) =>
    renderWithApp(<PortfolioEditor />, {
      routes: {
        'billing.plans': () => ({
          data: someBillingPlans({
            plans: [
              {
                plan: 'professional',
                accessLevel: 100,
                capability: 4,
                limits: { maxSecuritiesPerPortfolio, maxPortfolios: 25 },
                prices: [],
                trialDays: 14,
                isContactSales: false,
              },
            ],
          }),
        }),
      },
    });
  const tickers = (n: number) => Array.from({ length: n }, (_, i) => `T${String(i).padStart(2, '0')}`);

  it('refuses a 3rd security on a Professional plan the operator’s file cuts to 2', async () => {
    const screen = await withLimit(2);
    await fillRow(screen, 1, 'URTH', '40');
    await fillRow(screen, 2, 'IAGG', '30');
    const refusal = screen.getByText('Your plan allows at most 2 securities per portfolio.');
    await expect.element(screen.getByTestId('weight-sum')).toHaveTextContent('Total: 70%');
    expect(refusal.query()).toBeNull();
    await fillRow(screen, 3, 'EUNL', '30');
    await expect.element(refusal).toBeVisible();
  });

  it('allows a 26th security on a Professional plan the operator’s file raises to 30', async () => {
    const screen = await withLimit(30);
    // 26 securities of 1 % each and 74 % cash, uploaded as a CSV
    const csv = ['Ticker,Weight', ...tickers(26).map((t) => `${t},1`), 'CASH,74'].join('\n');
    const input = screen.container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([csv], 'holdings.csv', { type: 'text/csv' }));
    await expect.element(screen.getByTestId('weight-sum')).toHaveTextContent('Total: 100%');
    await expect
      .element(screen.getByRole('textbox', { name: 'ISIN or ticker 27', exact: true }))
      .toHaveValue('CASH');
    expect(screen.container.textContent).not.toContain('Your plan allows at most');
  });
});
