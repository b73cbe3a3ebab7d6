import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operation, problems } from '../../platform/api-schema.ts';
import { requireAuth } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { existsParams, selfAnswer } from './schema.ts';
import { emailExists, presentSelf } from './service.ts';

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/user/me',
    {
      preHandler: authenticate,
      schema: { ...operation('Users', 'getMe', 'The signed-in user'), response: { 200: selfAnswer, ...problems(401) } },
    },
    async (request) => presentSelf(requireAuth(request)),
  );

  api.get(
    '/api/user/exists/:email',
    {
      preHandler: ctx.limiters.userExists,
      schema: {
        ...operation('Users', 'userExists', 'Whether an account uses this address (rate limited)', 'public'),
        params: existsParams,
        response: { 200: z.object({ exists: z.boolean() }), ...problems(400, 429) },
      },
    },
    async (request) => ({ exists: await emailExists(db, request.params.email) }),
  );
}
