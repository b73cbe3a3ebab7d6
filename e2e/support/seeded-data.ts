import { execFileSync } from 'node:child_process';
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

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Global set-up of the browser suite: the server bundle is built when a source changed after it (about a second), then
 * one server start migrates and seeds the demo data (about half a
 * minute); every test file's server then starts on a copy of that folder (support/server.ts).
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--if-stale'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tm-e2e-seeded-'));
  const server = await launchServer(dataDir, { SEED_DEMO: 'true' }, { keepData: true });
  await server.stop();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
