import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { pingDatabase } from '../../platform/db/index.ts';
import { isRedisReady } from '../../platform/redis.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async (_request, reply) => {
    const ok = await pingDatabase(ctx.db);
    reply.header('cache-control', 'no-store');
    // Redis is shared state, not a dependency: without it each process works alone, so it never makes the answer 503
    const redis = ctx.redis ? { redis: isRedisReady(ctx.redis) ? 'ok' : 'degraded' } : {};
    if (!ok) return reply.status(503).send({ status: 'error', database: 'down', ...redis });
    return { status: 'ok', database: 'ok', ...redis };
  });
}
