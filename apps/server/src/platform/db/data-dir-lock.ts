import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { StartupError } from '../startup-error.ts';

/**
 * The embedded database may be opened by one process only: PGlite has no locking of its own, and two
 * processes writing one data directory lose acknowledged writes. The lock is a file created with O_EXCL
 * holding the owner's pid and host. A lock whose process is gone (killed, crashed) is stale: it is
 * removed and taken over. Released by the returned function (the database's close()).
 */
export interface DataDirLockOwner {
  pid: number;
  host: string;
  since: string;
}

export function acquireDataDirLock(lockFile: string, dataDir: string): () => void {
  const me: DataDirLockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, `${JSON.stringify(me)}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // only our own lock is removed (a restore or an operator may have replaced it)
        if (readOwner(lockFile)?.pid === me.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockFile);
    if (owner && isAlive(owner)) {
      const where = owner.host === me.host ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.host}`;
      throw new StartupError(
        `The data directory ${dataDir} is in use by another TalentMatch ${where} (since ${owner.since}); stop it or set another DATA_DIR.`,
      );
    }
    // stale (or unreadable, e.g. a process killed while writing it): take it over
    rmSync(lockFile, { force: true });
  }
  throw new StartupError(`Could not lock the data directory ${dataDir} (${lockFile}); remove the file if no server is running.`);
}

export function readOwner(lockFile: string): DataDirLockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<DataDirLockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined;
    return { pid: owner.pid, host: owner.host, since: String(owner.since ?? 'unknown') };
  } catch {
    return undefined;
  }
}

/** A process on another host cannot be checked from here: its lock counts as held. */
function isAlive(owner: DataDirLockOwner): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
