import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type CallOutput, createClient } from '@esgkit/core';
import { createEngineLogger } from '@esgkit/engine';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, test } from 'vitest';
import { startWebHost, type WebHost } from '../packages/web/server/index.ts';
import { launchChromium, openPage } from '../packages/web/test/helpers/browser.ts';

// Issue 26 "Performance (in bench/web, recorded)", over the FULL demo universe (3,200 companies), in Chromium
// against the real host and its in-process engine:
// 1. Run → first result page visible (target ≤ 500 ms): from the click on Run (a capturing click listener's
//    performance.now()) to the first animation frame in which the company table has rows and the results area is
//    no longer busy. The screen is the whole universe (no filter), so the engine sorts and pages 3,200 companies.
// 2. sort or page → new rows visible (target ≤ 200 ms): a click on a sortable header (until the header shows the
//    new sort, i.e. the rows of the answer are rendered) and on Next (until the first row is another company).
// 3. the route's initial JS (target ≤ 60 KB gzip): see routeJs below and docs/benchmarks.md "Screening (issue 26)".
// References in the same run, so the ratios mean something on a shared machine: the engine's raw
// `screening.company` call over HTTP (same query, Node fetch), and Chromium's floor for "click → 50 rows painted"
// on a bare static page, measured the same way as 1 and 2. Numbers are printed, never asserted.
const web = resolve(import.meta.dirname, '../packages/web');
const runs = Number(process.env.ESGKIT_BENCH_SCREENING_RUNS ?? 10);
const companyPath = '/platform/datahub/screening/company';
let host: WebHost;
let appDir: string;
let dataDir: string;
let session: CallOutput<'auth.login'>['data'];

const stats = (label: string, xs: number[], target?: number) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
  return `${label}: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, min ${s[0]?.toFixed(0)} ms, max ${s.at(-1)?.toFixed(0)} ms (n ${s.length})${target ? ` (target ≤ ${target} ms)` : ''}`;
};

beforeAll(async () => {
  // Built into a folder of its own with NODE_ENV=production (as `npm run build:web`): the other engineers' browser
  // tests use packages/web/dist/app, which a rebuild here would empty under them.
  appDir = await mkdtemp(join(tmpdir(), 'esgkit-bench-screening-app-'));
  const built = spawnSync(
    join(import.meta.dirname, '../node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--outDir', appDir, '--emptyOutDir'],
    { cwd: web, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  dataDir = await mkdtemp(join(tmpdir(), 'esgkit-bench-screening-web-'));
  host = await startWebHost({
    port: 0,
    host: '127.0.0.1',
    appDir,
    buildIfStale: false,
    env: {
      ESGKIT_DATA_DIR: dataDir,
      // the full demo, generated once and reused (bench/screening.bench.ts shares the cache)
      ESGKIT_CACHE_DIR: join(tmpdir(), 'esgkit-bench-screening-cache'),
      ESGKIT_DEMO_SIZE: 'full',
      ESGKIT_AUTH_RATE_LIMIT: '100000',
    },
    engineOptions: { logger: createEngineLogger('silent'), print: () => undefined },
  });
  await host.ready;
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Test-Passw0rd';
  await host.engine?.accounts.createUser({
    firstName: 'Bench',
    lastName: 'Mark',
    email,
    password,
    plan: 'premium',
    isConfirmed: true,
  });
  const anonymous = createClient({ baseUrl: host.url, fetch, locale: 'en-US' });
  session = (await anonymous.call('auth.login', { body: { email, password } })).data;
}, 600_000);
afterAll(async () => {
  await host?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

const signedInPage = async (browser: Browser) => {
  const opened = await openPage(browser);
  // the stored session (app/session-store.ts), as bench/web.bench.ts starts
  await opened.context.addInitScript(
    ([token, level, expiresAt]) => {
      localStorage.setItem('esgkit.token', token);
      localStorage.setItem('esgkit.accessLevel', String(level));
      localStorage.setItem('esgkit.expiresAt', expiresAt);
    },
    [session.token, session.accessLevel, session.expiresAt] as const,
  );
  return opened;
};

/** What "visible" means for each step: the results area settled (not busy) and … */
type Done =
  /** … rows in the company table */
  | { kind: 'rows' }
  /** … the header of `key` shows the ascending sort (it follows the answer's orderBy: the new rows are rendered) */
  | { kind: 'sorted'; key: string }
  /** … the first row is another company */
  | { kind: 'firstRowIsNot'; before: string | null }
  /** … 50 rows in the bare reference page's table */
  | { kind: 'fifty' };

/**
 * Arms the clock in the page: it starts when the next click reaches the page (a capturing listener) and stops at
 * the first animation frame after it in which `done` holds. All in the page, so Playwright's round trips are not in
 * the number. A function, not a string: the host's Content-Security-Policy has no unsafe-eval.
 */
const armClock = (page: Page, done: Done) =>
  page.evaluate((d) => {
    const w = window as unknown as { __t0: number; __t1: number };
    w.__t0 = Number.NaN;
    w.__t1 = Number.NaN;
    const settled = () =>
      d.kind === 'fifty' ||
      document.querySelector('[data-testid="screening-results"]')?.getAttribute('aria-busy') === 'false';
    const holds = () => {
      if (!settled()) return false;
      const table = document.querySelector('[data-testid="company-results"]');
      switch (d.kind) {
        case 'rows':
          return !!table?.querySelector('tbody tr');
        case 'sorted':
          return (
            table?.querySelector(`th[data-column="${d.key}"]`)?.getAttribute('aria-sort') === 'ascending'
          );
        case 'firstRowIsNot': {
          const row = table?.querySelector('tbody tr');
          return !!row && row.textContent !== d.before;
        }
        case 'fifty':
          return document.querySelectorAll('#t tr').length === 50;
      }
    };
    const frame = () => {
      if (holds()) w.__t1 = performance.now();
      else requestAnimationFrame(frame);
    };
    document.addEventListener(
      'click',
      () => {
        w.__t0 = performance.now();
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  }, done);

/** The armed clock's time, once its frame has come. */
const elapsed = async (page: Page) => {
  await page.waitForFunction(() => !Number.isNaN((window as unknown as { __t1: number }).__t1), null, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const w = window as unknown as { __t0: number; __t1: number };
    return w.__t1 - w.__t0;
  });
};

const firstRow = (page: Page) =>
  page.locator('[data-testid="company-results"] tbody tr').first().textContent();

test('company screening over the full demo universe in Chromium', async () => {
  const load = await readFile('/proc/loadavg', 'utf8');
  const client = createClient({ baseUrl: host.url, fetch, auth: { token: session.token }, locale: 'en-US' });
  const browser = await launchChromium();
  const run: number[] = [];
  const sort: number[] = [];
  const page2: number[] = [];
  const http: number[] = [];
  const httpSorted: number[] = [];
  const floor: number[] = [];
  let total = 0;
  try {
    for (let i = 0; i < runs; i++) {
      // reference 1: the engine's answer over HTTP, the query the page sends on Run and on a sort
      let t = performance.now();
      const answer = await client.call('screening.company', { query: { page: 1, perPage: 50 }, body: {} });
      http.push(performance.now() - t);
      total = answer.data.total;
      t = performance.now();
      await client.call('screening.company', {
        query: { page: 1, perPage: 50, orderBy: i % 2 ? 'marketCapEur' : 'sustainability', order: 'asc' },
        body: {},
      });
      httpSorted.push(performance.now() - t);

      // reference 2: Chromium's floor, a click that renders 50 rows on a bare static page
      const bare = await openPage(browser);
      await bare.page.setContent(
        `<button id="b">go</button><table><tbody id="t"></tbody></table><script>
          document.getElementById('b').onclick = () => { document.getElementById('t').innerHTML =
            Array.from({ length: 50 }, (_, i) => '<tr>' + '<td>cell ' + i + '</td>'.repeat(12) + '</tr>').join(''); };
        </script>`,
      );
      await armClock(bare.page, { kind: 'fifty' });
      await bare.page.click('#b');
      floor.push(await elapsed(bare.page));
      await bare.context.close();

      // the screen, in a fresh context each run (cold HTTP and react-query caches)
      const { context, page } = await signedInPage(browser);
      await page.goto(`${host.url}${companyPath}`, { waitUntil: 'networkidle' });
      await page.getByTestId('screening-not-run').waitFor({ timeout: 60_000 });
      await armClock(page, { kind: 'rows' });
      await page.getByTestId('run-screening').click();
      run.push(await elapsed(page));

      // two sorts and two pages, each on a column the rows are not yet sorted by
      const keys = await page
        .locator('[data-testid="company-results"] th [data-sort]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-sort') ?? ''));
      const active = await page
        .locator('[data-testid="company-results"] th[aria-sort]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-column')));
      const sortKeys = keys.filter((k) => !active.includes(k));
      for (const key of [
        sortKeys[(2 * i) % sortKeys.length] ?? '',
        sortKeys[(2 * i + 1) % sortKeys.length] ?? '',
      ]) {
        await armClock(page, { kind: 'sorted', key });
        await page.locator(`[data-testid="company-results"] th [data-sort="${key}"]`).click();
        sort.push(await elapsed(page));
        await armClock(page, { kind: 'firstRowIsNot', before: await firstRow(page) });
        await page.getByTestId('screening-results').getByRole('button', { name: 'Next' }).click();
        page2.push(await elapsed(page));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    [
      `[screening-web] load average at start: ${load.trim()}; ${total} companies in the unfiltered screen`,
      stats('Run → first result page visible', run, 500),
      stats('sort → new rows visible', sort, 200),
      stats('next page → new rows visible', page2, 200),
      stats('reference: screening.company over HTTP, default order', http),
      stats('reference: screening.company over HTTP, sorted by a score', httpSorted),
      stats('reference: Chromium click → 50 rows on a bare page', floor),
    ].join('\n'),
  );
}, 900_000);

// The route's initial JS. Shell = what index.html loads before any route (its module script and modulepreloads,
// the "initial JS" of bench/web.bench.ts). Route = every other JS file Chromium fetches on a cold load of the
// company screening address, signed in, until the page is idle with its filter lists: the screening chunk and
// the chunks it (and the platform layout around it) needs beyond the shell. Each file gzipped at level 9.
test('company screening route: initial JS beyond the shell, gzip', async () => {
  const html = await readFile(join(appDir, 'index.html'), 'utf8');
  const shell = new Set(
    [
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ].map((m) => m[1] ?? ''),
  );
  const browser = await launchChromium();
  const scripts = new Set<string>();
  try {
    const { context, page } = await signedInPage(browser);
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(`${host.url}${companyPath}`, { waitUntil: 'networkidle' });
    await page.getByTestId('screening-not-run').waitFor({ timeout: 60_000 });
    await context.close();
  } finally {
    await browser.close();
  }
  const gz = async (file: string) => {
    const bytes = await readFile(join(appDir, file.replace(/^\//, '')));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const sum = (xs: { raw: number; gzip: number }[]) =>
    `${(xs.reduce((a, x) => a + x.raw, 0) / 1024).toFixed(1)} KB raw, ${(xs.reduce((a, x) => a + x.gzip, 0) / 1024).toFixed(1)} KB gzip`;
  const shellFiles = await Promise.all([...shell].map(gz));
  const routeFiles = await Promise.all([...scripts].filter((f) => !shell.has(f)).map(gz));
  routeFiles.sort((a, b) => b.gzip - a.gzip);
  console.log(
    [
      `[screening-web] shell: ${shellFiles.length} files, ${sum(shellFiles)}`,
      `[screening-web] company screening route beyond the shell: ${routeFiles.length} files, ${sum(routeFiles)} (target ≤ 60 KB gzip)`,
      ...routeFiles.map(
        (f) => `  ${(f.gzip / 1024).toFixed(1)} KB gzip  ${(f.raw / 1024).toFixed(1)} KB raw  ${f.file}`,
      ),
    ].join('\n'),
  );
}, 300_000);
