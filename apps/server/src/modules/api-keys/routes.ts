import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createApiKeyBody } from '@talentmatch/shared/api-keys';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/actor.ts';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { operation, problems } from '../../platform/api-schema.ts';
import { apiKeyAnswer, companyParams, createdApiKeyAnswer, keyParams } from './schema.ts';
import { createApiKey, listApiKeys, revokeApiKey, sweepIdempotencyKeys } from './service.ts';

/** A company's API keys in its settings (docs/integrations.md): the account manager, and administrators. */
export async function apiKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const preHandler = [authenticate, requireRole('Employer', 'Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/companies/:id/api-keys',
    {
      preHandler,
      schema: {
        ...operation('API keys', 'listApiKeys', "The company's API keys, newest first (account manager, administrators)"),
        params: companyParams,
        response: { 200: z.array(apiKeyAnswer), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => listApiKeys(db, actorOf(request), request.params.id),
  );

  api.post(
    '/api/companies/:id/api-keys',
    {
      preHandler,
      schema: {
        ...operation('API keys', 'createApiKey', 'Create an API key: its secret is in this answer only (account manager)'),
        params: companyParams,
        body: createApiKeyBody,
        response: { 201: createdApiKeyAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(db, actorOf(request), request.params.id, request.body)),
  );

  api.delete(
    '/api/companies/:id/api-keys/:keyId',
    {
      preHandler,
      schema: {
        ...operation('API keys', 'revokeApiKey', 'Revoke an API key at once (account manager, administrators)'),
        params: keyParams,
        response: { 200: apiKeyAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => revokeApiKey(db, actorOf(request), request.params.id, request.params.keyId),
  );

  ctx.jobs.define('api-keys.sweep-idempotency', () => sweepIdempotencyKeys(db, new Date()), { retryLimit: 0, exclusive: true });
  ctx.jobs.every('api-keys.sweep-idempotency', 60 * 60);
}
