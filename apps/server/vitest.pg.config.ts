import { defineConfig } from 'vitest/config';

// Same files as `server`, on PostgreSQL: one fresh database per test file on TEST_DATABASE_URL's server,
// copied from a template migrated once per run (test/pg-template.ts).
// Without TEST_DATABASE_URL the project has nothing to run.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'server-pg',
    environment: 'node',
    include: process.env.TEST_DATABASE_URL ? ['src/**/*.test.ts', 'test/**/*.test.ts'] : [],
    passWithNoTests: true,
    // one migrated template database per run; each file's database is copied from it (test/app.ts)
    globalSetup: ['test/pg-template.ts', 'test/server-bundle.ts'],
    // a worker's files share its loaded modules, as in vitest.config.ts
    isolate: false,
    env: { DB_UNDER_TEST: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
