import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (apps/server), found from this file whether the server runs from its sources
 * (src/platform, through tsx) or from the bundle `npm start` builds (dist/): the first folder upwards that
 * holds the migrations.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`the server's folder (with drizzle/) was not found above ${from}`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
