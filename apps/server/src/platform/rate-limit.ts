import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from './config.ts';
import { TooManyRequestsError } from './errors.ts';

export interface RateLimiters {
  loginPerIp: preHandlerAsyncHookHandler;
  loginPerAccount: preHandlerAsyncHookHandler;
  registration: preHandlerAsyncHookHandler;
  forgotPassword: preHandlerAsyncHookHandler;
  resetPassword: preHandlerAsyncHookHandler;
  userExists: preHandlerAsyncHookHandler;
}

/** Registers @fastify/rate-limit (Redis store when given, so all instances share counters) and builds the named limiters. */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimitConfig, redis?: Redis): Promise<RateLimiters> {
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'talentmatch-rl:',
    skipOnError: true,
    errorResponseBuilder: (_req, context) => new TooManyRequestsError(context.ttl / 1000),
  });
  const ip = (req: FastifyRequest) => req.ip;
  // createRateLimit rather than app.rateLimit: the plugin's hooks run only once per request,
  // and login needs two independent limits (per IP and per account).
  const limiter = (name: string, max: number, key: (req: FastifyRequest) => string): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator: (req) => `${name}:${key(req)}` });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed) return;
      reply.header('x-ratelimit-limit', result.max).header('x-ratelimit-remaining', result.remaining);
      if (result.isExceeded) throw new TooManyRequestsError(result.ttlInSeconds);
    };
  };
  const emailOf = (req: FastifyRequest) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : `ip:${req.ip}`;
  };
  return {
    loginPerIp: limiter('login-ip', limits.loginPerIp, ip),
    loginPerAccount: limiter('login-account', limits.loginPerAccount, emailOf),
    registration: limiter('register-ip', limits.sensitivePerIp, ip),
    forgotPassword: limiter('forgot-ip', limits.sensitivePerIp, ip),
    resetPassword: limiter('reset-ip', limits.sensitivePerIp, ip),
    userExists: limiter('exists-ip', limits.existsPerIp, ip),
  };
}
