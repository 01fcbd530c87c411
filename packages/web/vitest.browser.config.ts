import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from './test/helpers/browser.ts';

// Component tests: `src/**/*.browser.test.tsx` render one component with the app's providers in a real Chromium
// (vitest browser mode). The root config adds this project only where Chromium runs (shouldRunBrowserTests).
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@esgkit/source'] },
  define: { __ESGKIT_VERSION__: JSON.stringify('0.0.0-test') },
  // found up front, not mid-run: a dependency optimized during the run reloads the page under a test
  optimizeDeps: { include: ['katex'] },
  test: {
    name: 'web-components',
    include: ['src/**/*.browser.test.tsx'],
    // expect.poll and expect.element wait for what the page, a mail or a worker does next: vitest's 1 s default
    // failed a CI run at load 11 while the page was still right (a screening answer arriving after 1.2 s)
    expect: { poll: { timeout: 30_000 } },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
      screenshotFailures: false,
    },
  },
});
