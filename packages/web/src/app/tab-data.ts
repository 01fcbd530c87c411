import { clearProposals } from '../features/matching/proposal-store.ts';
import { clearPortfolioDraft } from '../shared/lookup/portfolio-draft.ts';
import type { SessionStore } from './session-store.ts';

// What a sign-out forgets, in one list: the tab's session-storage data written for the signed-in user (the lookup
// portfolio, the matching proposals). A tab outlives a sign-in, so the next user must not see the previous one's.
const forgetters: readonly (() => void)[] = [clearPortfolioDraft, clearProposals];

/** Forgets the tab's data now. */
export const forgetTabData = () => {
  for (const forget of forgetters) forget();
};

/**
 * Forgets the tab's data when nobody is signed in at start, and whenever the session changes: a logout, an expiry,
 * or another sign-in, in this tab or another (the session store hears both). Returns the unsubscribe.
 */
export const forgetTabDataOnSessionChange = (session: SessionStore): (() => void) => {
  let signedInAs = session.get()?.token ?? null;
  if (signedInAs === null) forgetTabData();
  return session.subscribe(() => {
    const token = session.get()?.token ?? null;
    if (token !== signedInAs) forgetTabData();
    signedInAs = token;
  });
};
