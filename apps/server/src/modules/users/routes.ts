import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { existsParams } from './schema.ts';
import { emailExists, presentSelf } from './service.ts';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;

  app.get('/api/user/me', { preHandler: authenticate }, async (request) => presentSelf(requireAuth(request)));

  app.get('/api/user/exists/:email', { preHandler: ctx.limiters.userExists }, async (request) => {
    const { email } = parseOrThrow(existsParams, request.params);
    return { exists: await emailExists(db, email) };
  });
}
