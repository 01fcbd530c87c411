import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@esgkit/source'] },
  // Tests run in Node, where Vite resolves with the SSR conditions: workspace packages must resolve to source there too.
  ssr: { resolve: { conditions: ['@esgkit/source'] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'test/**/*.test.ts'],
    // *.browser.test.tsx are component tests: vitest.browser.config.ts runs them in Chromium.
    exclude: ['**/node_modules/**', 'src/**/*.browser.test.tsx'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll and expect.element wait for what the page, a mail or a worker does next: vitest's 1 s default
    // failed a CI run at load 11 while the page was still right (a screening answer arriving after 1.2 s)
    expect: { poll: { timeout: 30_000 } },
  },
});
