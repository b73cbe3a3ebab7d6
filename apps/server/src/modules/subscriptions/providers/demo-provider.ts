import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  CARD_DECLINED_MESSAGE,
  DEMO_CARDS,
  type DemoCardBody,
  type DemoCheckoutSession,
  type DemoPortalAction,
  type DemoPortalState,
  type InvoiceView,
} from '@talentmatch/shared/subscriptions';
import type { SubscriptionStatus } from '@talentmatch/shared/subscription-status';
import type { Db } from '../../../platform/db/index.ts';
import { companyDirectory } from '../../companies/queries.ts';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../../platform/errors.ts';
import { planByPriceId, plansFor, type Plan } from '../../../platform/plans.ts';
import { canChoosePlan } from '../policy.ts';
import { demoCheckoutSessions, demoInvoices, demoSubscriptions } from '../tables.ts';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';

/**
 * The demo provider: plays Stripe's part locally (checkout page, portal page, subscriptions,
 * invoices) and hands Stripe-shaped events to the same handler the webhook uses.
 */

const DEMO_CHECKOUT_GONE = 'This checkout is no longer open.';
const DEMO_NO_SUBSCRIPTION = 'There is no subscription to manage yet.';
const CARD_NUMBER_INCORRECT = 'Your card number is incorrect.';
const CARD_EXPIRED = 'Your card has expired.';
const DEMO_CARD_ONLY = 'This is a demo: use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).';

type DemoSubscriptionRow = typeof demoSubscriptions.$inferSelect;
type Emit = (event: ProviderEvent) => Promise<unknown>;

const newId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The outcome a card gets, as the provider words it (402 like Stripe's card errors). */
function chargeCard(card: DemoCardBody, now = new Date()): { last4: string } {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhnValid(digits))
    throw new BadRequestError(CARD_NUMBER_INCORRECT, { cardNumber: [CARD_NUMBER_INCORRECT] });
  const [mm, yy] = card.expiry.split('/').map((p) => Number(p.trim()));
  if (new Date(Date.UTC(2000 + yy, mm, 1)) <= now) throw new AppError(402, CARD_EXPIRED, { expiry: [CARD_EXPIRED] });
  if (digits === DEMO_CARDS.declined) throw new AppError(402, CARD_DECLINED_MESSAGE, { cardNumber: [CARD_DECLINED_MESSAGE] });
  if (digits !== DEMO_CARDS.success) throw new AppError(402, DEMO_CARD_ONLY, { cardNumber: [DEMO_CARD_ONLY] });
  return { last4: digits.slice(-4) };
}

export function addInterval(date: Date, interval: Plan['interval']): Date {
  const next = new Date(date);
  if (interval === 'yearly') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export interface DemoProvider extends PaymentProvider {
  kind: 'demo';
  /** where events go: the subscription module's handler */
  setEmitter(emit: Emit): void;
  getCheckout(companyId: string, sessionId: string): Promise<DemoCheckoutSession>;
  payCheckout(companyId: string, sessionId: string, card: DemoCardBody): Promise<{ url: string }>;
  portalState(companyId: string): Promise<DemoPortalState>;
  portalAction(companyId: string, action: DemoPortalAction): Promise<DemoPortalState>;
  /** renewals, trial ends and period-end cancellations that are due (the scheduler calls this) */
  advanceDue(now?: Date): Promise<number>;
}

export function createDemoProvider(deps: { db: Db; plans: Plan[]; publicUrl: string }): DemoProvider {
  const { db, plans, publicUrl } = deps;
  let emit: Emit = async () => undefined;

  const planOf = (priceId: string): Plan => {
    const plan = planByPriceId(plans, priceId);
    if (!plan) throw new BadRequestError('This price is not one of our plans.', { priceId: ['This price is not one of our plans.'] });
    return plan;
  };

  function shape(row: DemoSubscriptionRow): ProviderSubscription & Record<string, unknown> {
    return {
      id: row.id,
      object: 'subscription',
      customer: row.customerId,
      status: row.status,
      trial_end: row.trialEnd ? seconds(row.trialEnd) : null,
      cancel_at_period_end: row.cancelAtPeriodEnd,
      default_payment_method: row.cardLast4 ? `pm_demo_card_${row.cardLast4}` : null,
      metadata: { companyId: row.companyId },
      items: { data: [{ price: { id: row.priceId }, current_period_end: seconds(row.currentPeriodEnd) }] },
    };
  }

  const event = (type: string, object: Record<string, unknown>): ProviderEvent => ({
    id: newId('evt'),
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

  async function issueInvoice(row: DemoSubscriptionRow, plan: Plan, periodEnd: Date) {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(demoInvoices)
      .where(eq(demoInvoices.customerId, row.customerId));
    const [invoice] = await db
      .insert(demoInvoices)
      .values({
        id: newId('in'),
        number: `DEMO-${row.customerId.slice(-6).toUpperCase()}-${String(n + 1).padStart(4, '0')}`,
        customerId: row.customerId,
        subscriptionId: row.id,
        amount: plan.price.amount,
        currency: plan.price.currency,
        status: 'paid',
        periodEnd,
      })
      .returning();
    return invoice;
  }

  async function latestSubscription(companyId: string): Promise<DemoSubscriptionRow | null> {
    const [row] = await db
      .select()
      .from(demoSubscriptions)
      .where(eq(demoSubscriptions.companyId, companyId))
      .orderBy(desc(demoSubscriptions.createdAt))
      .limit(1);
    return row ?? null;
  }

  async function update(row: DemoSubscriptionRow, changes: Partial<DemoSubscriptionRow>, type = 'customer.subscription.updated') {
    const [next] = await db.update(demoSubscriptions).set(changes).where(eq(demoSubscriptions.id, row.id)).returning();
    await emit(event(type, shape(next)));
    return next;
  }

  /** What happens at the end of the current period: cancel, end the trial, or renew. */
  async function advance(row: DemoSubscriptionRow, at: Date) {
    const plan = planOf(row.priceId);
    if (row.cancelAtPeriodEnd) return update(row, { status: 'canceled' }, 'customer.subscription.deleted');
    const periodEnd = addInterval(at, plan.interval);
    const invoice = await issueInvoice(row, plan, periodEnd);
    const next = await update(row, { status: 'active', currentPeriodStart: at, currentPeriodEnd: periodEnd });
    await emit(event('invoice.paid', { id: invoice.id, customer: row.customerId, subscription: row.id, amount_paid: invoice.amount }));
    return next;
  }

  async function portalState(companyId: string): Promise<DemoPortalState> {
    const row = await latestSubscription(companyId);
    const [company] = await db
      .select({ nonprofit: companyDirectory.nonprofit })
      .from(companyDirectory)
      .where(eq(companyDirectory.id, companyId))
      .limit(1);
    return {
      subscription: row
        ? {
            id: row.id,
            status: row.status as SubscriptionStatus,
            plan: planByPriceId(plans, row.priceId) ?? null,
            currentPeriodEnd: row.currentPeriodEnd.toISOString(),
            trialEnd: row.trialEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
            cardLast4: row.cardLast4,
          }
        : null,
      plans: plansFor(plans, company?.nonprofit ?? false),
      returnUrl: '/employer/subscription',
    };
  }

  return {
    kind: 'demo',
    setEmitter(fn) {
      emit = fn;
    },

    async createCustomer() {
      return newId('cus');
    },

    async createCheckoutSession(input) {
      const id = newId('cs');
      await db.insert(demoCheckoutSessions).values({
        id,
        companyId: input.companyId,
        customerId: input.customerId,
        priceId: input.priceId,
        trialEnd: input.trialEnd,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      return { url: `${publicUrl}/subscription/demo-checkout?session=${id}` };
    },

    async createPortalSession() {
      return { url: `${publicUrl}/subscription/demo-portal` };
    },

    async retrieveSubscription(id) {
      const [row] = await db.select().from(demoSubscriptions).where(eq(demoSubscriptions.id, id)).limit(1);
      return row ? shape(row) : null;
    },

    async listInvoices(customerId) {
      const rows = await db
        .select()
        .from(demoInvoices)
        .where(eq(demoInvoices.customerId, customerId))
        .orderBy(desc(demoInvoices.createdAt), desc(demoInvoices.number));
      return rows.map(
        (r): InvoiceView => ({
          id: r.id,
          number: r.number,
          status: r.status,
          amount: r.amount,
          currency: r.currency,
          createdAt: r.createdAt.toISOString(),
          periodEnd: r.periodEnd?.toISOString() ?? null,
          url: null,
        }),
      );
    },

    verifyWebhook() {
      throw new WebhookSignatureError('The demo provider does not receive webhooks; its events are handled in-process.');
    },

    async getCheckout(companyId, sessionId) {
      const [row] = await db
        .select()
        .from(demoCheckoutSessions)
        .where(and(eq(demoCheckoutSessions.id, sessionId), eq(demoCheckoutSessions.companyId, companyId)))
        .limit(1);
      if (!row) throw new NotFoundError('This checkout does not exist.');
      return {
        id: row.id,
        plan: planOf(row.priceId),
        trialEnd: row.trialEnd?.toISOString() ?? null,
        status: row.status,
        cancelUrl: row.cancelUrl.replace(publicUrl, ''),
      };
    },

    async payCheckout(companyId, sessionId, card) {
      const session = await this.getCheckout(companyId, sessionId);
      if (session.status !== 'open') throw new BadRequestError(DEMO_CHECKOUT_GONE);
      const { last4 } = chargeCard(card);
      const [row] = await db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.id, sessionId)).limit(1);
      const now = new Date();
      const trialEnd = row.trialEnd && row.trialEnd > now ? row.trialEnd : null;
      const plan = session.plan;
      const periodEnd = trialEnd ?? addInterval(now, plan.interval);
      const closed = await db
        .update(demoCheckoutSessions)
        .set({ status: 'complete' })
        .where(and(eq(demoCheckoutSessions.id, sessionId), eq(demoCheckoutSessions.status, 'open')))
        .returning({ id: demoCheckoutSessions.id });
      if (closed.length === 0) throw new BadRequestError(DEMO_CHECKOUT_GONE);
      const [sub] = await db
        .insert(demoSubscriptions)
        .values({
          id: newId('sub'),
          customerId: row.customerId,
          companyId,
          priceId: row.priceId,
          status: trialEnd ? 'trialing' : 'active',
          trialEnd,
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          cardLast4: last4,
        })
        .returning();
      await emit(event('customer.subscription.created', shape(sub)));
      await emit(
        event('checkout.session.completed', {
          id: sessionId,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: companyId,
          customer: row.customerId,
          subscription: sub.id,
          metadata: { companyId },
        }),
      );
      if (!trialEnd) {
        const invoice = await issueInvoice(sub, plan, periodEnd);
        await emit(event('invoice.paid', { id: invoice.id, customer: row.customerId, subscription: sub.id, amount_paid: invoice.amount }));
      }
      return { url: row.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId) };
    },

    portalState,

    async portalAction(companyId, action) {
      const row = await latestSubscription(companyId);
      if (!row || row.status === 'canceled') throw new NotFoundError(DEMO_NO_SUBSCRIPTION);
      switch (action.action) {
        case 'change-plan': {
          const plan = planOf(action.priceId);
          const [company] = await db
            .select({ nonprofit: companyDirectory.nonprofit })
            .from(companyDirectory)
            .where(eq(companyDirectory.id, companyId))
            .limit(1);
          if (!company || !canChoosePlan(company, plan)) throw new ForbiddenError('This plan is not available to your company.');
          await update(row, { priceId: plan.priceId });
          break;
        }
        case 'cancel':
          await update(row, { cancelAtPeriodEnd: true });
          break;
        case 'resume':
          await update(row, { cancelAtPeriodEnd: false });
          break;
        case 'update-card': {
          const { last4 } = chargeCard(action.card);
          await update(row, { cardLast4: last4 });
          break;
        }
        case 'end-period':
          await advance(row, row.currentPeriodEnd);
          break;
      }
      return portalState(companyId);
    },

    async advanceDue(now = new Date()) {
      const due = await db
        .select()
        .from(demoSubscriptions)
        .where(and(lte(demoSubscriptions.currentPeriodEnd, now), inArray(demoSubscriptions.status, ['trialing', 'active', 'past_due'])));
      for (const row of due) await advance(row, row.currentPeriodEnd);
      return due.length;
    },
  };
}
