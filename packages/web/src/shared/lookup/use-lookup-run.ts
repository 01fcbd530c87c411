import { type ChainOutcome, lookupChain, type PortfolioInput, runChain } from '@esgkit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services.tsx';
import { startBackgroundPai } from '../clients/chain-runs.ts';

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
 * Runs core's lookup chain in the browser with its progress; leaving the screen cancels it. The outcome tells
 * completed (with the portfolio id), failed, timeout (a 504: the run stops, doc 1 §4) or cancelled.
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
      const outcome = await runChain(
        lookupChain,
        { client, lookup, signal: abort.signal },
        {
          onProgress: (p) => {
            // The final reset to 0 (doc 1 §4) comes with the outcome; keep the reached value until then.
            if (p.step === null) return;
            last = p.progress;
            const next = ids[ids.indexOf(p.step as LookupStep) + 1] ?? null;
            setState((s) => ({ ...s, progress: p.progress, step: next }));
          },
        },
      );
      setState({
        isRunning: false,
        progress: outcome.status === 'completed' ? 100 : last,
        step: null,
        outcome,
      });
      // the PAI chain follows in the background, outliving this screen (spec doc 1 §4)
      if (outcome.status === 'completed' && outcome.portfolioId)
        void startBackgroundPai(services, outcome.portfolioId);
      return outcome;
    },
    [client, services],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState(idle), []);
  return { ...state, run, cancel, reset };
};
