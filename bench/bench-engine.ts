import { join } from 'node:path';
import { createClient, lookupChain, paiChain, runChain } from '@esgkit/core';
import { createEngine, loadEngineConfig } from '@esgkit/engine';
import { pino } from 'pino';
import { writeFundsDataset } from './large-dataset.ts';

// The benches' engine set-up: an engine on a free port with a premium advisor signed in, and the 25-fund portfolio
// of 20,000 look-through lines (bench/explain, bench/exports) made through the API with its PAI computed.

/** An engine with `env` on 127.0.0.1:0, its dataset served, and a core client of a premium advisor (`label`). */
export const benchEngine = async (env: Record<string, string>, label: string) => {
  const engine = await createEngine({
    config: loadEngineConfig({ ESGKIT_PORT: '0', ...env }),
    logger: pino({ level: 'silent' }),
  });
  try {
    const { url } = await engine.listen(0, '127.0.0.1');
    await engine.ready;
    const email = `bench-${label}@example.com`;
    await engine.accounts.createUser({
      email,
      password: 'Bench-Passw0rd',
      firstName: 'B',
      lastName: label,
      plan: 'premium',
      isConfirmed: true,
    });
    const { token } = await engine.accounts.login(email, 'Bench-Passw0rd');
    return { engine, client: createClient({ baseUrl: url, auth: { token } }) };
  } catch (error) {
    await engine.close();
    throw error;
  }
};

/**
 * 25 generated funds of 800 generated equities each (bench/large-dataset.ts on the minimal fixture) written under
 * `root`, an engine on them, and a lookup of the 25 funds at equal weights (20,000 look-through lines) with its PAI.
 */
export const twentyThousandLinePortfolio = async (root: string, label: string) => {
  const datasetDir = join(root, 'dataset');
  writeFundsDataset(datasetDir, 25, 800);
  const { engine, client } = await benchEngine(
    {
      ESGKIT_DATA_DIR: join(root, 'data'),
      ESGKIT_CACHE_DIR: join(root, 'cache'),
      ESGKIT_DATASET: datasetDir,
    },
    label,
  );
  try {
    const holdings = {
      items: Array.from({ length: 25 }, (_, f) => ({ input: `XFT${f}`, weight: 4 })),
      cash: 0,
    };
    const outcome = await runChain(lookupChain, {
      client,
      lookup: { investmentDay: '2025-06-26', investmentAmount: 1_000_000, portfolio: holdings },
    });
    const portfolioId = outcome.portfolioId!;
    await runChain(paiChain, { client, portfolioId });
    return { engine, client, portfolioId };
  } catch (error) {
    await engine.close();
    throw error;
  }
};
