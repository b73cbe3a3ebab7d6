import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createWebhookBody } from '@talentmatch/shared/webhooks';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/actor.ts';
import { requireRole } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { noContent, operation, problems } from '../../platform/api-schema.ts';
import type { WebhookDeps } from './delivery.ts';
import {
  companyParams,
  createdWebhookEndpointAnswer,
  deliveryParams,
  endpointParams,
  resendAnswer,
  webhookDeliveriesAnswer,
  webhookEndpointAnswer,
} from './schema.ts';
import { createWebhookEndpoint, deleteWebhookEndpoint, listDeliveries, listWebhookEndpoints, resendWebhookDelivery } from './service.ts';

/** Webhook endpoints in the company settings, their delivery log and re-sending (docs/integrations.md). */
export async function webhookRoutes(app: FastifyInstance, ctx: AppContext) {
  const deps: WebhookDeps = ctx;
  const { db, authenticate } = ctx;
  const preHandler = [authenticate, requireRole('Employer', 'Administrator')];
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/companies/:id/webhooks',
    {
      preHandler,
      schema: {
        ...operation('Webhooks', 'listWebhookEndpoints', "The company's webhook endpoints (account manager, administrators)"),
        params: companyParams,
        response: { 200: z.array(webhookEndpointAnswer), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => listWebhookEndpoints(db, actorOf(request), request.params.id),
  );

  api.post(
    '/api/companies/:id/webhooks',
    {
      preHandler,
      schema: {
        ...operation(
          'Webhooks',
          'createWebhookEndpoint',
          'Register an https endpoint for events: its signing secret is in this answer only',
        ),
        params: companyParams,
        body: createWebhookBody,
        response: { 201: createdWebhookEndpointAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await createWebhookEndpoint(deps, actorOf(request), request.params.id, request.body)),
  );

  api.delete(
    '/api/companies/:id/webhooks/:endpointId',
    {
      preHandler,
      schema: {
        ...operation('Webhooks', 'deleteWebhookEndpoint', 'Remove an endpoint with its delivery log'),
        params: endpointParams,
        response: { 204: noContent, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(db, actorOf(request), request.params.id, request.params.endpointId);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/companies/:id/webhooks/:endpointId/deliveries',
    {
      preHandler,
      schema: {
        ...operation('Webhooks', 'listWebhookDeliveries', "The endpoint's latest 100 deliveries (30 days) with their attempts"),
        params: endpointParams,
        response: { 200: webhookDeliveriesAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => listDeliveries(db, actorOf(request), request.params.id, request.params.endpointId),
  );

  api.post(
    '/api/companies/:id/webhooks/:endpointId/deliveries/:deliveryId/resend',
    {
      preHandler,
      schema: {
        ...operation('Webhooks', 'resendWebhookDelivery', 'Send a delivery again (the same webhook-id), attempted at once'),
        params: deliveryParams,
        response: { 202: resendAnswer, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, endpointId, deliveryId } = request.params;
      await resendWebhookDelivery(deps, actorOf(request), id, endpointId, deliveryId);
      return reply.status(202).send({ status: 'pending' as const });
    },
  );
}
