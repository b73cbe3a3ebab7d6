import type { FastifyInstance } from 'fastify';
import { createApiKeyBody } from '@talentmatch/shared/api-keys';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/actor.ts';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import { createApiKey, listApiKeys, revokeApiKey, sweepIdempotencyKeys } from './service.ts';

const companyParams = z.object({ id: z.uuid({ error: 'The company id is not valid.' }) });
const keyParams = companyParams.extend({ keyId: z.uuid({ error: 'The API key id is not valid.' }) });

/** A company's API keys in its settings (docs/integrations.md): the account manager, and administrators. */
export async function apiKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, authenticate } = ctx;
  const managers = { preHandler: [authenticate, requireRole('Employer', 'Administrator')] };

  app.get('/api/companies/:id/api-keys', managers, async (request) => {
    const { id } = parseOrThrow(companyParams, request.params);
    return listApiKeys(db, actorOf(request), id);
  });

  app.post('/api/companies/:id/api-keys', managers, async (request, reply) => {
    const { id } = parseOrThrow(companyParams, request.params);
    const body = parseOrThrow(createApiKeyBody, request.body);
    return reply.status(201).send(await createApiKey(db, actorOf(request), id, body));
  });

  app.delete('/api/companies/:id/api-keys/:keyId', managers, async (request) => {
    const { id, keyId } = parseOrThrow(keyParams, request.params);
    return revokeApiKey(db, actorOf(request), id, keyId);
  });

  ctx.jobs.define('api-keys.sweep-idempotency', () => sweepIdempotencyKeys(db, new Date()), { retryLimit: 0, exclusive: true });
  ctx.jobs.every('api-keys.sweep-idempotency', 60 * 60);
}
