import { SHARE_STATUS_RESET_MS } from '../../rules/constants.ts';

/** Share flow status (spec doc 1 §4, doc 2 §4): 0 idle, -1 in progress, 1 copy failed, 2 copied or error. */
export type ShareStatus = 0 | -1 | 1 | 2;

export interface ShareFlowState {
  status: ShareStatus;
  /** PAI is being calculated so that sharing can go on. */
  isWaitingForPai: boolean;
}

export const initialShareFlow = { status: 0, isWaitingForPai: false } as const satisfies ShareFlowState;

export type ShareFlowEvent =
  /** The user asks to share (again, through the toast's "here" action, once PAI is done). */
  | { type: 'share'; isPaiCalculated: boolean }
  | { type: 'paiCompleted' }
  | { type: 'paiFailed' }
  /** The link was created and copied to the clipboard. */
  | { type: 'copied' }
  | { type: 'copyFailed' }
  /** Creating the link failed. */
  | { type: 'failed' }
  /** The reset timer ran out. */
  | { type: 'reset' };

/** What the caller does after a transition; the reducer itself does nothing. */
export type ShareFlowEffect =
  | { type: 'createLink' }
  | { type: 'calculatePai' }
  /** The info toast "sharing is available after PAI calculation", kept until dismissed. */
  | { type: 'showToast'; messageKey: 'shareAvailableAfterPAI'; tone: 'info'; persistent: true }
  /** The completion toast with its "here" action, which sends `share` again. */
  | { type: 'showToast'; messageKey: 'calculationCompleteShare'; tone: 'success'; action: 'here' }
  | { type: 'dismissToast' }
  | { type: 'scheduleReset'; afterMs: number };

export interface ShareFlowStep {
  state: ShareFlowState;
  effects: ShareFlowEffect[];
}

const finish = (status: 1 | 2): ShareFlowStep => ({
  state: { status, isWaitingForPai: false },
  effects: [{ type: 'scheduleReset', afterMs: SHARE_STATUS_RESET_MS }],
});

/**
 * The share flow (spec doc 1 §4, doc 2 §4) as a pure transition. Without PAI, sharing first shows the info toast
 * and calculates PAI; on completion a toast offers "here" to continue; a PAI error dismisses the toast and resets the
 * status. A finished share (1 or 2) resets to 0 after 5 s. Events that do not fit the state change nothing.
 */
export const shareFlow = (state: ShareFlowState, event: ShareFlowEvent): ShareFlowStep => {
  const unchanged: ShareFlowStep = { state, effects: [] };
  const running = state.status === -1;
  switch (event.type) {
    case 'share':
      if (running) return unchanged;
      return event.isPaiCalculated
        ? { state: { status: -1, isWaitingForPai: false }, effects: [{ type: 'createLink' }] }
        : {
            state: { status: -1, isWaitingForPai: true },
            effects: [
              { type: 'showToast', messageKey: 'shareAvailableAfterPAI', tone: 'info', persistent: true },
              { type: 'calculatePai' },
            ],
          };
    case 'paiCompleted':
      if (!state.isWaitingForPai) return unchanged;
      return {
        state: { status: 0, isWaitingForPai: false },
        effects: [
          { type: 'showToast', messageKey: 'calculationCompleteShare', tone: 'success', action: 'here' },
        ],
      };
    case 'paiFailed':
      if (!state.isWaitingForPai) return unchanged;
      return { state: { status: 0, isWaitingForPai: false }, effects: [{ type: 'dismissToast' }] };
    case 'copied':
    case 'failed':
      return running && !state.isWaitingForPai ? finish(2) : unchanged;
    case 'copyFailed':
      return running && !state.isWaitingForPai ? finish(1) : unchanged;
    case 'reset':
      return state.status === 1 || state.status === 2 ? { state: initialShareFlow, effects: [] } : unchanged;
  }
};
