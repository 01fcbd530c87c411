import type { Page } from 'playwright-core';

// The screening pages' steps, as the Chromium journeys take them (screening.test.ts, screening-it.test.ts) and
// scripts/videos.ts records them: plain playwright waits, no vitest, so the script runs them outside a test.

export const SCREENING_PATH = '/platform/datahub/screening';

/** Picks `option` in the multi-select labelled `label` (Mantine: a textbox, its options in a listbox). */
export const pick = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
};

/** Waits for a screen's answer (rows or noResultsScreening) with no request under way. */
export const settled = async (page: Page) => {
  await page.locator('[data-testid="screening-results"][aria-busy="false"]').waitFor({ timeout: 30_000 });
};

/** Runs the screen and waits for its answer (rows or noResultsScreening). */
export const runScreen = async (page: Page, runLabel = 'Run screening') => {
  await page.getByRole('button', { name: runLabel }).click();
  await settled(page);
};

/** The text of column `key` in every row of table `testId`. */
export const columnText = (page: Page, testId: string, key: string) =>
  page.getByTestId(testId).locator(`tbody td[data-column="${key}"]`).allInnerTexts();
