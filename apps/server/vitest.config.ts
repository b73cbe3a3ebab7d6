import { defineConfig } from 'vitest/config';

// The API suite on embedded PGlite. vitest.pg.config.ts runs the same files on PostgreSQL (project server-pg).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // two real server processes need PostgreSQL and Redis: only the server-pg project runs it
    exclude: ['test/two-processes.test.ts', '**/node_modules/**'],
    // one migrated embedded database per run; each file's database loads it (test/app.ts)
    globalSetup: ['test/pglite-template.ts'],
    // files of one worker share its loaded modules (the app's module graph is imported once per worker, not once per
    // file): every file opens its own database and app and closes them, and no file mocks a module
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
