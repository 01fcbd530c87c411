// `npm run screenshots` (or `-w @esgkit/web`): every screen of the web app's navigation table and every result view, at 1440 and 390 px,
// in en-US and it-IT, through the real host and its engine on a fresh data dir (the small demo unless
// ESGKIT_DEMO_SIZE says otherwise), plus the Italian PDF report's pages (pdftoppm). Look at them before a release.
//
//   npm run screenshots                     # into ./screenshots/{en-US,it-IT}/{1440,390}/<screen>.png
//   npm run screenshots -- --out /tmp/shots
//   npm run screenshots -- --demo full      # the full demo universe (a first start of about a minute)
//   npm run screenshots -- --docs           # also refreshes the pictures the README and docs show (docs/images)
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addClientChain, lookupChain, paiChain } from '@esgkit/core';
import type { Page } from 'playwright-core';
import { linkPath, type ScreenId, screenIds, screens } from '../src/app/navigation.ts';
import { resultViewPaths } from '../src/shared/results/view-paths.ts';
import { launchChromium } from '../test/helpers/browser.ts';
import { demoPortfolio as portfolio, startDemoHost } from './demo-host.ts';

const { values: options } = parseArgs({
  options: {
    out: { type: 'string', default: 'screenshots' },
    demo: { type: 'string', default: 'small' },
    docs: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(
    'Usage: npm run screenshots [-- --out DIR (from the repo root; default screenshots)] [--demo small|full] [--docs]',
  );
  process.exit(0);
}

const repo = join(import.meta.dirname, '..', '..', '..');
const out = resolve(repo, options.out);
const viewports = { 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } } as const;
const locales = ['en-US', 'it-IT'] as const;

const host = await startDemoHost('shots', options.demo);
const { session, api, run } = host;
console.log('Looking up a portfolio and adding a client, with their PAI…');
const lookedUp = await run(lookupChain, { lookup: portfolio });
const lookupPortfolioId = lookedUp.portfolioId ?? '';
await run(paiChain, { portfolioId: lookupPortfolioId });
const added = await run(addClientChain, {
  newClient: { firstname: 'Ada', lastname: 'Rossi', email: 'ada.rossi@example.com', portfolio },
});
const clientId = added.clientId ?? '';
await run(paiChain, { portfolioId: added.portfolioId ?? '' });
const { data: share } = await api.call('shares.create', {
  params: { clientId },
  body: { expiresInDays: 30 },
});
const sharedBase = new URL(share.url).pathname.replace(/\/$/, '');

/** The pages to shoot: each screen of the navigation table, and each result view under its three bases. */
const pages: { name: string; path: string; signedIn: boolean }[] = [];
const concrete = (id: ScreenId): string =>
  screens[id].path.replace(':clientId', encodeURIComponent(clientId)).replace(/\/\*$/, '');
for (const id of screenIds) {
  const screen = screens[id];
  if (screen.kind === 'redirect') continue;
  if (id === 'lookupResults' || id === 'clientResults' || id === 'sharedClient') continue;
  pages.push({ name: id, path: concrete(id), signedIn: screen.kind !== 'public' });
}
for (const view of resultViewPaths) {
  const name = view.replaceAll('/', '-');
  const lookupView = view === 'performance/financial' ? 'financial' : view;
  pages.push({
    name: `lookupResults-${name}`,
    path: `${linkPath('lookupResults')}/${lookupView}?p=${encodeURIComponent(lookupPortfolioId)}`,
    signedIn: true,
  });
  pages.push({ name: `client-${name}`, path: `${concrete('clientResults')}/${view}`, signedIn: true });
  // a shared client shows the same views read-only: its first one stands for the rest
  if (view === resultViewPaths[0])
    pages.push({ name: `sharedClient-${name}`, path: `${sharedBase}/${view}`, signedIn: false });
}

const browser = await launchChromium();

/** Waits until the page has drawn its content: no placeholder, no spinner, the fonts and charts settled. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[data-testid="menu-placeholder"], .mantine-Loader-root, [aria-busy="true"]'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
};

let count = 0;
for (const locale of locales) {
  for (const [width, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'lang', value: locale, url: host.url }]);
    const folder = join(out, locale, width);
    mkdirSync(folder, { recursive: true });
    for (const target of pages) {
      const page = await context.newPage();
      if (target.signedIn)
        await page.addInitScript(
          ([token, expiresAt]) => {
            localStorage.setItem('esgkit.token', token);
            localStorage.setItem('esgkit.accessLevel', '3');
            localStorage.setItem('esgkit.expiresAt', expiresAt);
          },
          [session.token, session.expiresAt] as const,
        );
      await page.goto(`${host.url}${target.path}`);
      await settle(page);
      await page.screenshot({ path: join(folder, `${target.name}.png`), fullPage: true });
      await page.close();
      count += 1;
    }
    await context.close();
    console.log(`${locale} at ${width} px: ${pages.length} pages`);
  }
}
await browser.close();

// The Italian PDF report of the client, one PNG a page.
const pdf = await api.call('exports.report', {
  params: { portfolioId: added.portfolioId ?? '' },
  body: { locale: 'it-IT' },
});
const reportDir = join(out, 'it-IT', 'report');
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'report.pdf'), pdf.bytes);
execFileSync('pdftoppm', ['-png', '-r', '60', join(reportDir, 'report.pdf'), join(reportDir, 'page')]);
console.log(`${count} screenshots and the Italian report in ${out}`);
// the first page of PAI table 1 (its first indicators are the GHG emissions), for the docs
const reportPaiPage =
  execFileSync('pdftotext', [join(reportDir, 'report.pdf'), '-'], { encoding: 'utf8' })
    .split('\f')
    .findIndex((text) => text.includes('GHG')) + 1;

// The pictures the README and docs show: the landing page, a result view on a phone, the Italian PDF.
if (options.docs) {
  const images = join(repo, 'docs', 'images');
  const copy = (from: string, to: string) => copyFileSync(join(out, from), join(images, to));
  copy('en-US/1440/lookupResearch.png', 'web-landing-1440.png');
  copy('en-US/1440/login.png', 'web-login-1440.png');
  copy('en-US/390/client-performance-sustainable-summary.png', 'web-results-390.png');
  copy('it-IT/390/lookupResults-portfolio-holdings.png', 'web-holdings-it-390.png');
  copy('en-US/390/lookupResearch.png', 'web-landing-390.png');
  // pdftoppm pads the page number to the width of the last one (page-1.png or page-01.png)
  const reportPage = (page: number) => {
    const name = readdirSync(reportDir).find((file) => Number(/^page-(\d+)\.png$/.exec(file)?.[1]) === page);
    if (!name) throw new Error(`the report has no page ${page}`);
    return `it-IT/report/${name}`;
  };
  copy(reportPage(1), 'report-it-cover.png');
  copy(reportPage(reportPaiPage), 'report-it-pai.png');
  console.log(`docs/images refreshed`);
}

await host.close();
