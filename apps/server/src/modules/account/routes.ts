import type { FastifyInstance } from 'fastify';
import { profileBody, updatePasswordBody } from '@talentmatch/shared/auth-schemas';
import { requireAuth } from '../../platform/auth/authenticate.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { getProfile, updatePassword, updateProfile } from './service.ts';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;

  app.get('/api/account/profile', { preHandler: authenticate }, async (request) => {
    return getProfile(db, requireAuth(request).userId);
  });

  app.put('/api/account/profile', { preHandler: authenticate }, async (request) => {
    const auth = requireAuth(request);
    const body = parseOrThrow(profileBody, request.body);
    return updateProfile(db, auth.userId, body);
  });

  app.put('/api/account/update-password', { preHandler: authenticate }, async (request, reply) => {
    const auth = requireAuth(request);
    const body = parseOrThrow(updatePasswordBody, request.body);
    await updatePassword(db, auth.userId, body);
    await ctx.sessions.revokeAllForUser(auth.userId, 'password-changed', { except: auth.sessionId });
    return reply.status(204).send();
  });
}
