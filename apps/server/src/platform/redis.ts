import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import { StartupError } from './startup-error.ts';

/**
 * Redis is shared state between processes (rate-limit counters, live events), never the only copy of
 * anything: while it is unreachable each process carries on alone (in-process counters and events),
 * no request waits on it for more than REDIS_COMMAND_TIMEOUT_MS, and when it is back the processes
 * share again. At start an unreachable Redis is a configuration error (docs/operations.md).
 */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/** A client for REDIS_URL; the driver is loaded only when Redis is configured. */
export async function createRedisClient(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    lazyConnect: true,
    // fail fast instead of queueing while disconnected: the caller falls back to in-process state
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    // reconnect for ever, at most every 2 s
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
}

/** host:port of a Redis URL, without the password. */
function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** Connects and pings within `timeoutMs`; otherwise disconnects and throws a one-line StartupError. */
export async function connectRedis(redis: Redis, url: string, timeoutMs = 5_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let lastError: Error | undefined;
  const onError = (error: Error) => {
    lastError = error;
  };
  redis.on('error', onError);
  try {
    await Promise.race([
      (async () => {
        if (redis.status === 'wait') await redis.connect();
        await redis.ping();
      })(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(lastError ?? new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    redis.disconnect();
    const reason = (lastError ?? (error as Error)).message.split('\n')[0];
    throw new StartupError(`Cannot reach Redis at ${describeRedisUrl(url)} (REDIS_URL): ${reason}.`, { cause: error });
  } finally {
    clearTimeout(timer);
    redis.off('error', onError);
  }
}

/**
 * Clients whose server stopped answering while the connection stayed open (a frozen or overloaded Redis):
 * after one command timed out they count as down, so later requests do not wait a second each, until a
 * ping answers again.
 */
const unresponsive = new WeakSet<Redis>();
const PROBE_INTERVAL_MS = 500;

export const isRedisReady = (redis: Redis | undefined): redis is Redis => redis?.status === 'ready' && !unresponsive.has(redis);

const isTimeout = (error: unknown) => /timed out|timeout/i.test((error as Error | undefined)?.message ?? '');

/** A command on `redis` failed: a timeout on an open connection marks it unresponsive and probes it until it answers. */
export function noteRedisFailure(redis: Redis, error: unknown) {
  if (unresponsive.has(redis) || redis.status !== 'ready' || !isTimeout(error)) return;
  unresponsive.add(redis);
  const probe = () => {
    const timer = setTimeout(() => {
      if (redis.status === 'end') return void unresponsive.delete(redis);
      redis.ping().then(
        () => void unresponsive.delete(redis),
        () => probe(),
      );
    }, PROBE_INTERVAL_MS);
    timer.unref();
  };
  probe();
}

/** Whether Redis answers a PING within the command timeout (health); a timeout marks the client unresponsive. */
export async function pingRedis(redis: Redis): Promise<boolean> {
  if (!isRedisReady(redis)) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('PING timed out')), REDIS_COMMAND_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch (error) {
    noteRedisFailure(redis, error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RateLimitStore {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read?(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: object): RateLimitStore;
}
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
const require = createRequire(import.meta.url);
// @fastify/rate-limit's own stores (the package has no exports map; they ship without types)
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => RateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => RateLimitStore;

/**
 * A rate-limit store class for @fastify/rate-limit's `store` option: counters in Redis while it is
 * connected, in this process while it is not (or a command fails or times out).
 */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string, onFallback: (error?: Error) => void = () => undefined) {
  return class FallbackStore implements RateLimitStore {
    private readonly local: RateLimitStore;
    private readonly shared: RateLimitStore;
    constructor(params: StoreParams, stores?: { local: RateLimitStore; shared: RateLimitStore }) {
      this.local = stores?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
      this.shared = stores?.shared ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace);
    }
    incr(key: string, cb: StoreCallback, timeWindow: number, max: number) {
      if (!isRedisReady(redis)) {
        onFallback();
        this.local.incr(key, cb, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return cb(null, result);
          noteRedisFailure(redis, error);
          onFallback(error);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: object) {
      return new FallbackStore({}, { local: this.local.child(routeOptions), shared: this.shared.child(routeOptions) });
    }
  };
}
