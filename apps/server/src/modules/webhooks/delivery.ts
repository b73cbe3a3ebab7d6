import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@talentmatch/shared/webhooks';
import type { AppContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { postGuarded } from './outbound.ts';
import { signatureHeaders } from './signing.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from './tables.ts';

/**
 * Recording and delivering events (docs/integrations.md, "Webhooks"). An event is stored in the transaction of the
 * change that raised it, with one delivery row per subscribed endpoint, so a committed change never loses its
 * events. Delivery is a job per attempt (`webhooks.deliver`); the sweep (`webhooks.sweep`, every 15 s) queues any
 * due delivery whose job was lost (a process killed after the commit), so delivery is at least once.
 */

export type WebhookDeps = Pick<AppContext, 'db' | 'jobs' | 'mailer' | 'background'> & {
  config: Pick<AppContext['config'], 'webhooksAllowLoopback' | 'publicUrl'>;
};

/** Seconds before each retry: after the first failure 5 s, then 5 min, 30 min, 2 h, 5 h, 10 h (about 18 h in all). */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000];
/** An endpoint whose deliveries have failed (none succeeded) for this long is disabled. */
const DISABLE_AFTER_MS = 3 * 24 * 3600_000;
const TIMEOUT_MS = 10_000;
/** How long a claimed delivery is held by one worker (more than the request's timeout). */
const LEASE_SECONDS = 20;
const KEEP_DAYS = 30;

/** Stores an event for every enabled endpoint of the company that listens to it; the new delivery ids. */
export async function recordEvent(
  tx: Tx,
  companyId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now = new Date(),
): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.disabledAt), sql`${type} = any(${webhookEndpoints.events})`),
    );
  if (endpoints.length === 0) return [];
  const [event] = await tx
    .insert(webhookEvents)
    .values({ companyId, type, payload: { type, timestamp: now.toISOString(), data }, createdAt: now })
    .returning({ id: webhookEvents.id });
  const rows = await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ eventId: event.id, endpointId: e.id, nextAttemptAt: now })))
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

/** Queues the first attempt of each delivery (after the commit, off the request path). */
export function queueDeliveries(deps: WebhookDeps, deliveryIds: string[]): void {
  if (deliveryIds.length === 0) return;
  deps.background.run(() =>
    deps.jobs.enqueueMany(
      'webhooks.deliver',
      deliveryIds.map((deliveryId) => ({ deliveryId })),
    ),
  );
}

class DeliveryNotYetVisible extends Error {}

/** One attempt of one delivery, if it is due and no other worker holds it. Safe to run twice. */
async function deliverWebhook(
  deps: WebhookDeps,
  deliveryId: string,
  now = new Date(),
): Promise<'delivered' | 'retry' | 'failed' | 'skipped'> {
  const { db } = deps;
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_SECONDS * 1000) })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
      ),
    )
    .returning();
  if (!claimed) {
    // queued from the request before its transaction committed: the job's retry finds it
    const [exists] = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    if (!exists) throw new DeliveryNotYetVisible(`delivery ${deliveryId} not visible yet`);
    return 'skipped';
  }
  const [target] = await db
    .select({ endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookEndpoints)
    .innerJoin(webhookEvents, eq(webhookEvents.id, claimed.eventId))
    .where(eq(webhookEndpoints.id, claimed.endpointId));
  if (!target || target.endpoint.disabledAt) {
    await db.update(webhookDeliveries).set({ status: 'failed', lockedUntil: null }).where(eq(webhookDeliveries.id, deliveryId));
    return 'failed';
  }
  const body = JSON.stringify(target.event.payload);
  // signed at the moment it is sent (`now` is the scheduling clock, which tests move forward)
  const headers = signatureHeaders(target.endpoint.secret, `msg_${target.event.id.replaceAll('-', '')}`, new Date(), body);
  const result = await postGuarded(target.endpoint.url, body, headers, {
    allowLoopback: deps.config.webhooksAllowLoopback,
    timeoutMs: TIMEOUT_MS,
  });
  await db.insert(webhookAttempts).values({
    deliveryId,
    attemptedAt: now,
    statusCode: result.statusCode,
    error: result.error,
    durationMs: result.durationMs,
    responseExcerpt: result.excerpt,
  });
  const attempts = claimed.attempts + 1;
  if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'delivered', attempts, deliveredAt: new Date(), lockedUntil: null })
      .where(eq(webhookDeliveries.id, deliveryId));
    await db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(and(eq(webhookEndpoints.id, claimed.endpointId), isNotNull(webhookEndpoints.failingSince)));
    return 'delivered';
  }
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  await db
    .update(webhookDeliveries)
    .set(
      delay === undefined
        ? { status: 'failed', attempts, lockedUntil: null }
        : { attempts, lockedUntil: null, nextAttemptAt: new Date(now.getTime() + delay * 1000) },
    )
    .where(eq(webhookDeliveries.id, deliveryId));
  await noteFailure(deps, claimed.endpointId, now);
  if (delay === undefined) return 'failed';
  await deps.jobs.enqueue('webhooks.deliver', { deliveryId }, { startAfter: delay });
  return 'retry';
}

/** The endpoint has failed since its first failure after its last success; three days of that disable it (and mail the account manager). */
async function noteFailure(deps: WebhookDeps, endpointId: string, now: Date) {
  const [endpoint] = await deps.db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  if (!endpoint?.failingSince || endpoint.disabledAt || now.getTime() - endpoint.failingSince.getTime() < DISABLE_AFTER_MS) return;
  const [disabled] = await deps.db
    .update(webhookEndpoints)
    .set({ disabledAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)))
    .returning();
  if (!disabled) return;
  const managers = await deps.db
    .select({ email: userDirectory.email, firstName: userDirectory.firstName })
    .from(userDirectory)
    .where(
      and(
        eq(userDirectory.companyId, disabled.companyId),
        sql`'AccountManager' = any(${userDirectory.roles})`,
        isNull(userDirectory.deletedAt),
      ),
    );
  const settings = `${deps.config.publicUrl}/employer/settings`;
  for (const manager of managers) {
    const text = `Hello ${manager.firstName},\n\nDeliveries to your webhook endpoint ${disabled.url} have failed for three days, so TalentMatch stopped sending events to it.\n\nSee the delivery log and register the endpoint again in your company settings: ${settings}\n`;
    await deps.mailer.send({
      to: manager.email,
      subject: 'Your webhook endpoint was disabled',
      text,
      html: `<p>Hello ${escapeHtml(manager.firstName)},</p><p>Deliveries to your webhook endpoint ${escapeHtml(disabled.url)} have failed for three days, so TalentMatch stopped sending events to it.</p><p>See the delivery log and register the endpoint again in your <a href="${settings}">company settings</a>.</p>`,
    });
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Due deliveries no worker holds: queued again (their job was lost), and records older than 30 days removed. */
async function runWebhookSweep(deps: WebhookDeps, now = new Date()): Promise<number> {
  const due = await dueDeliveries(deps.db, now);
  for (const id of due) await deps.jobs.enqueue('webhooks.deliver', { deliveryId: id }, { singletonKey: id, singletonSeconds: 15 });
  await deps.db.delete(webhookEvents).where(lt(webhookEvents.createdAt, new Date(now.getTime() - KEEP_DAYS * 86400_000)));
  return due.length;
}

async function dueDeliveries(db: Db, now: Date, limit = 1000): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every due delivery, attempted here and now (tests: a clock moved forward instead of waiting for the retries). */
export async function deliverDueWebhooks(deps: WebhookDeps, now: Date): Promise<void> {
  const ids = await dueDeliveries(deps.db, now);
  await Promise.all(ids.map((id) => deliverWebhook(deps, id, now)));
}

/** Defines the delivery job and the sweep (docs/background-jobs.md). */
export function defineWebhookJobs(deps: WebhookDeps): void {
  deps.jobs.define<{ deliveryId: string }>('webhooks.deliver', ({ deliveryId }) => deliverWebhook(deps, deliveryId), {
    retryLimit: 3,
    retryDelaySeconds: 1,
    retryBackoff: false,
    expireInSeconds: LEASE_SECONDS,
    concurrency: 10,
  });
  deps.jobs.define('webhooks.sweep', () => runWebhookSweep(deps), { retryLimit: 0, exclusive: true });
  deps.jobs.every('webhooks.sweep', 15);
}

/** Sends a delivery again (the settings page): a fresh pending delivery of the same event, attempted at once. */
export async function resendDelivery(deps: WebhookDeps, deliveryId: string): Promise<void> {
  await deps.db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, deliveredAt: null })
    .where(inArray(webhookDeliveries.id, [deliveryId]));
  await deps.jobs.enqueue('webhooks.deliver', { deliveryId });
}
