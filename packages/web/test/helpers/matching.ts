import type { Page } from 'playwright-core';

// Matching's steps, as the Chromium journey takes them (matching.test.ts) and scripts/videos.ts records them: plain
// playwright waits, no vitest, so the script runs them outside a test.

export const MATCHING_RESEARCH = '/platform/datahub/matching/research';

/** Answers the questionnaire: SDGs 6, 7 and 13, risk level 2, `purpose` over 10 years from €50,000. */
export const answerQuestionnaire = async (page: Page, purpose: string) => {
  for (const sdg of [6, 7, 13]) await page.getByTestId(`sdg-${sdg}`).click();
  await page.getByTestId('risk-2').click();
  await page.getByTestId('matching-purpose').click();
  await page.getByRole('option', { name: purpose, exact: true }).click();
  await page.getByTestId('matching-horizon').fill('10');
  await page.getByTestId('matching-initial').fill('50000');
};

/** Runs it and waits for the results (matching.run, then the lookup chain on the proposed portfolio). */
export const runMatchingToResults = async (page: Page, runLabel: string) => {
  await page.getByRole('button', { name: runLabel }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/platform/datahub/matching/results/'), {
    timeout: 120_000,
  });
  await page.getByTestId('matching-funds').waitFor({ timeout: 30_000 });
};
