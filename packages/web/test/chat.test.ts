import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Locale } from '@esgkit/core';
import { datasetLoader, loadEngineConfig } from '@esgkit/engine';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horizontalOverflow, launchChromium, shouldRunBrowserTests } from './helpers/browser.ts';
import { askChat, chatAnswers, chatPoll } from './helpers/chat.ts';
import { openSignedInPage } from './helpers/chromium-suite.ts';
import { startTestHost, type TestHost } from './helpers/host.ts';

// Issue 29, acceptance: the chat in a real Chromium against the real host and engine (small demo universe), in
// both languages — a suggested question answered with a chart; two companies over four years as an area chart;
// an unknown company → flag 2 with a suggestion; seven indicators → flag 6; a Starter user → flag 1 with the
// upgrade link to the Plan page. Over fixtures/datasets/minimal (the engine's chat tests' hand-read figures: Alpina
// Energia S.p.A. and Calder Foods PLC report scope 1 for 2023 and 2024; Brenner Software AG is the company misspelt).
const minimalDataset = fileURLToPath(new URL('../../../fixtures/datasets/minimal', import.meta.url));
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

const questions: Record<
  Locale,
  { suggested: string; compare: string; unknown: string; seven: string; starterRank: string; flag2: RegExp }
> = {
  'en-US': {
    suggested: 'Top 5 companies by scope 1 emissions',
    compare: 'compare scope 1 emissions of Alpina Energia and Calder Foods 2021-2024',
    unknown: 'scope 1 emissions of Brenerr Softwre in 2024',
    seven:
      'scope 1, scope 2, scope 3, water withdrawal, hazardous waste, board gender diversity and gender pay gap of Alpina Energia',
    starterRank: 'top 5 companies by scope 1 emissions',
    flag2: /could not identify the company/,
  },
  'it-IT': {
    suggested: 'Le prime 5 aziende per emissioni scope 1',
    compare: 'confronta le emissioni scope 1 di Alpina Energia e Calder Foods 2021-2024',
    unknown: 'emissioni scope 1 di Brenerr Softwre nel 2024',
    seven:
      'emissioni scope 1, emissioni scope 2, emissioni scope 3, intensità di carbonio, impronta di carbonio, divario retributivo di genere, prelievo idrico di Alpina Energia',
    starterRank: 'le prime 5 aziende per emissioni scope 1',
    flag2: /identificare l'azienda/,
  },
};

describe.runIf(shouldRunBrowserTests())('the AI chat in Chromium', () => {
  let host: TestHost;
  let browser: Browser;
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'esgkit-chat-'));
    const loadSnapshot = datasetLoader(
      loadEngineConfig({ ESGKIT_DATASET: minimalDataset, ESGKIT_CACHE_DIR: cacheDir }),
    );
    [host, browser] = await Promise.all([startTestHost({ loadSnapshot }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const signedIn = async (plan: 'professional' | 'starter', locale: Locale, viewport = desktop) => {
    const user = await host.createUser(plan, { firstName: 'Ada', lastName: 'Lovelace' });
    const anonymous = createClient({ baseUrl: host.url, fetch, locale });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    return openSignedInPage(browser, host.url, session, { viewport, locale });
  };

  it('capability 9: the chat is disabled (doc 1 §6); /platform lands on Lookup instead', async () => {
    const user = await host.createUser(
      'professional',
      { firstName: 'Ada', lastName: 'Byron' },
      { capability: 9 },
    );
    const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
    const { data: session } = await anonymous.call('auth.login', { body: user });
    const { context, page, errors } = await openSignedInPage(browser, host.url, session, {
      viewport: desktop,
    });
    await page.goto(`${host.url}/platform`);
    await page.waitForURL((url) => url.pathname === '/platform/datahub/lookup/research', chatPoll);
    await page.goto(`${host.url}/platform/chat`);
    await page.getByText("Your account doesn't have access to this feature.").waitFor(chatPoll);
    expect(await page.getByTestId('chat-input').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const locale of ['en-US', 'it-IT'] as const) {
    const q = questions[locale];

    it(`${locale}: the landing page is the chat; a suggested question, a comparison, flag 2 and flag 6`, async () => {
      const { context, page, errors } = await signedIn('professional', locale);
      await page.goto(`${host.url}/platform`);
      await page.waitForURL((url) => url.pathname === '/platform/chat', chatPoll);

      // a suggested question → an answer with a chart
      await page.getByRole('button', { name: q.suggested }).click();
      const first = chatAnswers(page).first();
      await first.waitFor(chatPoll);
      expect(await first.getAttribute('data-flag')).toBe('0');
      await first.getByTestId('chat-chart').locator('svg').first().waitFor(chatPoll);

      // two companies over four years → an area chart (doc 2 §9: area when several years)
      const compare = await askChat(page, q.compare);
      expect(await compare.getAttribute('data-flag')).toBe('0');
      await compare.getByTestId('chat-chart').locator('svg').first().waitFor(chatPoll);
      expect(await compare.getByTestId('chat-chart').locator('g.mark-area path').count()).toBe(2);
      expect(await compare.getByTestId('chat-sources').textContent()).toContain('2024');

      // an unknown company → flag 2 with a suggestion that asks again
      const unknown = await askChat(page, q.unknown);
      expect(await unknown.getAttribute('data-flag')).toBe('2');
      expect(await unknown.textContent()).toMatch(q.flag2);
      await unknown.getByRole('button', { name: 'Brenner Software AG' }).waitFor(chatPoll);

      // seven indicator groups → flag 6 with the spec's text
      const seven = await askChat(page, q.seven);
      expect(await seven.getAttribute('data-flag')).toBe('6');
      expect(await seven.textContent()).toContain(
        locale === 'en-US'
          ? 'Too many indicators selected. Please select a maximum of 6 indicators.'
          : 'Troppi indicatori selezionati. Seleziona al massimo 6 indicatori.',
      );
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${locale}: a Starter user's ranking is flag 1 with the upgrade link to the Plan page, at 390 px`, async () => {
      const { context, page, errors } = await signedIn('starter', locale, phone);
      await page.goto(`${host.url}/platform/chat`);
      const answer = await askChat(page, q.starterRank);
      expect(await answer.getAttribute('data-flag')).toBe('1');
      const upgrade = answer.getByTestId('chat-upgrade');
      expect(await upgrade.getAttribute('href')).toBe('/platform/profile/Plan');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await upgrade.click();
      await page.waitForURL((url) => url.pathname === '/platform/profile/Plan', chatPoll);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
