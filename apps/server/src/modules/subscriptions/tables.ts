import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, createdAt } from '../../platform/db/columns.ts';
import { companies } from '../companies/tables.ts';

/** One row per company: the provider's subscription as last applied (webhooks are the source of truth). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    trialEndsAt: ts('trial_ends_at'),
    planCode: text('plan_code'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    provider: text('provider'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    currentPeriodEnd: ts('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    hasPaymentMethod: boolean('has_payment_method').notNull().default(false),
    /** `created` (unix seconds) of the last provider event applied: older events are ignored */
    providerStateAt: bigint('provider_state_at', { mode: 'number' }),
  },
  (t) => [uniqueIndex('subscriptions_provider_customer_key').on(t.providerCustomerId)],
);

/** Webhook events already handled, by provider event id (replays are acknowledged and skipped). */
export const subscriptionEvents = pgTable('subscription_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
  outcome: text('outcome').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/** Scheduled notices already sent (trial ending 3 days / 1 day, trial expired), once per company, kind and trial end. */
export const subscriptionNotices = pgTable(
  'subscription_notices',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.reference] })],
);

/** Demo provider: checkout sessions opened on the local checkout page. */
export const demoCheckoutSessions = pgTable('demo_checkout_sessions', {
  id: text('id').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  trialEnd: ts('trial_end'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'complete'] })
    .notNull()
    .default('open'),
  createdAt: createdAt(),
});

/** Demo provider: its subscriptions (what Stripe would hold). */
export const demoSubscriptions = pgTable(
  'demo_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    priceId: text('price_id').notNull(),
    status: text('status').notNull(),
    trialEnd: ts('trial_end'),
    currentPeriodStart: ts('current_period_start').notNull(),
    currentPeriodEnd: ts('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
  },
  (t) => [index('demo_subscriptions_customer_idx').on(t.customerId)],
);

/** Demo provider: invoices (what the portal and the subscription page list). */
export const demoInvoices = pgTable(
  'demo_invoices',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    periodEnd: ts('period_end'),
    createdAt: createdAt(),
  },
  (t) => [index('demo_invoices_customer_idx').on(t.customerId)],
);

/**
 * Every status or plan a company's subscription has had, from when (written by the database trigger
 * `subscriptions_history` on each insert and on each change of status or plan; migration 0019).
 * The reports read subscription states at any past moment from it.
 */
export const subscriptionHistory = pgTable(
  'subscription_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    planCode: text('plan_code'),
    validFrom: ts('valid_from').notNull(),
  },
  (t) => [
    index('subscription_history_company_idx').on(t.companyId, t.validFrom),
    index('subscription_history_valid_from_idx').on(t.validFrom),
  ],
);
