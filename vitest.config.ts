import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API-integration tests of every workspace; the browser end-to-end suite runs on its own (e2e/).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/server/vitest.pg.config.ts', 'apps/web'],
    // one test file per core: most files wait on a database half the time, so vitest's default (cores − 1)
    // leaves a core idle on a two-core CI machine
    maxWorkers: availableParallelism(),
  },
});
