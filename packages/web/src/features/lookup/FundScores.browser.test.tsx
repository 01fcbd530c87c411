import { aFund, someEntityScores } from '@esgkit/core/testing';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/helpers/render-app.tsx';
import { Research } from './Research.tsx';

// The fund fact sheet of Research (doc 1 §3 Security/fund, doc 2 §3): the six fund scores, the fund rating with its
// four pillars and the global category rating, as the engine answers them; a missing one shows n/a, never 0.
const search = () => ({
  data: [
    {
      securityId: 'fund-iwda',
      name: 'iShares Core MSCI World UCITS ETF',
      type: 'fund',
      isin: 'IE00B4L5Y983',
    },
  ],
});

const open = async (fund: ReturnType<typeof aFund>, locale: 'en-US' | 'it-IT' = 'en-US') => {
  const screen = await renderWithApp(<Research />, {
    locale,
    routes: { 'securities.search': search, 'securities.get': () => ({ data: { fund, company: null } }) },
  });
  await screen.getByRole('textbox').fill('IWDA');
  await screen.getByRole('button', { name: 'iShares Core MSCI World UCITS ETF' }).click();
  return screen;
};

describe('Research: the fund fact sheet', () => {
  it('shows the six scores, the rating with returns, risk, persistence and expenses, and the global category rating', async () => {
    const screen = await open(aFund());
    await expect
      .element(screen.getByTestId('fund-score-environmental'))
      .toHaveTextContent('Environmental score62.4');
    await expect
      .element(screen.getByTestId('fund-score-sustainability'))
      .toHaveTextContent('Sustainability score58.9');
    await expect.element(screen.getByTestId('fund-rating')).toHaveTextContent('Fund rating4 of 5');
    await expect
      .element(screen.getByTestId('fund-rating-returns'))
      .toHaveTextContent('Rating: Returns4 of 5');
    await expect.element(screen.getByTestId('fund-rating-risk')).toHaveTextContent('Rating: Risk3 of 5');
    await expect
      .element(screen.getByTestId('fund-rating-persistence'))
      .toHaveTextContent('Rating: Persistence4 of 5');
    await expect
      .element(screen.getByTestId('fund-rating-expenses'))
      .toHaveTextContent('Rating: Expenses5 of 5');
    await expect
      .element(screen.getByTestId('fund-global-category-rating'))
      .toHaveTextContent('Global category rating4 of 5');
  });

  it('an unrated fund and a missing score read n/a, not 0 (it-IT: n.d.)', async () => {
    const unrated = aFund({
      scores: someEntityScores({ impact: null }),
      rating: { overall: null, returns: null, risk: null, persistence: null, expenses: null },
      globalCategoryRating: null,
    });
    const screen = await open(unrated, 'it-IT');
    await expect
      .element(screen.getByTestId('fund-score-impact'))
      .toHaveTextContent("Punteggio d'impatton.d.");
    await expect.element(screen.getByTestId('fund-score-social')).toHaveTextContent('Punteggio sociale55,1');
    await expect.element(screen.getByTestId('fund-rating')).toHaveTextContent('Rating del fondon.d.');
    await expect
      .element(screen.getByTestId('fund-rating-expenses'))
      .toHaveTextContent('Rating del fondo: Costin.d.');
    await expect
      .element(screen.getByTestId('fund-global-category-rating'))
      .toHaveTextContent('Rating della categoria globalen.d.');
  });
});
