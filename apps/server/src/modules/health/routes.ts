import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { pingDatabase } from '../../platform/db/index.ts';
import { pingRedis } from '../../platform/redis.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async (_request, reply) => {
    // a frozen Redis keeps its connection open: only a ping (1 s at most) tells
    const [ok, redisAnswers] = await Promise.all([pingDatabase(ctx.db), ctx.redis ? pingRedis(ctx.redis) : false]);
    reply.header('cache-control', 'no-store');
    // Redis is shared state, not a dependency: without it each process works alone, so it never makes the answer 503;
    // `events` is degraded until this process's live-event subscription holds
    const redis = ctx.redis ? { redis: redisAnswers ? 'ok' : 'degraded', events: redisAnswers ? ctx.events.status() : 'degraded' } : {};
    // replicas are never the only copy: one down or lagging sends its reads to the primary, so it never makes the answer 503
    const replicas = app.database?.replicas ? { replicas: app.database.replicas.status() } : {};
    if (!ok) return reply.status(503).send({ status: 'error', database: 'down', ...redis, ...replicas });
    return { status: 'ok', database: 'ok', ...redis, ...replicas };
  });
}
