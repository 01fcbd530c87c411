import { ALERT_DISMISS_MS, ALERT_STACK_THRESHOLD } from '../../rules/constants.ts';

/** The alert shown and how many were triggered since the last dismissal timer ran. */
export interface AlertStackState<Alert> {
  alert: Alert | null;
  counter: number;
}

export type AlertStackEvent<Alert> =
  /** An alert is triggered: it replaces the one shown and raises the counter. */
  | { type: 'trigger'; alert: Alert }
  /** A dismissal timer, started by a trigger, ran out. */
  | { type: 'dismissTimer' }
  /** The user closed the alert. */
  | { type: 'close' };

export const initialAlertStack = { alert: null, counter: 0 } as const satisfies AlertStackState<never>;

/**
 * Alert stacking (spec doc 1 §4, doc 2 §4): triggering sets the alert and raises the counter; when a dismissal
 * timer runs out, the alert clears if the counter is below 2, and the counter resets to 0. So an alert triggered
 * while another shows survives the first one's timer and goes with its own.
 */
export const alertStackReducer = <Alert>(
  state: AlertStackState<Alert>,
  event: AlertStackEvent<Alert>,
): AlertStackState<Alert> => {
  switch (event.type) {
    case 'trigger':
      return { alert: event.alert, counter: state.counter + 1 };
    case 'dismissTimer':
      return { alert: state.counter < ALERT_STACK_THRESHOLD ? null : state.alert, counter: 0 };
    case 'close':
      return { alert: null, counter: state.counter };
  }
};

/**
 * When to send `dismissTimer` after triggering an alert, from its selfDismiss field: in 5 s, unless selfDismiss is
 * explicitly false (then never; the alert stays until closed).
 */
export const alertDismissDelayMs = (selfDismiss: boolean | null | undefined): number | null =>
  selfDismiss === false ? null : ALERT_DISMISS_MS;
