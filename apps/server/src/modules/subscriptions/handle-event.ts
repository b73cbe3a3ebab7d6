import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_STATUSES } from '@talentmatch/shared/subscription-status';
import type { MailMessage } from '../../platform/mail.ts';
import { paymentFailedEmail, subscriptionCanceledEmail, subscriptionStartedEmail } from './emails.ts';
import { planByCode, planByPriceId } from '../../platform/plans.ts';
import { notify } from '../notifications/service.ts';
import type { ProviderEvent, ProviderSubscription } from './providers/payment-provider.ts';
import { companyMailContext, sendAll, type SubscriptionDeps, type SubscriptionRow } from './service.ts';
import { subscriptionEvents, subscriptions } from './tables.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unknown-company';

type HandlerDeps = Pick<SubscriptionDeps, 'db' | 'payments' | 'provider' | 'publicUrl' | 'mailer' | 'background' | 'log'>;

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const idOf = (v: unknown): string | null => str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : null);

async function rowFor(deps: HandlerDeps, object: Record<string, unknown>): Promise<SubscriptionRow | null> {
  const metadata = (object.metadata ?? {}) as Record<string, unknown>;
  const companyId = str(object.client_reference_id) ?? str(metadata.companyId);
  if (companyId && /^[0-9a-f-]{36}$/i.test(companyId)) {
    const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
    if (row) return row;
  }
  const customer = idOf(object.customer);
  if (customer) {
    const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.providerCustomerId, customer)).limit(1);
    if (row) return row;
  }
  return null;
}

/** The row's new state from the provider's subscription object. */
function stateFrom(
  deps: HandlerDeps,
  row: SubscriptionRow,
  sub: ProviderSubscription,
  eventCreated: number,
  extra: { paid?: boolean } = {},
) {
  const item = sub.items?.data?.[0];
  const plan = item ? planByPriceId(deps.payments.plans, item.price.id) : undefined;
  if (item && !plan) deps.log.warn({ priceId: item.price.id }, 'subscription event with a price that is not one of the plans');
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status) ? sub.status : row.status;
  return {
    status,
    planCode: plan?.code ?? row.planCode,
    provider: deps.provider.kind,
    providerCustomerId: idOf(sub.customer) ?? row.providerCustomerId,
    providerSubscriptionId: sub.id,
    trialEndsAt: sub.trial_end ? new Date(sub.trial_end * 1000) : row.trialEndsAt,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : row.currentPeriodEnd,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    hasPaymentMethod: Boolean(sub.default_payment_method) || Boolean(extra.paid) || row.hasPaymentMethod,
    providerStateAt: eventCreated,
    updatedAt: new Date(),
  };
}

/**
 * The one handler of provider events (Stripe webhooks and the demo provider alike): each event id
 * is handled once; an event older than the state already applied to the subscription is ignored.
 */
export async function handleProviderEvent(deps: HandlerDeps, event: ProviderEvent): Promise<EventOutcome> {
  const [seen] = await deps.db
    .select({ id: subscriptionEvents.eventId })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.eventId, event.id))
    .limit(1);
  if (seen) return 'duplicate';
  const object = event.data?.object ?? {};

  // checkout.session.completed names the subscription; its current state comes from the provider
  let subscription: ProviderSubscription | null = null;
  let paid = false;
  if (event.type === 'checkout.session.completed') {
    const id = idOf(object.subscription);
    subscription = id ? await deps.provider.retrieveSubscription(id) : null;
    paid = true;
  } else if (event.type.startsWith('customer.subscription.')) {
    subscription = object as unknown as ProviderSubscription;
  }

  const row = await rowFor(
    deps,
    subscription
      ? {
          ...object,
          metadata: { ...(subscription.metadata ?? {}), ...((object.metadata as object) ?? {}) },
          customer: object.customer ?? subscription.customer,
        }
      : object,
  );
  const mails: Array<(ctx: Awaited<ReturnType<typeof companyMailContext>>) => Array<Promise<MailMessage | null>>> = [];
  // the same news in the recipients' notification centre
  const notices: Array<(ctx: Awaited<ReturnType<typeof companyMailContext>>) => { title: string; link: string }> = [];

  const outcome = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(subscriptionEvents)
      .values({ eventId: event.id, type: event.type, companyId: row?.companyId ?? null, outcome: 'pending' })
      .onConflictDoNothing()
      .returning({ id: subscriptionEvents.eventId });
    if (inserted.length === 0) return 'duplicate' as const;
    let result: EventOutcome = 'ignored';
    if (!row) {
      result = 'unknown-company';
    } else if (subscription) {
      if (row.providerStateAt !== null && event.created < row.providerStateAt) {
        result = 'stale';
      } else {
        const next = stateFrom(deps, row, subscription, event.created, { paid });
        if (event.type === 'customer.subscription.deleted') next.status = 'canceled';
        await tx.update(subscriptions).set(next).where(eq(subscriptions.id, row.id));
        if (next.status === 'active' && row.status !== 'active') {
          const planName = planByCode(deps.payments.plans, next.planCode)?.name ?? 'chosen';
          const billingUrl = `${deps.publicUrl}/employer/subscription`;
          mails.push((c) => c.recipients.map((to) => subscriptionStartedEmail(deps.db, { to, ...c, planName, billingUrl })));
          notices.push((c) => ({ title: `${c.companyName} is now subscribed to the ${planName} plan.`, link: '/employer/subscription' }));
        }
        if (next.status === 'canceled' && row.status !== 'canceled') {
          mails.push((c) =>
            c.recipients.map((to) =>
              subscriptionCanceledEmail(deps.db, { to, ...c, choosePlanUrl: `${deps.publicUrl}/subscription/create` }),
            ),
          );
        }
        result = 'applied';
      }
    } else if (event.type === 'invoice.payment_failed') {
      mails.push((c) =>
        c.recipients.map((to) => paymentFailedEmail(deps.db, { to, ...c, billingUrl: `${deps.publicUrl}/employer/subscription` })),
      );
      result = 'applied';
    }
    await tx.update(subscriptionEvents).set({ outcome: result }).where(eq(subscriptionEvents.eventId, event.id));
    return result;
  });

  if (row && mails.length) {
    const companyId = row.companyId;
    deps.background.run(async () => {
      const ctx = await companyMailContext(deps.db, companyId);
      await sendAll(
        deps.mailer,
        mails.flatMap((build) => build(ctx)),
      );
      for (const build of notices) {
        const notice = build(ctx);
        for (const to of ctx.recipients) if (to.id) await notify(deps, to.id, { kind: 'billing', ...notice });
      }
    });
  }
  deps.log.info({ eventId: event.id, type: event.type, outcome }, 'subscription event');
  return outcome;
}
