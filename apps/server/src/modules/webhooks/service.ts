import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type CreatedWebhookEndpoint,
  type createWebhookBody,
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@talentmatch/shared/webhooks';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/index.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import { resendDelivery, type WebhookDeps } from './delivery.ts';
import { hostIsAllowed } from './outbound.ts';
import { can as canCompany } from '../companies/policy.ts';
import { authorize } from './policy.ts';
import { newWebhookSecret } from './signing.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from './tables.ts';

/** A company's webhook endpoints in its settings (docs/integrations.md, "Webhooks"). */

type EndpointRow = typeof webhookEndpoints.$inferSelect;
function requireManager(actor: Actor, companyId: string) {
  if (!canCompany(actor, 'view', { id: companyId })) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  authorize(actor, 'manage', companyId);
}

const present = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  failingSince: row.failingSince?.toISOString() ?? null,
});

/** https on a public address; `allowLoopback` (tests) admits http on loopback too. Checked again at every delivery. */
async function requireDeliverableUrl(url: string, allowLoopback: boolean) {
  const parsed = new URL(url);
  const schemeOk = parsed.protocol === 'https:' || (allowLoopback && parsed.protocol === 'http:');
  if (!schemeOk || parsed.username || parsed.password || !(await hostIsAllowed(parsed.hostname, allowLoopback))) {
    throw new BadRequestError(WEBHOOK_MESSAGES.urlRefused, { url: [WEBHOOK_MESSAGES.urlRefused] });
  }
}

export async function listWebhookEndpoints(db: Db, actor: Actor, companyId: string): Promise<WebhookEndpoint[]> {
  requireManager(actor, companyId);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(present);
}

export async function createWebhookEndpoint(
  deps: Pick<WebhookDeps, 'db' | 'config'>,
  actor: Actor,
  companyId: string,
  input: z.output<typeof createWebhookBody>,
): Promise<CreatedWebhookEndpoint> {
  requireManager(actor, companyId);
  await requireDeliverableUrl(input.url, deps.config.webhooksAllowLoopback);
  const secret = newWebhookSecret();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({ companyId, url: input.url, events: input.events, secret, createdBy: actor.userId })
    .returning();
  return { ...present(row), secret };
}

async function requireEndpoint(db: Db, companyId: string, endpointId: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, companyId)));
  if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
  return row;
}

export async function deleteWebhookEndpoint(db: Db, actor: Actor, companyId: string, endpointId: string): Promise<void> {
  requireManager(actor, companyId);
  await requireEndpoint(db, companyId, endpointId);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
}

/** The endpoint's latest deliveries (30 days at most), each with its attempts. */
export async function listDeliveries(db: Db, actor: Actor, companyId: string, endpointId: string): Promise<WebhookDelivery[]> {
  requireManager(actor, companyId);
  await requireEndpoint(db, companyId, endpointId);
  const rows = await db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(100);
  const ids = rows.map((r) => r.delivery.id);
  const attempts = ids.length
    ? await db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids)).orderBy(webhookAttempts.attemptedAt)
    : [];
  return rows.map(({ delivery, type }) => ({
    id: delivery.id,
    eventId: delivery.eventId,
    type,
    status: delivery.status,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    attempts: attempts
      .filter((a) => a.deliveryId === delivery.id)
      .map((a) => ({
        at: a.attemptedAt.toISOString(),
        statusCode: a.statusCode,
        error: a.error,
        durationMs: a.durationMs,
        response: a.responseExcerpt,
      })),
  }));
}

export async function resendWebhookDelivery(
  deps: WebhookDeps,
  actor: Actor,
  companyId: string,
  endpointId: string,
  deliveryId: string,
): Promise<void> {
  requireManager(actor, companyId);
  await requireEndpoint(deps.db, companyId, endpointId);
  const [row] = await deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!row) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
  await resendDelivery(deps, deliveryId);
}
