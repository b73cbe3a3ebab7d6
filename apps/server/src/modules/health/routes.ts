import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { pingDatabase } from '../../platform/db/index.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', async (_request, reply) => {
    const ok = await pingDatabase(ctx.db);
    reply.header('cache-control', 'no-store');
    if (!ok) return reply.status(503).send({ status: 'error', database: 'error' });
    return { status: 'ok', database: 'ok' };
  });
}
