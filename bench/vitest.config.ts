import { defineConfig } from 'vitest/config';

// Benchmarks report numbers (docs/benchmarks.md); they never assert timings.
export default defineConfig({
  resolve: { conditions: ['@esgkit/source'] },
  // Tests run in Node, where Vite resolves with the SSR conditions: workspace packages must resolve to source there too.
  ssr: { resolve: { conditions: ['@esgkit/source'] } },
  test: { benchmark: { include: ['bench/**/*.bench.ts'] } },
});
