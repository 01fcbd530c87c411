import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@esgkit/source'] },
  // Tests run in Node, where Vite resolves with the SSR conditions: workspace packages must resolve to source there too.
  ssr: { resolve: { conditions: ['@esgkit/source'] } },
  test: { name: 'core', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
