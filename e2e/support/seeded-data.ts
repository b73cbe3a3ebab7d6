import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a data folder with the migrated embedded database and the demo data, seeded once per run */
    seededDataDir: string;
  }
}

/**
 * Global set-up of the browser suite: one server start migrates and seeds the demo data (about half a
 * minute); every test file's server then starts on a copy of that folder (support/server.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-e2e-seeded-'));
  const server = await launchServer(dataDir, { SEED_DEMO: 'true' }, { keepData: true });
  await server.stop();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
