import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Global set-up of both server projects: the server bundle `npm start` runs, which the tests of real server
 * processes spawn (test/server-process.ts), built when a source changed after it (about a second).
 */
export default function setup() {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../../scripts/build-server.mjs'), '--if-stale'], {
    stdio: 'inherit',
  });
}
