import type { ApiClient } from '../api/client.ts';
import type { ChainJobFrom } from '../api/contract.ts';
import { TimeoutError } from '../api/errors.ts';
import type { enUS } from '../i18n/en-us.ts';
import type { ClientInput } from '../schemas/client.ts';
import type { PortfolioInput } from '../schemas/portfolio.ts';

/** What the steps of a run share: the portfolio being computed, once known, and what to compute it with. */
export interface ChainContext {
  client: ApiClient;
  signal?: AbortSignal;
  portfolioId?: string;
  clientId?: string;
  /** Default impact indicators (Customization → Impact); the engine's defaults when absent. */
  impactIndicators?: string[];
  /** For the lookup chain: the portfolio to save first. */
  lookup?: PortfolioInput;
  /** For the add-client chain: the client to create first. */
  newClient?: ClientInput;
}

export type ChainStepLabelKey = `chain.steps.${keyof (typeof enUS)['chain']['steps']}`;

export interface ChainStep {
  id: string;
  /** i18n key of the step's label, one of the catalogue's `chain.steps.*` (the type checks it). */
  labelKey: ChainStepLabelKey;
  /** Progress reached when the step completes; a step without one moves nothing (spec: impact 0 then 2 → 100). */
  progress?: number;
  run(context: ChainContext): Promise<void>;
}

export interface ChainDefinition {
  id: 'lookup' | 'clientTest' | 'addClient' | 'pai';
  steps: readonly ChainStep[];
}

const requirePortfolio = (context: ChainContext): string => {
  if (!context.portfolioId)
    throw new Error('the chain has no portfolio id yet: a save or create step must come first');
  return context.portfolioId;
};

const withSignal = (context: ChainContext) => (context.signal ? { signal: context.signal } : {});

const provider = (progress: number): ChainStep => ({
  id: 'provider',
  labelKey: 'chain.steps.retrieveProviderData',
  progress,
  run: async (c) =>
    void (await c.client.call('chain.providerRetrieve', {
      params: { portfolioId: requirePortfolio(c) },
      ...withSignal(c),
    })),
});
const recalculate = (progress: number): ChainStep => ({
  id: 'recalculate',
  labelKey: 'chain.steps.recalculate',
  progress,
  run: async (c) =>
    void (await c.client.call('chain.recalculate', {
      params: { portfolioId: requirePortfolio(c) },
      ...withSignal(c),
    })),
});
const taxonomy = (progress: number): ChainStep => ({
  id: 'taxonomy',
  labelKey: 'chain.steps.euTaxonomy',
  progress,
  run: async (c) =>
    void (await c.client.call('chain.taxonomy', {
      params: { portfolioId: requirePortfolio(c) },
      ...withSignal(c),
    })),
});
const impact = (type: 0 | 2, progress?: number): ChainStep => ({
  id: `impact${type}`,
  labelKey: `chain.steps.impactType${type}`,
  ...(progress === undefined ? {} : { progress }),
  run: async (c) =>
    void (await c.client.call('chain.impact', {
      params: { portfolioId: requirePortfolio(c) },
      query: { type },
      body: c.impactIndicators ? { indicators: c.impactIndicators } : {},
      ...withSignal(c),
    })),
});

/** Lookup test (spec doc 1 §4, doc 2 §4): save 10, provider 30, recalculate 50, taxonomy 90, impact 0 then 2 → 100. */
export const lookupChain: ChainDefinition = {
  id: 'lookup',
  steps: [
    {
      id: 'save',
      labelKey: 'chain.steps.savePortfolio',
      progress: 10,
      run: async (c) => {
        if (!c.lookup) throw new Error('the lookup chain needs the portfolio to save');
        const { data } = await c.client.call('lookups.create', { body: c.lookup, ...withSignal(c) });
        c.portfolioId = data.id;
      },
    },
    provider(30),
    recalculate(50),
    taxonomy(90),
    impact(0),
    impact(2, 100),
  ],
};

/**
 * Client test (spec doc 1 §4: "20, then 40 or 60, 70, 80, 100"): we take 60 for recalculate, so that it matches
 * the add-client run, where recalculate is also 60 (docs/decisions.md).
 */
export const clientTestChain: ChainDefinition = {
  id: 'clientTest',
  steps: [provider(20), recalculate(60), taxonomy(70), impact(0, 80), impact(2, 100)],
};

/**
 * Adding a client (spec doc 1 §4: "starts at 10 and goes to 30, 60, 70"); after 70 the client test's 80 and 100
 * follow (docs/decisions.md).
 */
export const addClientChain: ChainDefinition = {
  id: 'addClient',
  steps: [
    {
      id: 'createClient',
      labelKey: 'chain.steps.createClient',
      progress: 10,
      run: async (c) => {
        if (!c.newClient) throw new Error('the add-client chain needs the client to create');
        const { data } = await c.client.call('clients.create', { body: c.newClient, ...withSignal(c) });
        c.clientId = data.id;
        if (!data.portfolio) throw new Error('the new client has no portfolio to compute');
        c.portfolioId = data.portfolio.id;
      },
    },
    provider(30),
    recalculate(60),
    taxonomy(70),
    impact(0, 80),
    impact(2, 100),
  ],
};

/** Steps of each PAI set's calculation (spec doc 2 §7 calculatePAIIndicator{,2,3} with a step number). */
export const PAI_STEPS_PER_SET = { 1: 4, 2: 2, 3: 2 } as const;

const paiSteps = (): ChainStep[] => {
  const total = Object.values(PAI_STEPS_PER_SET).reduce((a, b) => a + b, 0) + 1;
  const steps: ChainStep[] = [];
  for (const set of [1, 2, 3] as const) {
    for (let step = 1; step <= PAI_STEPS_PER_SET[set]; step++) {
      steps.push({
        id: `pai${set}.${step}`,
        labelKey: `chain.steps.paiSet${set}`,
        progress: Math.floor(((steps.length + 1) / total) * 100),
        run: async (c) =>
          void (await c.client.call('chain.pai', {
            params: { portfolioId: requirePortfolio(c), set, step },
            ...withSignal(c),
          })),
      });
    }
  }
  steps.push({
    id: 'paiDate',
    labelKey: 'chain.steps.recordPaiDate',
    progress: 100,
    run: async (c) =>
      void (await c.client.call('chain.setPaiDate', {
        params: { portfolioId: requirePortfolio(c) },
        ...withSignal(c),
      })),
  });
  return steps;
};

/** PAI calculation (spec doc 1 §4): a fixed chain over the three indicator sets, 0 → 100, then the update time. */
export const paiChain: ChainDefinition = { id: 'pai', steps: paiSteps() };

/**
 * The steps a chain job runs on the server (issue 32, `chain.start`): the client test's, then PAI's — the web's runs,
 * in their order, read from their definitions so the two never differ. Without `pai` (a caller who may not see PAI)
 * it stops after the client test; `from: 'pai'` runs only PAI's.
 */
export const chainJobSteps = (pai: boolean, from: ChainJobFrom = 'client'): string[] =>
  [...(from === 'client' ? clientTestChain.steps : []), ...(pai ? paiChain.steps : [])].map(
    (step) => step.id,
  );

/** A chain job's progress once `done` of its `total` steps are done (0–100). */
export const chainJobProgress = (done: number, total: number): number =>
  total === 0 ? 100 : Math.floor((done / total) * 100);

export type ChainStatus = 'completed' | 'failed' | 'timeout' | 'cancelled';

export interface ChainProgress {
  chain: ChainDefinition['id'];
  progress: number;
  /** The step just completed, or null on the final reset to 0. */
  step: string | null;
}

export interface ChainOutcome {
  status: ChainStatus;
  /** Set when a 504 stopped the run (spec doc 1 §4: "A 504 sets a timeout flag and stops the run"). */
  isTimedOut: boolean;
  failedStep: string | null;
  error: unknown;
  portfolioId: string | null;
  clientId: string | null;
}

const isAbort = (error: unknown, signal?: AbortSignal): boolean =>
  Boolean(signal?.aborted) ||
  (error instanceof Error &&
    (error.name === 'AbortError' || (error.name === 'TimeoutError' && !(error instanceof TimeoutError))));

/**
 * Runs a chain's steps in order, reporting progress after each. Any failure stops the run; a 504 sets the
 * timeout flag; an aborted signal cancels. Progress always ends with a reset to 0 (spec doc 1 §4).
 * @example
 * const outcome = await runChain(clientTestChain, { client, portfolioId }, { onProgress: (p) => bar.set(p.progress) });
 */
export const runChain = async (
  definition: ChainDefinition,
  context: ChainContext,
  options: { onProgress?: (progress: ChainProgress) => void } = {},
): Promise<ChainOutcome> => {
  const report = (progress: number, step: string | null) =>
    options.onProgress?.({ chain: definition.id, progress, step });
  const finish = (
    status: ChainStatus,
    failedStep: string | null = null,
    error: unknown = null,
  ): ChainOutcome => {
    report(0, null);
    return {
      status,
      isTimedOut: status === 'timeout',
      failedStep,
      error,
      portfolioId: context.portfolioId ?? null,
      clientId: context.clientId ?? null,
    };
  };
  for (const step of definition.steps) {
    if (context.signal?.aborted) return finish('cancelled', step.id);
    try {
      await step.run(context);
    } catch (error) {
      if (error instanceof TimeoutError) return finish('timeout', step.id, error);
      if (isAbort(error, context.signal)) return finish('cancelled', step.id, error);
      return finish('failed', step.id, error);
    }
    if (step.progress !== undefined) report(step.progress, step.id);
  }
  return finish('completed');
};
