import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@talentmatch/shared/messaging';
import type { Database } from '../src/platform/db/index.ts';
import { createEventBus, type EventBus } from '../src/platform/events.ts';
import { connectRedis, createRedisClient } from '../src/platform/redis.ts';
import { createTestApp, createTestDatabase } from './app.ts';
import { startSlowSubscribeProxy, type SlowSubscribeProxy } from './redis-proxy.ts';
import { startTestRedis, type TestRedis } from './redis-server.ts';

/**
 * Live events when the Redis subscription does not hold at once (docs/operations.md, "Redis"): processes
 * started together whose first SUBSCRIBE is slow (a proxy holds it 30 s, far past the 1 s command timeout). Each process keeps trying until it is subscribed, reports `events: degraded`
 * until then, and delivers its own events meanwhile; once subscribed every process gets every event.
 */
const PROCESSES = 5;
// a logger that writes nothing
const log = Fastify({ logger: false }).log;

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('live events with a slow first subscribe', () => {
  let redis: TestRedis;
  let proxy: SlowSubscribeProxy;
  let database: Database;
  let app: FastifyInstance | undefined;
  const clients: Redis[] = [];
  const buses: EventBus[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
    database = await createTestDatabase();
  });
  const closeProcesses = async () => {
    for (const bus of buses.splice(0)) await bus.close();
    for (const client of clients.splice(0)) client.disconnect();
  };
  afterAll(async () => {
    await closeProcesses();
    await app?.close();
    await proxy?.close();
    await redis?.stop();
    await database?.close();
  });

  it(`${PROCESSES} processes started at once all deliver every event, their own included`, async () => {
    proxy = await startSlowSubscribeProxy(redis, { slowSubscribes: PROCESSES, holdMs: 30_000 });
    // one shared client and one bus per process, all started together
    for (let i = 0; i < PROCESSES; i++) {
      const client = await createRedisClient(proxy.url);
      await connectRedis(client, proxy.url);
      clients.push(client);
    }
    buses.push(...clients.map((client) => createEventBus({ redis: client, log })));

    // before the subscription holds: degraded, and a process's own events still reach its own clients
    expect(buses.map((bus) => bus.status())).toEqual(buses.map(() => 'degraded'));
    const ownUser = crypto.randomUUID();
    const own: LiveEvent[] = [];
    const unsubscribeOwn = buses[0].subscribe(ownUser, (event) => own.push(event));
    await buses[0].publish([ownUser], { type: 'unread', count: 7 } as LiveEvent);
    expect(own).toEqual([{ type: 'unread', count: 7 }]);
    unsubscribeOwn();

    await until('every process subscribed', () => buses.every((bus) => bus.status() === 'ok'));
    expect(proxy.held()).toBe(PROCESSES);

    // every process publishes to a user connected on every process
    const users = buses.map(() => crypto.randomUUID());
    const received = buses.map(() => [] as string[]);
    buses.forEach((bus, i) => {
      for (const userId of users) bus.subscribe(userId, (event) => received[i].push(`${userId}:${(event as { count: number }).count}`));
    });
    for (const [i, bus] of buses.entries()) await bus.publish(users, { type: 'unread', count: i } as LiveEvent);
    const expected = buses.flatMap((_bus, i) => users.map((userId) => `${userId}:${i}`)).sort();
    await until('every event on every process', () => received.every((got) => got.length >= expected.length));
    // each exactly once: a process does not get its own events a second time through Redis
    for (const got of received) expect([...got].sort()).toEqual(expected);
    await closeProcesses();
  }, 60_000);

  it('health reports events degraded until the subscription holds, then ok', async () => {
    await proxy.close();
    proxy = await startSlowSubscribeProxy(redis, { slowSubscribes: 1, holdMs: 30_000 });
    const started = await createTestApp(database, { env: { REDIS_URL: proxy.url } });
    app = started;
    const health = async () => (await started.inject({ method: 'GET', url: '/api/health' })).json() as Record<string, string>;
    expect(await health()).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok', events: 'degraded' });
    await until('subscribed', async () => (await health()).events === 'ok');
    expect(await health()).toEqual({ status: 'ok', database: 'ok', redis: 'ok', events: 'ok' });
  }, 60_000);
});
