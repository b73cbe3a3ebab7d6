import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/index.ts';
import { type ReadReplicas, WROTE_COOKIE, withReadReplicas } from '../src/platform/db/read-replicas.ts';
import { ensureAdministrator } from '../src/seed/demo.ts';
import { bearer, createTestApp, loginAs } from './app.ts';
import { hasPostgresBinaries, pgCommand, startOwnPostgres, type OwnPostgres } from './own-postgres.ts';

/**
 * DATABASE_READ_URL (docs/deploy.md, "Read replicas"): a PostgreSQL primary of the test's own and a streaming
 * replica made with pg_basebackup. The replica's replay is paused to make it tell apart from the primary:
 * an administrators' list reads from it, a client that just wrote reads from the primary, and a replica that
 * lags past DATABASE_READ_MAX_LAG or is down sends the reads back to the primary.
 */
const PRIMARY_PORT = 5461;
const REPLICA_PORT = 5462;
const ADMIN = { email: 'replica-admin@example.test', password: 'Replica-Admin-Password-1' };

describe.skipIf(!hasPostgresBinaries || process.env.DB_UNDER_TEST === 'postgres')('read replicas', () => {
  let primary: OwnPostgres;
  let replica: OwnPostgres;
  let app: FastifyInstance;
  let replicas: ReadReplicas;
  let token = '';
  let users = 0;

  beforeAll(async () => {
    primary = await startOwnPostgres(PRIMARY_PORT, { settings: ['wal_level=replica', 'max_wal_senders=4'] });
    await primary.query('create database talentmatch');
    const replicaDir = `${primary.dataDir}-replica`;
    await pgCommand('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(PRIMARY_PORT),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
    ]);
    replica = await startOwnPostgres(REPLICA_PORT, { dataDir: replicaDir, init: false });

    const opened = await openDatabase({ url: primary.url('talentmatch'), onConnectionError: () => undefined });
    await opened.migrate();
    await ensureAdministrator(opened.db, ADMIN.email, ADMIN.password);
    // the test runs the checks itself, so a replica's state changes only when it says so
    const database = withReadReplicas(opened, {
      urls: [replica.url('talentmatch')],
      maxLagMs: 2_000,
      timeouts: { connectMs: 3_000, statementMs: 30_000 },
      onConnectionError: () => undefined,
      checkIntervalMs: 3_600_000,
    });
    replicas = database.replicas;
    app = await createTestApp(database, {
      env: { DATABASE_URL: primary.url('talentmatch'), DATABASE_READ_URL: replica.url('talentmatch'), DATABASE_READ_MAX_LAG: '2s' },
    });
    token = (await loginAs(app, ADMIN.email, ADMIN.password)).token;
    await app.inject({ method: 'POST', url: '/api/auth/register/termsaccept', headers: bearer(token) });
    await until('the replica caught up', async () => {
      await replicas.check();
      return replicas.status()[0].state === 'ok';
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await replica?.destroy();
    await primary?.destroy();
  });

  async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what}: not reached in ${ms} ms (${JSON.stringify(replicas?.status())})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /** the administrators' user list's total, read as a client without (or with) a recent write */
  const listedUsers = async (options: { wroteLately?: boolean } = {}) => {
    const headers = { ...bearer(token), ...(options.wroteLately ? { cookie: `${WROTE_COOKIE}=1` } : {}) };
    const response = await app.inject({ method: 'GET', url: '/api/user/all?page=1&pageSize=1', headers });
    expect(response.statusCode).toBe(200);
    return (response.json() as { totalRecords: number }).totalRecords;
  };
  const addUser = async () => {
    users += 1;
    await ensureAdministrator(app.ctx.db, `replica-user-${users}@example.test`, 'Replica-User-Password-1');
  };

  it('reads the listed routes from the replica, and a client that just wrote from the primary', async () => {
    const before = await listedUsers();
    await replica.query('select pg_wal_replay_pause()', [], 'talentmatch');
    await addUser();
    expect(await listedUsers()).toBe(before); // the replica has not replayed the new user
    expect(await listedUsers({ wroteLately: true })).toBe(before + 1);
    // a write's answer carries the cookie that sends this client's reads to the primary
    const write = await app.inject({ method: 'POST', url: '/api/auth/register/termsaccept', headers: bearer(token) });
    expect(write.headers['set-cookie']).toContain(`${WROTE_COOKIE}=1`);
    const health = (await app.inject({ method: 'GET', url: '/api/health' })).json() as { replicas: Array<{ state: string }> };
    expect(health.replicas).toEqual([expect.objectContaining({ replica: `127.0.0.1:${REPLICA_PORT}/talentmatch`, state: 'ok' })]);
  });

  it('falls back to the primary while the replica lags more than DATABASE_READ_MAX_LAG', async () => {
    const primaryCount = await listedUsers({ wroteLately: true });
    await until('the replica counts as lagging', async () => {
      await replicas.check();
      return replicas.status()[0].state === 'lagging';
    });
    expect(await listedUsers()).toBe(primaryCount);
    await replica.query('select pg_wal_replay_resume()', [], 'talentmatch');
    await until('the replica caught up', async () => {
      await replicas.check();
      return replicas.status()[0].state === 'ok';
    });
    expect(await listedUsers()).toBe(primaryCount);
  });

  it('falls back to the primary when the replica is down, and uses it again when it is back', async () => {
    await addUser();
    await replica.stop('immediate');
    // the first read finds it gone and runs on the primary; the replica counts as down from then on
    const total = await listedUsers();
    expect(total).toBe(await listedUsers({ wroteLately: true }));
    expect(replicas.status()[0].state).toBe('down');
    await replica.start();
    await until('the replica is back', async () => {
      await replicas.check();
      return replicas.status()[0].state === 'ok';
    });
    expect(await listedUsers()).toBe(total);
  });
});
