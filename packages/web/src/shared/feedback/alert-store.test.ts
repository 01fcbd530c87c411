import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertStore } from './alert-store.ts';

describe('alert stack (spec doc 1 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears an alert after 5 s', () => {
    const alerts = createAlertStore();
    alerts.trigger({ message: 'changesSaved', isSuccess: true });
    vi.advanceTimersByTime(4_999);
    expect(alerts.getSnapshot().alert?.message).toBe('changesSaved');
    vi.advanceTimersByTime(1);
    expect(alerts.getSnapshot().alert).toBeNull();
  });

  it('keeps a second alert past the first one’s timer, and clears it at its own', () => {
    const alerts = createAlertStore();
    alerts.trigger({ message: 'changesSaved', isSuccess: true });
    vi.advanceTimersByTime(2_000);
    alerts.trigger({ message: 'anErrorHasOccurred', isSuccess: false });
    vi.advanceTimersByTime(3_000); // the first timer: counter 2, not below 2 → stays, counter back to 0
    expect(alerts.getSnapshot().alert?.message).toBe('anErrorHasOccurred');
    vi.advanceTimersByTime(2_000); // the second timer: counter 0 → cleared
    expect(alerts.getSnapshot().alert).toBeNull();
  });

  it('keeps an alert with selfDismiss false until it is closed', () => {
    const alerts = createAlertStore();
    alerts.trigger({ message: 'shareAvailableAfterPAI', isSuccess: true, selfDismiss: false });
    vi.advanceTimersByTime(60_000);
    expect(alerts.getSnapshot().alert?.message).toBe('shareAvailableAfterPAI');
    alerts.close();
    expect(alerts.getSnapshot().alert).toBeNull();
  });
});
