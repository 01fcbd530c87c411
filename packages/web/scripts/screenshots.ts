// `npm run screenshots -w @esgkit/web`: the main screens at 1440 and 375 px into docs/images/, from the built SPA
// against a real host and engine (fresh data dir, small demo universe); the SPA is built first if out of date.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngineLogger } from '@esgkit/engine';
import type { Page } from 'playwright-core';
import { startWebHost } from '../server/index.ts';
import { desktop, launchChromium, phone } from '../test/helpers/browser.ts';

const out = join(import.meta.dirname, '..', '..', '..', 'docs', 'images');
const dataDir = await mkdtemp(join(tmpdir(), 'esgkit-shots-'));
const host = await startWebHost({
  port: 0,
  buildIfStale: true,
  env: {
    ESGKIT_DATA_DIR: dataDir,
    ESGKIT_CACHE_DIR: join(tmpdir(), 'esgkit-web-cache'),
    ESGKIT_DEMO_SIZE: 'small',
  },
  engineOptions: { logger: createEngineLogger('silent'), print: () => {} },
});
await host.ready;
const accounts = host.engine?.accounts;
if (!accounts) throw new Error('expected the in-process engine');
const password = 'Shots-Passw0rd';
await accounts.createUser({
  email: 'advisor@example.com',
  password,
  firstName: 'Giulia',
  lastName: 'Rossi',
  plan: 'premium',
  isConfirmed: true,
});
await accounts.createUser({
  email: 'starter@example.com',
  password,
  firstName: 'Sam',
  lastName: 'Taylor',
  plan: 'starter',
  isConfirmed: true,
});

const browser = await launchChromium();
const shoot = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `${name}.png`) });
  console.log(`docs/images/${name}.png`);
};
const session = async (viewport: { width: number; height: number }, email?: string, locale = 'en-US') => {
  const context = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
  const page = await context.newPage();
  if (email) {
    await page.goto(`${host.url}/login`);
    await page
      .getByRole('main')
      .getByLabel(/^(Email|Indirizzo email)/)
      .fill(email);
    await page
      .getByRole('main')
      .getByLabel(/^Password( di accesso)?( \*)?$/)
      .fill(password);
    await page.getByRole('button', { name: /^(Log in|Accedi)$/ }).click();
    await page.waitForURL((url) => url.pathname === '/platform/chat');
  }
  return { context, page };
};

try {
  for (const [viewport, suffix] of [
    [desktop, '1440'],
    [phone, '375'],
  ] as const) {
    const anonymous = await session(viewport);
    await anonymous.page.goto(`${host.url}/login`);
    await anonymous.page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await shoot(anonymous.page, `web-login-${suffix}`);
    await anonymous.page.goto(`${host.url}/signup`);
    await anonymous.page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await shoot(anonymous.page, `web-signup-${suffix}`);
    await anonymous.context.close();

    const advisor = await session(viewport, 'advisor@example.com');
    await advisor.page.goto(`${host.url}/platform/datahub/lookup/research`);
    await advisor.page.getByTestId('coming-soon').waitFor();
    await shoot(advisor.page, `web-platform-${suffix}`);
    await advisor.page.goto(`${host.url}/platform/documentation/Indicators`);
    await advisor.page.getByTestId('pillar-chart').locator('svg').waitFor();
    await shoot(advisor.page, `web-indicators-${suffix}`);
    await advisor.page.goto(`${host.url}/platform/profile/account_info`);
    await advisor.page.getByTestId('plan-badge').waitFor();
    await shoot(advisor.page, `web-account-${suffix}`);
    if (suffix === '375') {
      await advisor.page.getByRole('button', { name: 'Open the menu' }).click();
      await advisor.page.getByTestId('menu-library').waitFor();
      await shoot(advisor.page, 'web-menu-375');
    }
    await advisor.context.close();

    const starter = await session(viewport, 'starter@example.com');
    if (suffix === '1440') {
      await starter.page.getByTestId('menu-datahub').click();
      await starter.page.getByRole('dialog').waitFor();
      await shoot(starter.page, 'web-starter-locked-1440');
    }
    await starter.page.goto(`${host.url}/platform/profile/Plan`);
    await starter.page.getByTestId('current-plan').waitFor();
    await shoot(starter.page, `web-plan-${suffix}`);
    await starter.context.close();

    const italian = await session(viewport, 'advisor@example.com', 'it-IT');
    await italian.context.addCookies([{ name: 'lang', value: 'it-IT', url: host.url }]);
    await italian.page.goto(`${host.url}/platform/profile/account_info`);
    await italian.page.getByTestId('plan-badge').waitFor();
    await shoot(italian.page, `web-account-it-${suffix}`);
    await italian.context.close();
  }
} finally {
  await browser.close();
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
}
