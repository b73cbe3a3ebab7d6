import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, stopServer, waitUntilRunning, type ServerProcess } from '../../../test/server-process.ts';
import { StartupError } from '../startup-error.ts';
import { acquireDataDirLock, readOwner } from './data-dir-lock.ts';
import { dataDirLockFile } from './index.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tm-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

describe('the embedded data directory lock', () => {
  it('is held by one owner: a second acquire is refused with the owner named, and release frees it', () => {
    const dir = tempDir();
    const lockFile = path.join(dir, 'db.lock');
    const release = acquireDataDirLock(lockFile, dir);
    expect(readOwner(lockFile)?.pid).toBe(process.pid);
    expect(() => acquireDataDirLock(lockFile, dir)).toThrow(StartupError);
    expect(() => acquireDataDirLock(lockFile, dir)).toThrow(`is in use by another TalentMatch process ${process.pid}`);
    release();
    expect(existsSync(lockFile)).toBe(false);
    acquireDataDirLock(lockFile, dir)();
  });

  it('takes over a stale lock left by a process that is gone, and an unreadable one', () => {
    const dir = tempDir();
    const lockFile = path.join(dir, 'db.lock');
    writeFileSync(lockFile, JSON.stringify({ pid: deadPid(), host: hostname(), since: '2026-01-01T00:00:00Z' }));
    const release = acquireDataDirLock(lockFile, dir);
    expect(readOwner(lockFile)?.pid).toBe(process.pid);
    release();
    writeFileSync(lockFile, '{"pid": 12');
    acquireDataDirLock(lockFile, dir)();
  });
});

// Real processes: PGlite on a data directory (not PostgreSQL), so the server-pg project skips it.
describe.skipIf(process.env.DB_UNDER_TEST === 'postgres')('two server processes on one DATA_DIR', () => {
  let first: ServerProcess | undefined;
  afterAll(async () => {
    await stopServer(first);
  });

  it('refuses the second with one line; after the first is killed its stale lock is recovered', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'lock-test-secret-lock-test-secret-0123456789' };
    first = await waitUntilRunning(await spawnServer(env));
    // progress for the person starting it, before the address
    const firstOutput = first.output();
    expect(firstOutput.indexOf('Preparing the database (migrations)…')).toBeGreaterThanOrEqual(0);
    expect(firstOutput.indexOf('Preparing the database (migrations)…')).toBeLessThan(firstOutput.indexOf('is running at'));

    const second = await spawnServer(env);
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`TalentMatch cannot start: The data directory ${path.join(dataDir, 'db')} is in use by another`);
    expect(lines[0]).toContain(`process ${first.child.pid}`);

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(dataDirLockFile(path.join(dataDir, 'db')))).toBe(true);
    first = await waitUntilRunning(await spawnServer(env));
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await stopServer(first)).toBe(0);
    expect(existsSync(dataDirLockFile(path.join(dataDir, 'db')))).toBe(false);
  }, 240_000);
});
