import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK, migrationsFolder, openDatabase } from '../src/platform/db/index.ts';
import { usesPostgres } from './app.ts';
import { startServer, stopServer, type Running } from './server-process.ts';

/**
 * Three server processes started at the same moment on an empty PostgreSQL database: migrations run under
 * an advisory lock (one process migrates, the others wait and find nothing to do), pg-boss installs its
 * schema under its own lock, and all three become healthy. Runs in the server-pg project.
 */
describe.skipIf(!usesPostgres)('three processes started together on an empty database', () => {
  const dbName = `tm_start_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDirs: string[] = [];
  const servers: Running[] = [];
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';

  afterAll(async () => {
    for (const server of servers) await stopServer(server);
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 60_000);

  it('all migrate, start and answer health', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const env = () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'tm-start-'));
      dataDirs.push(dir);
      return {
        DATABASE_URL: url.toString(),
        DATA_DIR: dir,
        JWT_SECRET: 'start-lock-secret-start-lock-secret-0123',
        CAPTCHA_PROVIDER: 'off',
        SEED_DEMO: 'false',
        SMTP_URL: '',
        REDIS_URL: '',
        STRIPE_SECRET_KEY: '',
      };
    };
    const started = await Promise.allSettled([startServer(env()), startServer(env()), startServer(env())]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);
    for (const server of servers) {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    }
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    try {
      const { rows } = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      // each migration applied once, although three processes ran the migrator
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(rows[0].n).toBe(journal.entries.length);
    } finally {
      await check.end();
    }
  }, 120_000);
});

describe.skipIf(!usesPostgres)('migrations that outlast the request timeouts', () => {
  it('wait for the lock and finish, however long it takes (a migration may rewrite a large table)', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const dbName = `tm_slowmig_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    // statements of the pool time out after 0.2 s, its reads after 5.2 s; the lock is held for 6 s
    const database = await openDatabase({ url: url.toString(), timeouts: { statementMs: 200 } });
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const released = new Promise((resolve) => setTimeout(resolve, 6_000)).then(() =>
        holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]),
      );
      await database.migrate();
      await released;
      const { rows } = await holder.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(rows[0].n).toBe(journal.entries.length);
    } finally {
      await database.close();
      await holder.end();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }, 60_000);
});
