import { defineConfig } from 'vitest/config';

/**
 * Where the embedded database behaves differently from PostgreSQL, or only it applies: migrations and the
 * reference data, search and ranking SQL, report aggregates, the job queue and the races, and the files that test
 * the embedded data directory itself. The candidate ranking's exactness over every plan (ranking.test.ts, the
 * slowest file) runs on PostgreSQL only: its SQL is the search's, which candidate-search.test.ts runs on both. When TEST_DATABASE_URL is set, vitest.pg.config.ts runs every file on
 * PostgreSQL (the production database) and this project runs only these; without it, this project runs them all.
 */
const EMBEDDED_DIFFERS = [
  'src/seed/**/*.test.ts',
  'src/modules/candidate-search/candidate-search.test.ts',
  'src/modules/job-search/**/*.test.ts',
  'src/modules/matching/**/*.test.ts',
  'src/modules/reports/**/*.test.ts',
  'src/modules/interviews/interviews.test.ts',
  'src/modules/applications/pipeline.test.ts',
  'src/modules/jobs/time-zone.test.ts',
  'src/platform/jobs.test.ts',
  'src/platform/platform.test.ts',
  'src/platform/production-settings.test.ts',
  'src/platform/storage.test.ts',
  'src/platform/db/**/*.test.ts',
  'test/backup.test.ts',
  'test/shutdown.test.ts',
  'test/postgres-restart.test.ts',
  'test/read-replicas.test.ts',
];

// The API suite on embedded PGlite. vitest.pg.config.ts runs the same files on PostgreSQL (project server-pg).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: process.env.TEST_DATABASE_URL ? EMBEDDED_DIFFERS : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // two real server processes need PostgreSQL and Redis: only the server-pg project runs it
    exclude: ['test/two-processes.test.ts', '**/node_modules/**'],
    // one migrated embedded database per run; each file's database loads it (test/app.ts)
    globalSetup: ['test/pglite-template.ts', 'test/server-bundle.ts'],
    // files of one worker share its loaded modules (the app's module graph is imported once per worker, not once per
    // file): every file opens its own database and app and closes them, and no file mocks a module
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
