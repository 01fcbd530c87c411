import { type ChainOutcome, lookupChain, type PortfolioInput } from '@esgkit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services.tsx';
import { followPaiAfter, runFirstStepThenJob } from '../clients/chain-runs.ts';

/** A step of core's lookup chain (save, provider, recalculate, taxonomy, impact0, impact2). */
export type LookupStep = string;

/** The i18n label of a lookup step: its `chain.steps.*` key in core's chain definition. */
export const stepLabelKey = (step: LookupStep) =>
  lookupChain.steps.find((s) => s.id === step)?.labelKey ?? 'chain.ready';

export interface LookupRunState {
  isRunning: boolean;
  /** The spec's progress (doc 1 §4: save 10, provider 30, recalculate 50, taxonomy 90, impact → 100). */
  progress: number;
  /** The step under way. */
  step: LookupStep | null;
  outcome: ChainOutcome | null;
}

const idle: LookupRunState = { isRunning: false, progress: 0, step: null, outcome: null };

/**
 * Runs core's lookup chain with its progress: the save from the page, then the chain job it starts. Leaving the screen
 * or Cancel stops the run (the save's request is aborted; a job already started goes on in the engine, unfollowed).
 * The outcome tells completed (with the portfolio id), failed, timeout (doc 1 §4's 504 flag) or cancelled.
 */
export const useLookupRun = () => {
  const services = useServices();
  const { client } = services;
  const [state, setState] = useState<LookupRunState>(idle);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (lookup: PortfolioInput): Promise<ChainOutcome> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const ids = lookupChain.steps.map((s) => s.id as LookupStep);
      setState({ isRunning: true, progress: 0, step: ids[0] ?? null, outcome: null });
      let last = 0;
      // The final reset to 0 (doc 1 §4) comes with the outcome; keep the reached value until then.
      const show = (p: { progress: number; step: string | null }) => {
        if (p.step === null) return;
        last = p.progress;
        const next = ids[ids.indexOf(p.step as LookupStep) + 1] ?? null;
        setState((s) => ({ ...s, progress: p.progress, step: next }));
      };
      // the save runs in the page (it makes the portfolio); the rest is the portfolio's chain job (issue 32)
      const { outcome, job } = await runFirstStepThenJob(
        lookupChain,
        { client, lookup, signal: abort.signal },
        show,
      );
      const { portfolioId } = outcome;
      setState({
        isRunning: false,
        progress: outcome.status === 'completed' ? 100 : last,
        step: null,
        outcome,
      });
      // the PAI chain follows in the background (the same job), outliving this screen (spec doc 1 §4)
      if (outcome.status === 'completed' && portfolioId) followPaiAfter(services, portfolioId, job);
      return outcome;
    },
    [client, services],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState(idle), []);
  return { ...state, run, cancel, reset };
};
