import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@esgkit/source'] },
  test: { name: 'core', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
