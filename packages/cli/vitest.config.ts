import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@esgkit/source'] },
  // Tests run in Node, where Vite resolves with the SSR conditions: workspace packages must resolve to source there too.
  ssr: { resolve: { conditions: ['@esgkit/source'] } },
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The end-to-end suites start the real binary and an engine with the small demo universe.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
