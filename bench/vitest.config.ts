import { defineConfig } from 'vitest/config';

// Benchmarks report numbers (docs/benchmarks.md); they never assert timings.
export default defineConfig({
  resolve: { conditions: ['@esgkit/source'] },
  test: { benchmark: { include: ['bench/**/*.bench.ts'] } },
});
