import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@esgkit/source'] },
  // Tests run in Node, where Vite resolves with the SSR conditions: workspace packages must resolve to source there too.
  ssr: { resolve: { conditions: ['@esgkit/source'] } },
  test: {
    name: 'engine',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
