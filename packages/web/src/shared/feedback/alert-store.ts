import {
  type AlertStackState,
  alertDismissDelayMs,
  alertStackReducer,
  initialAlertStack,
} from '@esgkit/core';

/** An alert (spec doc 1 §3 Alert): a message key or custom text, success or not, and whether it dismisses itself. */
export interface AppAlert {
  /** A key of `messages.*`. */
  message: string;
  params?: Record<string, string | number>;
  isSuccess: boolean;
  /** Only an explicit false keeps it until closed (spec doc 1 §4). */
  selfDismiss?: boolean;
  /** Text shown instead of the message key's. */
  customMessage?: string;
  /** An action button, e.g. the "here" of calculationCompleteShare. */
  action?: { label: string; onClick: () => void };
}

export interface AlertStore {
  trigger(alert: AppAlert): void;
  close(): void;
  getSnapshot(): AlertStackState<AppAlert>;
  subscribe(listener: () => void): () => void;
}

/**
 * The alert stack of the spec, outside React so the data layer can raise alerts too (a 401 anywhere shows
 * sessionExpired): core's reducer decides, this store only runs its timers.
 */
export const createAlertStore = (): AlertStore => {
  let state: AlertStackState<AppAlert> = initialAlertStack;
  const listeners = new Set<() => void>();
  const dispatch = (event: Parameters<typeof alertStackReducer<AppAlert>>[1]) => {
    state = alertStackReducer(state, event);
    for (const listener of listeners) listener();
  };
  return {
    trigger: (alert) => {
      dispatch({ type: 'trigger', alert });
      const delay = alertDismissDelayMs(alert.selfDismiss);
      if (delay !== null) setTimeout(() => dispatch({ type: 'dismissTimer' }), delay);
    },
    close: () => dispatch({ type: 'close' }),
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
