import { describe, expect, it } from 'vitest';
import { type AlertStackEvent, alertDismissDelayMs, alertStackReducer, initialAlertStack } from './alerts.ts';

type Alert = { message: string; selfDismiss?: boolean };
const reduce = (events: AlertStackEvent<Alert>[]) =>
  events.reduce(alertStackReducer<Alert>, { ...initialAlertStack } as {
    alert: Alert | null;
    counter: number;
  });

describe('alert stacking', () => {
  it('clears a lone alert after 5 s', () => {
    const saved: Alert = { message: 'changesSaved' };
    expect(reduce([{ type: 'trigger', alert: saved }])).toEqual({ alert: saved, counter: 1 });
    expect(reduce([{ type: 'trigger', alert: saved }, { type: 'dismissTimer' }])).toEqual({
      alert: null,
      counter: 0,
    });
    expect(alertDismissDelayMs(saved.selfDismiss)).toBe(5000);
  });

  it('keeps a stacked alert past the first timer', () => {
    // Given A at 0 s and B at 1 s: A's timer (5 s) sees 2 stacked, keeps B and resets; B's timer (6 s) clears B
    const a = { message: 'a' };
    const b = { message: 'b' };
    const afterFirstTimer = reduce([
      { type: 'trigger', alert: a },
      { type: 'trigger', alert: b },
      { type: 'dismissTimer' },
    ]);
    expect(afterFirstTimer).toEqual({ alert: b, counter: 0 });
    expect(alertStackReducer(afterFirstTimer, { type: 'dismissTimer' })).toEqual({ alert: null, counter: 0 });
  });

  it('never schedules dismissal when selfDismiss is false', () => {
    expect(alertDismissDelayMs(false)).toBeNull();
    expect(alertDismissDelayMs(true)).toBe(5000);
    expect(alertDismissDelayMs(undefined)).toBe(5000);
    expect(
      reduce([{ type: 'trigger', alert: { message: 'x', selfDismiss: false } }, { type: 'close' }]),
    ).toEqual({ alert: null, counter: 1 });
  });
});
