import type { FastifyInstance } from 'fastify';
import { createWebhookBody } from '@talentmatch/shared/webhooks';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/actor.ts';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { parseOrThrow } from '../../platform/errors.ts';
import type { WebhookDeps } from './delivery.ts';
import { createWebhookEndpoint, deleteWebhookEndpoint, listDeliveries, listWebhookEndpoints, resendWebhookDelivery } from './service.ts';

const companyParams = z.object({ id: z.uuid({ error: 'The company id is not valid.' }) });
const endpointParams = companyParams.extend({ endpointId: z.uuid({ error: 'The endpoint id is not valid.' }) });
const deliveryParams = endpointParams.extend({ deliveryId: z.uuid({ error: 'The delivery id is not valid.' }) });

/** Webhook endpoints in the company settings, their delivery log and re-sending (docs/integrations.md). */
export async function webhookRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps: WebhookDeps = ctx;
  const { db, authenticate } = ctx;
  const managers = { preHandler: [authenticate, requireRole('Employer', 'Administrator')] };

  app.get('/api/companies/:id/webhooks', managers, async (request) => {
    const { id } = parseOrThrow(companyParams, request.params);
    return listWebhookEndpoints(db, actorOf(request), id);
  });

  app.post('/api/companies/:id/webhooks', managers, async (request, reply) => {
    const { id } = parseOrThrow(companyParams, request.params);
    const body = parseOrThrow(createWebhookBody, request.body);
    return reply.status(201).send(await createWebhookEndpoint(deps, actorOf(request), id, body));
  });

  app.delete('/api/companies/:id/webhooks/:endpointId', managers, async (request, reply) => {
    const { id, endpointId } = parseOrThrow(endpointParams, request.params);
    await deleteWebhookEndpoint(db, actorOf(request), id, endpointId);
    return reply.status(204).send();
  });

  app.get('/api/companies/:id/webhooks/:endpointId/deliveries', managers, async (request) => {
    const { id, endpointId } = parseOrThrow(endpointParams, request.params);
    return listDeliveries(db, actorOf(request), id, endpointId);
  });

  app.post('/api/companies/:id/webhooks/:endpointId/deliveries/:deliveryId/resend', managers, async (request, reply) => {
    const { id, endpointId, deliveryId } = parseOrThrow(deliveryParams, request.params);
    await resendWebhookDelivery(deps, actorOf(request), id, endpointId, deliveryId);
    return reply.status(202).send({ status: 'pending' });
  });
}
