import { z } from 'zod';

/** The events a webhook endpoint may receive (docs/integrations.md). */
export const WEBHOOK_EVENTS = [
  'application.created',
  'application.status_changed',
  'candidate.hired',
  'job.published',
  'job.closed',
  'interview.scheduled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_MESSAGES = {
  notFound: 'This webhook endpoint does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  urlRefused: 'This address cannot receive webhooks: it must be an https address on the public internet.',
} as const;

export const createWebhookBody = z.object({
  url: z.url({ error: 'The address must be a full https:// address.' }).max(2000, 'The address must be at most 2000 characters.'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: 'Choose events from the list.' }), { error: 'Choose at least one event.' })
    .min(1, 'Choose at least one event.')
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: WebhookEventType[];
  createdAt: string;
  /** set when deliveries kept failing for three days: nothing is sent any more */
  disabledAt: string | null;
  failingSince: string | null;
}

/** The answer to registering an endpoint: its signing secret, shown this once. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

export interface WebhookDelivery {
  id: string;
  eventId: string;
  type: WebhookEventType;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Array<{ at: string; statusCode: number | null; error: string | null; durationMs: number; response: string }>;
  createdAt: string;
  deliveredAt: string | null;
}
