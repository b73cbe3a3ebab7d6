import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { hasPostgresBinaries, startOwnPostgres, type OwnPostgres } from './own-postgres.ts';
import { spawnServer, stopServer, waitUntilRunning, type ServerProcess } from './server-process.ts';

/**
 * PostgreSQL restarted under load (docs/operations.md, "PostgreSQL restarts and outages"): a real server process on a
 * PostgreSQL of the test's own, restarted ten times while clients write. The process stays up, every write
 * it acknowledged is in the database, a request it could not serve is a 503 in the catalogue's words with
 * Retry-After, health says `database: down` while the server is away, and it serves again by itself.
 * It needs no shared database: the server-pg project skips it.
 */
const PORT = 5460;
const ADMIN = { email: 'restart-admin@example.test', password: 'Restart-Admin-Password-1' };

describe.skipIf(!hasPostgresBinaries || process.env.DB_UNDER_TEST === 'postgres')('PostgreSQL restarts under load', () => {
  let postgres: OwnPostgres;
  let server: ServerProcess;
  let token = '';

  beforeAll(async () => {
    postgres = await startOwnPostgres(PORT);
    await postgres.query('create database talentmatch');
    server = await waitUntilRunning(
      await spawnServer({
        DATABASE_URL: postgres.url('talentmatch'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: 'restart-test-secret-restart-test-secret-1',
        DATABASE_CONNECT_TIMEOUT: '3',
      }),
    );
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
    const accepted = await fetch(`${server.url}/api/auth/register/termsaccept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(accepted.status).toBe(204);
  }, 180_000);

  afterAll(async () => {
    await stopServer(server, 10_000);
    await postgres?.destroy();
  });

  /** polls `check` until it holds; past `ms`, fails with what was awaited and the server's last output */
  const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what}: not reached in ${ms} ms\n${server.output().slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const health = async () => {
    const response = await fetch(`${server.url}/api/health`);
    return { status: response.status, body: (await response.json()) as { status: string; database: string } };
  };
  const createSkill = (name: string) =>
    fetch(`${server.url}/api/skills`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name, category: 'Restart test' }),
    });

  it('stays up through ten restarts, loses no acknowledged write and answers 503 with Retry-After meanwhile', async () => {
    const acknowledged: string[] = [];
    const refusals: Array<{ status: number; retryAfter: string | null; detail: unknown }> = [];
    let stop = false;
    let sequence = 0;
    const writer = async (worker: number) => {
      while (!stop) {
        const name = `Restart skill ${worker}-${sequence++}`;
        try {
          const response = await createSkill(name);
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
          else
            refusals.push({
              status: response.status,
              retryAfter: response.headers.get('retry-after'),
              detail: ((await response.json()) as { detail?: string }).detail,
            });
        } catch (error) {
          // the connection itself failing would mean the server went away
          refusals.push({ status: 0, retryAfter: null, detail: String(error) });
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);

    for (let round = 0; round < 10; round++) {
      // wait until writes go through again, so every restart hits a server under load
      const before = acknowledged.length;
      await until(`writes before restart ${round + 1}`, () => acknowledged.length >= before + 3);
      // alternately a clean fast shutdown (sessions terminated) and a crash-like immediate stop
      await postgres.stop(round % 2 === 0 ? 'fast' : 'immediate');
      if (round === 0) {
        const down = await health();
        expect(down).toEqual({ status: 503, body: expect.objectContaining({ status: 'error', database: 'down' }) });
        const refused = await createSkill('Refused while the database is down');
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(((await refused.json()) as { detail: string }).detail).toBe(SESSION_MESSAGES.configFailed);
      }
      await postgres.start();
    }
    // recovery is automatic: health and writes come back without touching the process
    await until('health after the last restart', async () => (await health()).status === 200);
    const after = acknowledged.length;
    await until('writes after the last restart', () => acknowledged.length >= after + 3);
    stop = true;
    await Promise.all(writers);

    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    // every refusal while the database was away is the catalogue's 503 with a retry hint, nothing else
    expect(refusals.filter((r) => r.status !== 503 || !r.retryAfter || r.detail !== SESSION_MESSAGES.configFailed)).toEqual([]);
    const { rows } = await postgres.query('select id::text from skills where id = any($1::uuid[])', [acknowledged], 'talentmatch');
    expect(rows.length).toBe(acknowledged.length);
    expect((await health()).body.database).toBe('ok');
  }, 120_000);
});
