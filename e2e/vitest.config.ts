import { defineConfig } from 'vitest/config';
import { STEP_TIMEOUT } from './support/browser.ts';

// Browser journeys: each file starts its own server (a fresh copy of the embedded database seeded once per run)
// and drives Debian Chromium. Files share nothing (own port, data folder, mailbox, scratch database), so two run
// at a time: on two cores one file's server and browser wait on I/O while the other's work.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    // migrates and seeds the demo data once; each file's server starts on a copy
    globalSetup: ['support/seeded-data.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll waits as long as a browser step does, not vitest's 1 s: on a loaded two-core machine a click's
    // request and the list's refetch can take longer
    expect: { poll: { timeout: STEP_TIMEOUT } },
  },
});
