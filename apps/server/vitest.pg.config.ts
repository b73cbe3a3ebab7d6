import { defineConfig } from 'vitest/config';

// Same files as `server`, on PostgreSQL: one fresh database per test file on TEST_DATABASE_URL's server.
// Without TEST_DATABASE_URL the project has nothing to run.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'server-pg',
    environment: 'node',
    include: process.env.TEST_DATABASE_URL ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : [],
    passWithNoTests: true,
    env: { DB_UNDER_TEST: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
