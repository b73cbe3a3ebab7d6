import { defineConfig } from 'vitest/config';

// Unit and API-integration tests of every workspace; the browser end-to-end suite runs on its own (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/server/vitest.pg.config.ts', 'apps/web'],
  },
});
