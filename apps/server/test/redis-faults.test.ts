import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@talentmatch/shared/messaging';
import type { Database } from '../src/platform/db/index.ts';
import { StartupError } from '../src/platform/startup-error.ts';
import { createTestApp, createTestDatabase } from './app.ts';
import { freePort } from './server-process.ts';
import { startTestRedis, type TestRedis } from './redis-server.ts';

/**
 * Redis as shared state that may fail (docs/operations.md): two app instances on one database and a
 * private redis-server that the test stops, freezes and starts again.
 */
async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Redis faults', () => {
  let database: Database;
  let redis: TestRedis;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    redis = await startTestRedis();
    const env = { REDIS_URL: redis.url, RATE_LIMIT_EXISTS_PER_IP: '3' };
    a = await createTestApp(database, { env });
    b = await createTestApp(database, { env });
  });
  afterAll(async () => {
    redis?.thaw();
    await a?.close();
    await b?.close();
    await redis?.stop();
    await database?.close();
  });

  const health = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    return { status: response.statusCode, body: response.json() as { status: string; database: string; redis?: string; events?: string } };
  };
  /** a limited endpoint (3 per IP per window); each call uses its own client address */
  const exists = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'GET', url: '/api/user/exists/nobody@example.test', remoteAddress: ip });
  const statuses = async (calls: [FastifyInstance, string][]) => {
    const out: number[] = [];
    for (const [app, ip] of calls) out.push((await exists(app, ip)).statusCode);
    return out;
  };
  /** whether an event published on `from` reaches a subscriber on `to` within `ms` */
  const delivered = async (from: FastifyInstance, to: FastifyInstance, ms = 1_500) => {
    const userId = crypto.randomUUID();
    let got = false;
    const unsubscribe = to.ctx.events.subscribe(userId, () => {
      got = true;
    });
    await from.ctx.events.publish([userId], { type: 'unread', count: 1 } as LiveEvent);
    const deadline = Date.now() + ms;
    while (!got && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    return got;
  };

  it('shares rate limits and live events while Redis is up, and health says so', async () => {
    await until(async () => (await health(a)).body.events === 'ok' && (await health(b)).body.events === 'ok');
    expect(await health(a)).toEqual({ status: 200, body: { status: 'ok', database: 'ok', redis: 'ok', events: 'ok' } });
    expect(
      await statuses([
        [a, '10.0.0.1'],
        [b, '10.0.0.1'],
        [a, '10.0.0.1'],
        [b, '10.0.0.1'],
      ]),
    ).toEqual([200, 200, 200, 429]);
    expect(await delivered(a, b)).toBe(true);
  });

  it('falls back to in-process limits and events when Redis is lost; health 200 with redis degraded', async () => {
    await redis.stop();
    await until(async () => (await health(a)).body.redis === 'degraded' && (await health(b)).body.redis === 'degraded');
    expect(await health(a)).toEqual({ status: 200, body: { status: 'ok', database: 'ok', redis: 'degraded', events: 'degraded' } });
    // each process counts on its own now: three on A, then the fourth on A is refused; B still has its own three
    const started = Date.now();
    expect(
      await statuses([
        [a, '10.0.0.2'],
        [a, '10.0.0.2'],
        [a, '10.0.0.2'],
        [a, '10.0.0.2'],
      ]),
    ).toEqual([200, 200, 200, 429]);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect((await exists(b, '10.0.0.2')).statusCode).toBe(200);
    // live events reach this process's own clients, not the other process's
    expect(await delivered(a, a)).toBe(true);
    expect(await delivered(a, b, 500)).toBe(false);
  });

  it('shares again when Redis is back', async () => {
    await redis.start();
    await until(async () => (await health(a)).body.events === 'ok' && (await health(b)).body.events === 'ok');
    await until(() => delivered(a, b, 500));
    expect(
      await statuses([
        [a, '10.0.0.3'],
        [b, '10.0.0.3'],
        [a, '10.0.0.3'],
        [b, '10.0.0.3'],
      ]),
    ).toEqual([200, 200, 200, 429]);
  });

  it('a frozen Redis: health notices it, and after the first command timed out no request waits on it', async () => {
    const shared = a.ctx.redis as NonNullable<typeof a.ctx.redis>;
    const sendCommand = shared.sendCommand.bind(shared);
    let sentWhileFrozen = 0;
    shared.sendCommand = ((...args: Parameters<typeof sendCommand>) => {
      sentWhileFrozen += 1;
      return sendCommand(...args);
    }) as typeof shared.sendCommand;
    redis.freeze();
    try {
      expect(await health(a)).toEqual({ status: 200, body: { status: 'ok', database: 'ok', redis: 'degraded', events: 'degraded' } });
      expect(sentWhileFrozen).toBe(1); // the health check's PING, which timed out
      // logins and limited requests count in this process now: nothing more is sent to the frozen server
      for (const ip of ['10.0.0.6', '10.0.0.7']) expect((await exists(a, ip)).statusCode).toBe(200);
      const login = await a.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.test', password: 'Not-The-Password-1' },
        remoteAddress: '10.0.0.8',
      });
      expect(login.statusCode).toBe(401);
      await a.ctx.events.publish([crypto.randomUUID()], { type: 'unread', count: 1 } as LiveEvent);
      expect(sentWhileFrozen).toBe(1);
    } finally {
      redis.thaw();
      shared.sendCommand = sendCommand;
    }
    await until(async () => (await health(a)).body.redis === 'ok');
  });

  it('no request waits on a Redis that stopped answering for more than about a second', async () => {
    redis.freeze();
    try {
      for (const ip of ['10.0.0.4', '10.0.0.5']) {
        const started = Date.now();
        expect((await exists(a, ip)).statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(2_500);
      }
      const started = Date.now();
      await a.ctx.events.publish([crypto.randomUUID()], { type: 'unread', count: 1 } as LiveEvent);
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      redis.thaw();
    }
  });

  it('an unreachable Redis at start is a one-line start-up error', async () => {
    const port = await freePort();
    const attempt = createTestApp(database, { env: { REDIS_URL: `redis://:secret-pass@127.0.0.1:${port}` } });
    await expect(attempt).rejects.toThrow(StartupError);
    await expect(attempt).rejects.toThrow(new RegExp(`^Cannot reach Redis at 127\\.0\\.0\\.1:${port} \\(REDIS_URL\\): .*ECONNREFUSED`));
    await attempt.catch((error: Error) => expect(error.message).not.toContain('secret-pass'));
  });
});
