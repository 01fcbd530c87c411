import { defineConfig } from 'vitest/config';

// One runner, one project per package; workspace packages resolve to their TypeScript source.
export default defineConfig({
  resolve: { conditions: ['@esgkit/source'] },
  test: {
    projects: ['packages/*'],
  },
});
