import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, test } from 'vitest';
import { launchChromium, openPage } from '../packages/web/test/helpers/browser.ts';
import { startTestHost, type TestHost } from '../packages/web/test/helpers/host.ts';
import { signedInLookup } from '../packages/web/test/helpers/lookup.ts';

// Issue 13 acceptance, bench/web:
// 1. the initial JS of the SPA, gzip (target ≤ 300 KB; charts and pages load lazily): the entry script and the
//    modules index.html preloads, each gzipped at level 9 as a static host would serve them;
// 2. time to the first rendered result view in Chromium on localhost (target ≤ 1.5 s): from navigating to a looked-up
//    portfolio's sustainable summary, signed in, until the engine's pillar score is on screen. Median of 7 runs,
//    each in a fresh browser context (cold HTTP cache).
// Numbers are printed, never asserted; results go to docs/benchmarks.md. Runs on the small demo universe.
const web = resolve(import.meta.dirname, '../packages/web');
const runs = 7;
let host: TestHost;

beforeAll(async () => {
  // As `npm run build:web` does, with NODE_ENV=production: under Vitest NODE_ENV is "test", and a Vite build in
  // that process would bundle React's development runtime (larger and slower than what users get).
  const built = spawnSync(
    join(import.meta.dirname, '../node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn'],
    {
      cwd: web,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  host = await startTestHost();
}, 180_000);
afterAll(async () => {
  await host?.close();
});

test('initial JS, gzip', () => {
  const dist = join(web, 'dist/app');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = readFileSync(join(dist, file.replace(/^\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(
    `web initial JS: ${files.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (target ≤ 300 KB)`,
  );
});

test('time to the first rendered result view', async () => {
  const { session, portfolioId } = await signedInLookup(host, {
    investmentDay: '2025-01-02',
    names: { firstName: 'Bench', lastName: 'Mark' },
  });
  const url = `${host.url}/platform/datahub/lookup/results/performance/sustainable/summary?p=${portfolioId}`;
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { context, page } = await openPage(browser);
      // The stored session (app/session-store.ts), so the run starts signed in as a returning user would.
      await context.addInitScript(
        ([token, level, expiresAt]) => {
          localStorage.setItem('esgkit.token', token);
          localStorage.setItem('esgkit.accessLevel', String(level));
          localStorage.setItem('esgkit.expiresAt', expiresAt);
        },
        [session.token, session.accessLevel, session.expiresAt] as const,
      );
      const start = performance.now();
      await page.goto(url);
      await page.getByTestId('pillar-e').getByText(/\d/).waitFor({ timeout: 30_000 });
      times.push(performance.now() - start);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `web first result view: median ${median.toFixed(0)} ms, min ${times[0]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms over ${runs} cold contexts (target ≤ 1,500 ms)`,
  );
}, 300_000);
