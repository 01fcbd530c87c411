import type { Page } from 'playwright-core';

// The chat's steps, as the Chromium journey takes them (chat.test.ts) and scripts/videos.ts records them: plain
// playwright waits, no vitest, so the script runs them outside a test.

/** How long an answer may take (2 shared cores on CI). */
export const chatPoll = { timeout: 60_000 };

/** The page's answers, oldest first. */
export const chatAnswers = (page: Page) => page.getByTestId('chat-answer');

/** Sends a question through the input and waits for its answer (the n-th answer of the page). */
export const askChat = async (page: Page, question: string) => {
  const before = await chatAnswers(page).count();
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-input').press('Enter');
  await chatAnswers(page).nth(before).waitFor(chatPoll);
  return chatAnswers(page).nth(before);
};
