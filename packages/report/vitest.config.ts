import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@esgkit/source'] },
  test: {
    name: 'report',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
  },
});
