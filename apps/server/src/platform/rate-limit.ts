import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from './config.ts';
import { TooManyRequestsError } from './errors.ts';
import { fallbackRateLimitStore, isRedisReady, noteRedisFailure } from './redis.ts';

export const UPLOAD_LIMIT_DETAIL = 'You have uploaded many files in a short time. Please wait a few minutes and try again.';

/** Counts events per key within a window (failed logins per account), in Redis when reachable, else in this process. */
interface FailureCounter {
  count(key: string): Promise<number>;
  /** adds one and returns the new count */
  add(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export interface RateLimiters {
  loginPerIp: preHandlerAsyncHookHandler;
  /** failed logins per account: asks for the captcha after `loginFailuresPerAccount` (never refuses the owner) */
  loginFailures: FailureCounter;
  /** resume and message-attachment uploads per signed-in user (after authenticate) */
  uploadsPerUser: preHandlerAsyncHookHandler;
  registration: preHandlerAsyncHookHandler;
  forgotPassword: preHandlerAsyncHookHandler;
  resetPassword: preHandlerAsyncHookHandler;
  userExists: preHandlerAsyncHookHandler;
  /** email change and the verification resend: per IP, and per signed-in account (after authenticate) */
  emailPerIp: preHandlerAsyncHookHandler;
  emailPerAccount: preHandlerAsyncHookHandler;
  /** following an email link (anonymous) */
  emailConfirm: preHandlerAsyncHookHandler;
  /** the public API per API key (after its authenticate): RateLimit-* headers on every answer, 429 + Retry-After beyond */
  apiPerKey: preHandlerAsyncHookHandler;
}

/** Registers @fastify/rate-limit (Redis store when given, so all instances share counters) and builds the named limiters. */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimitConfig, redis?: Redis): Promise<RateLimiters> {
  await app.register(rateLimit, {
    global: false,
    // Redis while it is reachable, this process's own counters while it is not (platform/redis.ts)
    store: redis
      ? fallbackRateLimitStore(redis, 'talentmatch-rl:', (error) => {
          if (error) app.log.warn({ err: error }, 'rate limit: Redis failed, counting in this process');
        })
      : undefined,
    skipOnError: true,
    errorResponseBuilder: (_req, context) => new TooManyRequestsError(context.ttl / 1000),
  });
  const ip = (req: FastifyRequest) => req.ip;
  // createRateLimit rather than app.rateLimit: the plugin's hooks run only once per request,
  // and login needs two independent limits (per IP and per account).
  const limiter = (
    name: string,
    max: number,
    key: (req: FastifyRequest) => string,
    options: { windowMs?: number; detail?: string } = {},
  ): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({
      max,
      timeWindow: options.windowMs ?? limits.windowMs,
      keyGenerator: (req) => `${name}:${key(req)}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed) return;
      reply.header('x-ratelimit-limit', result.max).header('x-ratelimit-remaining', result.remaining);
      if (result.isExceeded) throw new TooManyRequestsError(result.ttlInSeconds, options.detail);
    };
  };
  // after authenticate: the signed-in user (their address otherwise)
  const userOf = (req: FastifyRequest) => req.auth?.userId ?? `ip:${req.ip}`;
  return {
    loginPerIp: limiter('login-ip', limits.loginPerIp, ip),
    loginFailures: createFailureCounter('talentmatch-login-failures:', limits.loginFailureWindowMs, redis, (error) =>
      app.log.warn({ err: error }, 'login failures: Redis failed, counting in this process'),
    ),
    uploadsPerUser: limiter('upload-user', limits.uploadsPerUser, userOf, { windowMs: limits.uploadWindowMs, detail: UPLOAD_LIMIT_DETAIL }),
    registration: limiter('register-ip', limits.sensitivePerIp, ip),
    forgotPassword: limiter('forgot-ip', limits.sensitivePerIp, ip),
    resetPassword: limiter('reset-ip', limits.sensitivePerIp, ip),
    userExists: limiter('exists-ip', limits.existsPerIp, ip),
    emailPerIp: limiter('email-ip', limits.sensitivePerIp, ip),
    emailPerAccount: limiter('email-account', limits.emailPerAccount, userOf),
    emailConfirm: limiter('email-confirm-ip', limits.sensitivePerIp, ip),
    apiPerKey: apiLimiter(app, limits),
  };
}

/** The public API's limit per key (`request.apiKey`, set by the api-keys module), with the RateLimit-* headers of draft-ietf-httpapi-ratelimit-headers. */
function apiLimiter(app: FastifyInstance, limits: RateLimitConfig): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: limits.apiPerKey,
    timeWindow: limits.windowMs,
    keyGenerator: (req) => `api-key:${(req as FastifyRequest & { apiKey?: { keyId: string } }).apiKey?.keyId ?? `ip:${req.ip}`}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed) return;
    const reset = Math.max(1, Math.ceil(result.ttlInSeconds));
    reply.header('ratelimit-limit', result.max).header('ratelimit-remaining', result.remaining).header('ratelimit-reset', reset);
    if (result.isExceeded) throw new TooManyRequestsError(reset, API_LIMIT_DETAIL);
  };
}

const API_LIMIT_DETAIL = 'This API key has made too many requests. Please wait and try again.';

/** A FailureCounter: INCR with an expiry in Redis while it answers, a map in this process otherwise. */
function createFailureCounter(
  prefix: string,
  windowMs: number,
  redis?: Redis,
  onFallback: (error: unknown) => void = () => undefined,
): FailureCounter {
  const local = new Map<string, { n: number; until: number }>();
  const localRead = (key: string) => {
    const entry = local.get(key);
    if (!entry || entry.until <= Date.now()) {
      local.delete(key);
      return undefined;
    }
    return entry;
  };
  async function shared<T>(run: (r: Redis) => Promise<T>): Promise<T | undefined> {
    if (!isRedisReady(redis)) return undefined;
    try {
      return await run(redis);
    } catch (error) {
      noteRedisFailure(redis, error);
      onFallback(error);
      return undefined;
    }
  }
  return {
    async count(key) {
      const n = await shared(async (r) => Number((await r.get(prefix + key)) ?? 0));
      return n ?? localRead(key)?.n ?? 0;
    },
    async add(key) {
      const n = await shared(async (r) => {
        // the window starts at the first failure (INCR keeps the expiry SET gave the key)
        const replies = await r
          .multi()
          .set(prefix + key, '0', 'PX', windowMs, 'NX')
          .incr(prefix + key)
          .exec();
        return Number(replies?.[1]?.[1] ?? 0);
      });
      if (n !== undefined) return n;
      const entry = localRead(key) ?? { n: 0, until: Date.now() + windowMs };
      entry.n += 1;
      local.set(key, entry);
      return entry.n;
    },
    async reset(key) {
      local.delete(key);
      await shared((r) => r.del(prefix + key));
    },
  };
}
