import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/platform/db/index.ts';
import { users } from '../src/modules/users/tables.ts';
import Fastify from 'fastify';
import { openJobQueue } from '../src/platform/jobs.ts';
import { createS3Storage } from '../src/platform/s3-storage.ts';
import { createLocalStorage } from '../src/platform/storage.ts';
import { ensureAdministrator } from '../src/seed/demo.ts';
import { usesPostgres } from './app.ts';
import { startLocalS3 } from './s3-server.ts';
import { installedDataDir, repoRoot, spawnServer, stopServer, waitUntilRunning, type ServerProcess } from './server-process.ts';

// the job queue's log in these tests: nothing written
const quietLog = Fastify({ logger: false }).log;

/** `npm run backup` / `npm run restore` end to end: back up, wipe, restore, read the data and a file back. */
const ADMIN = { email: 'backup-admin@example.test', password: 'Backup-Admin-Password-1' };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tm-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function npmRun(script: 'backup' | 'restore', target: string, env: Record<string, string>, extra: string[] = []) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', target, ...extra],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 240_000 },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function adminExists(database: Database) {
  const rows = await database.db.select({ email: users.email }).from(users).where(eq(users.email, ADMIN.email));
  return rows.length === 1;
}

/** The embedded database in `dataDir` has the administrator, and its files the backed-up resume. */
async function expectRestored(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    expect(await adminExists(database)).toBe(true);
  } finally {
    await database.close();
  }
  expect((await createLocalStorage(path.join(dataDir, 'files')).get('resumes/backup-file'))?.toString()).toBe('resume bytes');
}

describe.skipIf(usesPostgres)('backup and restore of the embedded database', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await stopServer(server);
  });

  it('backs up while the server runs, then restores into a wiped DATA_DIR', async () => {
    const dataDir = await installedDataDir(tempDir());
    const out = path.join(tempDir(), 'backup');
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'backup-test-secret-backup-test-secret-01' };
    server = await waitUntilRunning(await spawnServer({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
    await createLocalStorage(path.join(dataDir, 'files')).put('resumes/backup-file', Buffer.from('resume bytes'));

    const backup = await npmRun('backup', out, env);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('Backup written: the embedded database and 1 files (by the running server).');
    expect(JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'))).toMatchObject({ database: 'embedded', files: 1 });

    // a restore is refused while the server holds the data directory
    const refused = await npmRun('restore', out, env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is in use by another TalentMatch process');

    expect(await stopServer(server)).toBe(0);
    rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
    rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });

    const restore = await npmRun('restore', out, env);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('and 1 files.');
    await expectRestored(dataDir);

    // over the existing data: refused without --replace, done with it
    const over = await npmRun('restore', out, env);
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('already holds TalentMatch data');
    expect(over.stderr).toContain('--replace');
    const replaced = await npmRun('restore', out, env, ['--replace']);
    expect(replaced.status, replaced.stderr).toBe(0);

    // into a DATA_DIR that does not exist yet (a new machine): created
    const fresh = path.join(tempDir(), 'new', 'data');
    const created = await npmRun('restore', out, { ...env, DATA_DIR: fresh });
    expect(created.status, created.stderr).toBe(0);
    await expectRestored(fresh);
  }, 400_000);
});

describe.skipIf(!usesPostgres)('backup and restore on PostgreSQL', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `tm_backup_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = new URL(adminUrl || 'postgres://localhost/x');
  url.pathname = `/${name}`;
  const admin = async (statement: string, on = adminUrl) => {
    const client = new pg.Client({ connectionString: on });
    await client.connect();
    const result = await client.query(statement);
    await client.end();
    return result;
  };
  const firstName = async (on: string) =>
    (await admin(`select first_name from users where email = '${ADMIN.email}'`, on)).rows[0]?.first_name as string | undefined;
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('backs up the database and the files, wipes both, restores and reads them back', async () => {
    await admin(`create database ${name}`);
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await ensureAdministrator(database.db, ADMIN.email, ADMIN.password);
    await database.close();
    const dataDir = tempDir();
    await createLocalStorage(path.join(dataDir, 'files')).put('logos/backup-logo', Buffer.from('logo bytes'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    const out = path.join(tempDir(), 'backup');

    const backup = await npmRun('backup', out, env);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('Backup written: the postgres database and 1 files.');

    await admin(`drop database ${name} with (force)`);
    await admin(`create database ${name}`);
    rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });

    const restore = await npmRun('restore', out, env);
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await openDatabase({ url: url.toString() });
    try {
      expect(await adminExists(restored)).toBe(true);
    } finally {
      await restored.close();
    }
    expect((await createLocalStorage(path.join(dataDir, 'files')).get('logos/backup-logo'))?.toString()).toBe('logo bytes');
  }, 240_000);

  it('restores over the database in use (--replace), job queue included, with the files on S3', async () => {
    const s3 = await startLocalS3('backup-round-trip');
    try {
      const storage = createS3Storage(s3.settings);
      await storage.put('resumes/on-s3', Buffer.from('resume on s3'));
      // the database as a running server leaves it: migrated, the job queue's tables installed, a job waiting
      const database = await openDatabase({ url: url.toString() });
      const jobs = await openJobQueue({ sql: database.sql, log: quietLog });
      jobs.define('backup-test.job', async () => undefined);
      await jobs.enqueue('backup-test.job', { n: 1 });
      await jobs.stop();
      await database.close();
      const env = { DATA_DIR: tempDir(), DATABASE_URL: url.toString(), ...s3.env };
      const out = path.join(tempDir(), 'backup');
      const backup = await npmRun('backup', out, env);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('Backup written: the postgres database and 1 files.');

      // after the backup: a change that the restore must undo, a file lost from the bucket
      await admin(`update users set first_name = 'Changed after the backup' where email = '${ADMIN.email}'`, url.toString());
      await storage.delete('resumes/on-s3');

      const refused = await npmRun('restore', out, env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`The database at 127.0.0.1:5432/${name} already holds TalentMatch data`);
      expect(await firstName(url.toString())).toBe('Changed after the backup');

      const restore = await npmRun('restore', out, env, ['--replace']);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('and 1 files.');
      expect(await firstName(url.toString())).not.toBe('Changed after the backup');
      expect((await storage.get('resumes/on-s3'))?.toString()).toBe('resume on s3');
      // the job queue came back with its waiting job, and the server opens it
      const reopened = await openDatabase({ url: url.toString() });
      try {
        const queue = await openJobQueue({ sql: reopened.sql, log: quietLog });
        queue.define('backup-test.job', async () => undefined);
        expect(await queue.pendingCount('backup-test.job')).toBe(1);
        await queue.stop();
      } finally {
        await reopened.close();
      }
    } finally {
      await s3.stop();
    }
  }, 240_000);
});
