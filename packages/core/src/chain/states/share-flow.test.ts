import { describe, expect, it } from 'vitest';
import { initialShareFlow, type ShareFlowEvent, type ShareFlowState, shareFlow } from './share-flow.ts';

/** Runs events from a state, collecting each step's status and effect types. */
const run = (events: ShareFlowEvent[], from: ShareFlowState = initialShareFlow) => {
  let state = from;
  return events.map((event) => {
    const step = shareFlow(state, event);
    state = step.state;
    return [state.status, step.effects.map((e) => e.type)];
  });
};

describe('shareFlow', () => {
  it('shares at once when PAI is calculated and resets after 5 s', () => {
    expect(run([{ type: 'share', isPaiCalculated: true }, { type: 'copied' }, { type: 'reset' }])).toEqual([
      [-1, ['createLink']],
      [2, ['scheduleReset']],
      [0, []],
    ]);
    expect(shareFlow({ status: -1, isWaitingForPai: false }, { type: 'copied' }).effects).toEqual([
      { type: 'scheduleReset', afterMs: 5000 },
    ]);
  });

  it('calculates PAI first and offers to continue', () => {
    const steps = run([
      { type: 'share', isPaiCalculated: false },
      { type: 'paiCompleted' },
      { type: 'share', isPaiCalculated: true },
      { type: 'copied' },
    ]);
    expect(steps).toEqual([
      [-1, ['showToast', 'calculatePai']],
      [0, ['showToast']],
      [-1, ['createLink']],
      [2, ['scheduleReset']],
    ]);
    const first = shareFlow(initialShareFlow, { type: 'share', isPaiCalculated: false });
    expect(first.effects[0]).toEqual({
      type: 'showToast',
      messageKey: 'shareAvailableAfterPAI',
      tone: 'info',
      persistent: true,
    });
    const done = shareFlow(first.state, { type: 'paiCompleted' });
    expect(done.effects[0]).toEqual({
      type: 'showToast',
      messageKey: 'calculationCompleteShare',
      tone: 'success',
      action: 'here',
    });
  });

  it('dismisses the toast and resets on a PAI error', () => {
    expect(run([{ type: 'share', isPaiCalculated: false }, { type: 'paiFailed' }])).toEqual([
      [-1, ['showToast', 'calculatePai']],
      [0, ['dismissToast']],
    ]);
    // a copy result while PAI is still calculating changes nothing
    expect(run([{ type: 'share', isPaiCalculated: false }, { type: 'copied' }])).toEqual([
      [-1, ['showToast', 'calculatePai']],
      [-1, []],
    ]);
  });

  it('records a failed copy as 1 and an error as 2', () => {
    expect(
      run([{ type: 'share', isPaiCalculated: true }, { type: 'copyFailed' }, { type: 'reset' }]),
    ).toEqual([
      [-1, ['createLink']],
      [1, ['scheduleReset']],
      [0, []],
    ]);
    expect(run([{ type: 'share', isPaiCalculated: true }, { type: 'failed' }])).toEqual([
      [-1, ['createLink']],
      [2, ['scheduleReset']],
    ]);
  });

  it('ignores a second share while one runs', () => {
    expect(
      run([
        { type: 'share', isPaiCalculated: true },
        { type: 'share', isPaiCalculated: true },
        { type: 'reset' },
      ]),
    ).toEqual([
      [-1, ['createLink']],
      [-1, []],
      [-1, []],
    ]);
  });
});
