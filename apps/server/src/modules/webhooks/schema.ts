import { WEBHOOK_EVENTS } from '@talentmatch/shared/webhooks';
import { z } from 'zod';
import { timestamp, uuid } from '../../platform/api-schema.ts';

export const companyParams = z.object({ id: z.uuid({ error: 'The company id is not valid.' }) });
export const endpointParams = companyParams.extend({ endpointId: z.uuid({ error: 'The endpoint id is not valid.' }) });
export const deliveryParams = endpointParams.extend({ deliveryId: z.uuid({ error: 'The delivery id is not valid.' }) });

export const webhookEndpointAnswer = z
  .object({
    id: uuid,
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    createdAt: timestamp,
    disabledAt: timestamp.nullable().describe('set after three days of failed deliveries: nothing is sent any more'),
    failingSince: timestamp.nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });

/** The answer to registering an endpoint: its signing secret, shown this once. */
export const createdWebhookEndpointAnswer = webhookEndpointAnswer.extend({
  secret: z.string().describe('`whsec_` and the base64 signing key (Standard Webhooks): shown only in this answer'),
});

export const webhookDeliveriesAnswer = z.array(
  z.object({
    id: uuid,
    eventId: uuid,
    type: z.enum(WEBHOOK_EVENTS),
    status: z.enum(['pending', 'delivered', 'failed']),
    createdAt: timestamp,
    deliveredAt: timestamp.nullable(),
    attempts: z.array(
      z.object({
        at: timestamp,
        statusCode: z.number().int().nullable().describe("the receiver's status; null when no answer came"),
        error: z.string().nullable().describe('why no answer came (timeout, refused address, …)'),
        durationMs: z.number().int(),
        response: z.string().describe('the first 1 KB of the answer'),
      }),
    ),
  }),
);

export const resendAnswer = z.object({ status: z.literal('pending') });
