import { defineConfig } from 'vitest/config';

// The API suite on embedded PGlite. vitest.pg.config.ts runs the same files on PostgreSQL (project server-pg).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // two real server processes need PostgreSQL and Redis: only the server-pg project runs it
    exclude: ['test/two-processes.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
