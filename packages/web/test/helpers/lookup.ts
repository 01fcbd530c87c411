import { type ApiClient, type CallOutput, createClient, lookupChain, paiChain, runChain } from '@esgkit/core';
import type { Page } from 'playwright-core';
import type { TestHost } from './host.ts';

type Session = CallOutput<'auth.login'>['data'];

/**
 * A premium user signed in through the API and a looked-up portfolio on the small demo universe: URTH 60 % and the
 * Yarrow company 30 % with 10 % cash against IAGG — the portfolio the result-view tests and bench/web open.
 */
export const signedInLookup = async (
  host: TestHost,
  options: { investmentDay: string; names: { firstName: string; lastName: string } },
): Promise<{ client: ApiClient; session: Session; token: string; portfolioId: string }> => {
  const user = await host.createUser('premium', options.names);
  const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
  const { data: session } = await anonymous.call('auth.login', { body: user });
  const client = createClient({ baseUrl: host.url, fetch, auth: { token: session.token }, locale: 'en-US' });
  const outcome = await runChain(lookupChain, {
    client,
    lookup: {
      investmentDay: options.investmentDay,
      investmentAmount: 100_000,
      portfolio: {
        items: [
          { input: 'URTH', weight: 60 },
          { input: 'US0001000001', weight: 30 },
        ],
        cash: 10,
      },
      benchmark: { items: [{ input: 'IAGG', weight: 100 }], cash: 0 },
    },
  });
  if (outcome.status !== 'completed' || !outcome.portfolioId)
    throw new Error(`lookup ${outcome.status}: ${JSON.stringify(outcome)}`);
  return { client, session, token: session.token, portfolioId: outcome.portfolioId };
};

/** How long a result-view suite's setup may take: the lookup chain, and the PAI chain on 2 shared cores. */
export const RESULT_VIEWS_SETUP_MS = 240_000;

/**
 * The setup of the result-view suites (results-views, mobile-results, csv-every-view): the portfolio of
 * `signedInLookup` invested on 2024-10-01 and, with `pai`, its PAI chain run, so the PAI views answer.
 */
export const resultViewsLookup = async (
  host: TestHost,
  options: { names: { firstName: string; lastName: string }; pai: boolean },
): Promise<{ client: ApiClient; token: string; portfolioId: string }> => {
  const { client, token, portfolioId } = await signedInLookup(host, {
    investmentDay: '2024-10-01',
    names: options.names,
  });
  if (options.pai) {
    const pai = await runChain(paiChain, { client, portfolioId });
    if (pai.status !== 'completed') throw new Error(`PAI chain ${pai.status}`);
  }
  return { client, token, portfolioId };
};

// Lookup's editor steps, as the Chromium journeys take them (lookup.test.ts, scripts/videos.ts).

export const LOOKUP_RESULTS_PATH = '/platform/datahub/lookup/results';

/** Types one row of the portfolio editor (rows count from 1). */
export const fillLookupRow = async (page: Page, row: number, input: string, weight: string) => {
  await page.getByLabel(`ISIN or ticker ${row}`, { exact: true }).fill(input);
  await page.getByLabel(`Weight ${row}`, { exact: true }).fill(weight);
};

/** Runs the lookup and waits for its results page with every section loaded. */
export const runLookupToResults = async (page: Page) => {
  await page.getByTestId('run-lookup').click();
  await page.waitForURL((url) => url.pathname.startsWith(LOOKUP_RESULTS_PATH) && url.searchParams.has('p'), {
    timeout: 60_000,
  });
  await page.getByRole('navigation', { name: 'Result views' }).waitFor();
  await page.getByRole('main').getByLabel('Loading…').first().waitFor({ state: 'detached', timeout: 30_000 });
};
