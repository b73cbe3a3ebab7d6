import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operation } from '../../platform/api-schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { pingDatabase } from '../../platform/db/index.ts';
import { pingRedis } from '../../platform/redis.ts';

const state = z.enum(['ok', 'degraded']);
const healthAnswer = (status: 'ok' | 'error', database: 'ok' | 'down') =>
  z.object({
    status: z.literal(status),
    database: z.literal(database),
    redis: state.optional().describe('with REDIS_URL only'),
    events: state.optional().describe("this process's live-event subscription (with REDIS_URL only)"),
    replicas: z
      .array(z.object({ replica: z.string(), state: z.enum(['ok', 'down', 'lagging']), lagMs: z.number().optional() }))
      .optional()
      .describe('with DATABASE_READ_URL only'),
  });

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        ...operation('Health', 'getHealth', 'Liveness and readiness: 503 while the database is down', 'public'),
        response: { 200: healthAnswer('ok', 'ok'), 503: healthAnswer('error', 'down') },
      },
    },
    async (_request, reply) => {
      // a frozen Redis keeps its connection open: only a ping (1 s at most) tells
      const [ok, redisAnswers] = await Promise.all([pingDatabase(ctx.db), ctx.redis ? pingRedis(ctx.redis) : false]);
      reply.header('cache-control', 'no-store');
      // Redis is shared state, not a dependency: without it each process works alone, so it never makes the answer 503;
      // `events` is degraded until this process's live-event subscription holds
      const redis = ctx.redis
        ? {
            redis: redisAnswers ? ('ok' as const) : ('degraded' as const),
            events: redisAnswers ? ctx.events.status() : ('degraded' as const),
          }
        : {};
      // replicas are never the only copy: one down or lagging sends its reads to the primary, so it never makes the answer 503
      const replicas = app.database?.replicas ? { replicas: app.database.replicas.status() } : {};
      if (!ok) return reply.status(503).send({ status: 'error', database: 'down', ...redis, ...replicas });
      return { status: 'ok' as const, database: 'ok' as const, ...redis, ...replicas };
    },
  );
}
