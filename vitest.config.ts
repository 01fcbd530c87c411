import { defineConfig } from 'vitest/config';
import { shouldRunBrowserTests } from './packages/web/test/helpers/browser.ts';

// One runner, one project per package; workspace packages resolve to their TypeScript source.
export default defineConfig({
  resolve: { conditions: ['@esgkit/source'] },
  // Tests run in Node, where Vite resolves with the SSR conditions: workspace packages must resolve to source there too.
  ssr: { resolve: { conditions: ['@esgkit/source'] } },
  test: {
    // The web's component tests run in Chromium: skipped without it, failing under ESGKIT_REQUIRE_BROWSER=1 (CI).
    projects: ['packages/*', ...(shouldRunBrowserTests() ? ['packages/web/vitest.browser.config.ts'] : [])],
  },
});
