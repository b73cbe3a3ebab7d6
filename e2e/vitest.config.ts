import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts its own server (fresh embedded database) and drives Debian Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
