import { defineConfig } from 'vitest/config';

// One runner, one project per package; workspace packages resolve to their TypeScript source.
export default defineConfig({
  resolve: { conditions: ['@esgkit/source'] },
  // Tests run in Node, where Vite resolves with the SSR conditions: workspace packages must resolve to source there too.
  ssr: { resolve: { conditions: ['@esgkit/source'] } },
  test: {
    projects: ['packages/*'],
  },
});
