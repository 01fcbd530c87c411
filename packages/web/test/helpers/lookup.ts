import { type ApiClient, type CallOutput, createClient, lookupChain, runChain } from '@esgkit/core';
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
