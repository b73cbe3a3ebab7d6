import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@talentmatch/shared/subscription-status';
import {
  PLAN_LIMIT_LABELS,
  planTooSmallReason,
  type InvoiceView,
  type PlanLimitName,
  type PublicPlans,
  type SubscriptionConfig,
  type SubscriptionOverview,
  type TrialStatus,
} from '@talentmatch/shared/subscriptions';
import type { PaymentsConfig } from '../../platform/config.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import { userDirectory } from '../users/queries.ts';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import type { Recipient } from './emails.ts';
import { planByCode, planByPriceId, plansFor, TRIAL_LIMITS, type Plan } from '../../platform/plans.ts';
import { can, canChoosePlan, needsCheckout } from './policy.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { subscriptions } from './tables.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * How much of the plan a company uses. Counted by the jobs and hiring-team modules (which themselves check
 * limits here), so app.ts hands them in rather than this module importing them.
 */
export interface PlanUsageCounters {
  openJobs(companyId: string): Promise<number>;
  seats(companyId: string): Promise<number>;
}

/** What the subscription services need; built once in module.ts. */
export interface SubscriptionDeps {
  db: Db;
  payments: PaymentsConfig;
  provider: PaymentProvider;
  publicUrl: string;
  mailer: Mailer;
  /** sends mail off the request path */
  background: { run(task: () => Promise<unknown>): void };
  log: FastifyBaseLogger;
  usage: PlanUsageCounters;
}

const NO_COMPANY = 'Register your company first.';
const NO_SUBSCRIPTION = 'This company has no subscription.';
const UNKNOWN_PRICE = 'This price is not one of our plans.';
const NONPROFIT_ONLY = 'Nonprofit plans are for companies verified as nonprofit.';
const STANDARD_FOR_NONPROFIT = 'Your company is verified as nonprofit: choose one of the nonprofit plans.';
const ALREADY_SUBSCRIBED = 'Your company already has a subscription: use Manage billing to change the plan or the card.';
const NO_BILLING_ACCOUNT = 'Choose a plan first; the billing portal opens once a card is on file.';

const DAY_MS = 86_400_000;

/** Whole days left, rounded up: 1 on the last day ("tomorrow"), 0 or less once the trial has ended. */
export function daysRemaining(trialEndsAt: Date | null, now: Date = new Date()): number {
  if (!trialEndsAt) return 0;
  return Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS);
}

export function asStatus(value: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value) ? (value as SubscriptionStatus) : 'incomplete';
}

export function requireCompanyId(companyId: string | null): string {
  if (!companyId) throw new NotFoundError(NO_COMPANY);
  return companyId;
}

/** A new company's subscription: a trial of `trialDays` (called in the registration's transaction). */
export async function startTrial(tx: Tx, companyId: string, trialDays: number): Promise<void> {
  await tx.insert(subscriptions).values({ companyId, status: 'trialing', trialEndsAt: new Date(Date.now() + trialDays * 86400_000) });
}

export async function findSubscription(db: Db, companyId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
  return row ?? null;
}

async function getSubscriptionRow(db: Db, companyId: string): Promise<SubscriptionRow> {
  const row = await findSubscription(db, companyId);
  if (!row) throw new NotFoundError(NO_SUBSCRIPTION);
  return row;
}

async function getCompany(db: Db, companyId: string) {
  const [company] = await db.select().from(companyDirectory).where(eq(companyDirectory.id, companyId)).limit(1);
  if (!company) throw new NotFoundError(NO_COMPANY);
  return company;
}

export async function getStatus(db: Db, companyId: string): Promise<SubscriptionStatus> {
  return asStatus((await getSubscriptionRow(db, companyId)).status);
}

export async function getTrialStatus(db: Db, companyId: string, now = new Date()): Promise<TrialStatus> {
  const row = await getSubscriptionRow(db, companyId);
  return { daysRemaining: daysRemaining(row.trialEndsAt, now), hasPaymentMethod: row.hasPaymentMethod };
}

export async function getSubscriptionConfig(
  deps: Pick<SubscriptionDeps, 'db' | 'payments' | 'provider' | 'usage'>,
  companyId: string,
): Promise<SubscriptionConfig> {
  const company = await getCompany(deps.db, companyId);
  return {
    showTrialBanner: deps.payments.showTrialBanner,
    plans: plansFor(deps.payments.plans, company.nonprofit),
    provider: deps.provider.kind,
    nonprofitEligible: company.nonprofit,
    seatsInUse: await deps.usage.seats(companyId),
  };
}

/** Refuses (409, with the reason) a plan with fewer hiring-team seats than the company uses. */
async function checkPlanFitsTeam(deps: Pick<SubscriptionDeps, 'usage'>, companyId: string, plan: Plan): Promise<void> {
  const reason = planTooSmallReason(plan, await deps.usage.seats(companyId));
  if (reason) throw new ConflictError(reason);
}

/** A plan change in the billing portal (demo provider): the same rule as at checkout. */
export async function checkPlanChange(deps: Pick<SubscriptionDeps, 'usage' | 'payments'>, companyId: string, priceId: string) {
  const plan = planByPriceId(deps.payments.plans, priceId);
  if (plan) await checkPlanFitsTeam(deps, companyId, plan);
}

/** Every plan with its price and limits, for anyone (the employer landing page); the provider's ids stay here. */
export function publicPlans(deps: Pick<SubscriptionDeps, 'payments'>): PublicPlans {
  return { plans: deps.payments.plans.map(({ priceId: _priceId, ...plan }) => plan) };
}

/** Members of the company (without pending invitations): the check when an invitee takes the seat reserved for them. */
export async function countMembers(db: Db, companyId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userDirectory)
    .where(and(eq(userDirectory.companyId, companyId), isNull(userDirectory.deletedAt)));
  return n;
}

/** The limits in force: the plan's, or the trial's while there is no plan. */
export function limitsOf(plans: readonly Plan[], row: Pick<SubscriptionRow, 'planCode'> | null): Plan['limits'] {
  return planByCode(plans, row?.planCode)?.limits ?? TRIAL_LIMITS;
}

/** The company's account manager, by name, for members who see the plan read-only. */
async function accountManagerName(db: Db, companyId: string): Promise<string | null> {
  const [manager] = await db
    .select({ firstName: userDirectory.firstName, lastName: userDirectory.lastName })
    .from(userDirectory)
    .where(
      and(eq(userDirectory.companyId, companyId), isNull(userDirectory.deletedAt), sql`'AccountManager' = any(${userDirectory.roles})`),
    )
    .orderBy(userDirectory.createdAt)
    .limit(1);
  return manager ? `${manager.firstName} ${manager.lastName}`.trim() : null;
}

export async function getOverview(
  deps: Pick<SubscriptionDeps, 'db' | 'payments' | 'provider' | 'usage'>,
  companyId: string,
  viewer: Actor,
): Promise<SubscriptionOverview> {
  const row = await getSubscriptionRow(deps.db, companyId);
  const limits = limitsOf(deps.payments.plans, row);
  const [openJobs, seats] = [await deps.usage.openJobs(companyId), await deps.usage.seats(companyId)];
  return {
    status: asStatus(row.status),
    plan: planByCode(deps.payments.plans, row.planCode) ?? null,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    hasPaymentMethod: row.hasPaymentMethod,
    usage: {
      openJobs: { used: openJobs, limit: limits.openJobs },
      seats: { used: seats, limit: limits.seats },
    },
    provider: deps.provider.kind,
    accountManagerName: await accountManagerName(deps.db, companyId),
    canManageBilling: can(viewer, 'manageBilling'),
  };
}

/** Thrown when an action would go beyond the plan: names the limit and offers the upgrade. */
export class PlanLimitError extends AppError {
  constructor(
    public readonly limitName: PlanLimitName,
    public readonly limit: number,
    planName: string,
  ) {
    super(
      409,
      `Your ${planName} allows ${limit} ${PLAN_LIMIT_LABELS[limitName]}. Upgrade your plan to add more (Subscription → Manage billing, or Choose Plan).`,
      { [limitName]: [`Limit of ${limit} reached.`] },
    );
  }
}

/**
 * Refuses (409) an action that would take `currentCount` past the plan's limit. Call sites: company
 * registration and invitations now; opening a job and inviting team members arrive with the jobs issue.
 */
export async function checkPlanLimit(
  deps: { db: Db; plans: readonly Plan[] },
  companyId: string,
  limitName: PlanLimitName,
  currentCount: number,
): Promise<void> {
  const row = await findSubscription(deps.db, companyId);
  const plan = planByCode(deps.plans, row?.planCode);
  const limit = (plan?.limits ?? TRIAL_LIMITS)[limitName];
  if (currentCount + 1 > limit) throw new PlanLimitError(limitName, limit, plan ? `${plan.name} plan` : 'trial');
}

async function ensureCustomer(deps: SubscriptionDeps, companyId: string, payer: { email: string }): Promise<string> {
  const row = await getSubscriptionRow(deps.db, companyId);
  if (row.providerCustomerId && row.provider === deps.provider.kind) return row.providerCustomerId;
  const company = await getCompany(deps.db, companyId);
  const customerId = await deps.provider.createCustomer({ companyId, name: company.name, email: payer.email });
  await deps.db
    .update(subscriptions)
    .set({ providerCustomerId: customerId, provider: deps.provider.kind, updatedAt: new Date() })
    .where(eq(subscriptions.companyId, companyId));
  return customerId;
}

/** Stripe refuses a trial_end less than 48 hours ahead: a shorter remainder is charged at once. */
const MIN_TRIAL_CARRY_MS = 48 * 3600_000;

function trialToCarry(row: Pick<SubscriptionRow, 'status' | 'trialEndsAt'>, now = new Date()): Date | null {
  if (row.status !== 'trialing' || !row.trialEndsAt) return null;
  return row.trialEndsAt.getTime() - now.getTime() >= MIN_TRIAL_CARRY_MS ? row.trialEndsAt : null;
}

/** Starts the provider's checkout for one of the 16 plans; the remaining trial is carried over. */
export async function startCheckout(deps: SubscriptionDeps, input: { companyId: string; userId: string; priceId: string }) {
  const plan = planByPriceId(deps.payments.plans, input.priceId);
  if (!plan) throw new BadRequestError(UNKNOWN_PRICE, { priceId: [UNKNOWN_PRICE] });
  const company = await getCompany(deps.db, input.companyId);
  if (!canChoosePlan(company, plan)) throw new ForbiddenError(company.nonprofit ? STANDARD_FOR_NONPROFIT : NONPROFIT_ONLY);
  const row = await getSubscriptionRow(deps.db, input.companyId);
  if (!needsCheckout(asStatus(row.status), Boolean(row.providerSubscriptionId))) throw new ConflictError(ALREADY_SUBSCRIBED);
  await checkPlanFitsTeam(deps, input.companyId, plan);
  const [payer] = await deps.db
    .select({ email: userDirectory.email })
    .from(userDirectory)
    .where(eq(userDirectory.id, input.userId))
    .limit(1);
  const customerId = await ensureCustomer(deps, input.companyId, { email: payer?.email ?? '' });
  return deps.provider.createCheckoutSession({
    companyId: input.companyId,
    customerId,
    priceId: plan.priceId,
    trialEnd: trialToCarry(row),
    successUrl: `${deps.publicUrl}/payment-return?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${deps.publicUrl}/subscription/create?canceled=1`,
  });
}

export async function openPortal(deps: SubscriptionDeps, companyId: string) {
  const row = await getSubscriptionRow(deps.db, companyId);
  if (!row.providerCustomerId || !row.providerSubscriptionId || row.provider !== deps.provider.kind)
    throw new ConflictError(NO_BILLING_ACCOUNT);
  return deps.provider.createPortalSession({ customerId: row.providerCustomerId, returnUrl: `${deps.publicUrl}/employer/subscription` });
}

export async function listInvoices(deps: Pick<SubscriptionDeps, 'db' | 'provider'>, companyId: string): Promise<InvoiceView[]> {
  const row = await getSubscriptionRow(deps.db, companyId);
  if (!row.providerCustomerId || row.provider !== deps.provider.kind) return [];
  return deps.provider.listInvoices(row.providerCustomerId);
}

/** The company's account managers (or, failing that, every member): who billing mail goes to. */
async function billingRecipients(db: Db, companyId: string): Promise<Recipient[]> {
  const members = await db
    .select({ id: userDirectory.id, email: userDirectory.email, firstName: userDirectory.firstName, roles: userDirectory.roles })
    .from(userDirectory)
    .where(and(eq(userDirectory.companyId, companyId), isNull(userDirectory.deletedAt)));
  const managers = members.filter((m) => m.roles.includes('AccountManager'));
  return (managers.length ? managers : members).map(({ id, email, firstName }) => ({ id, email, firstName }));
}

export async function companyMailContext(db: Db, companyId: string) {
  const [company] = await db
    .select({ name: companyDirectory.name })
    .from(companyDirectory)
    .where(eq(companyDirectory.id, companyId))
    .limit(1);
  const site = await getSiteConfiguration(db);
  return { companyName: company?.name ?? 'your company', siteName: site.siteName, recipients: await billingRecipients(db, companyId) };
}

/** Sends each message in turn; a null one (the recipient switched that kind off) is skipped. */
export async function sendAll(mailer: Mailer, messages: Array<MailMessage | null | Promise<MailMessage | null>>): Promise<void> {
  for (const pending of messages) {
    const m = await pending;
    if (m) await mailer.send(m);
  }
}

/** Companies per subscription status, and trials that end within `days` (the admin dashboard's figures). */
export async function subscriptionFigures(
  db: Db,
  now: Date,
  days: number,
): Promise<{ byStatus: Record<string, number>; trialsEnding: number }> {
  const until = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const [rows, [ending]] = await Promise.all([
    db.select({ status: subscriptions.status, n: sql<number>`count(*)::int` }).from(subscriptions).groupBy(subscriptions.status),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'trialing'),
          sql`${subscriptions.trialEndsAt} >= ${now}`,
          sql`${subscriptions.trialEndsAt} < ${until}`,
        ),
      ),
  ]);
  return { byStatus: Object.fromEntries(rows.map((r) => [r.status, r.n])), trialsEnding: ending?.n ?? 0 };
}

/** Whether the company has a subscription row (every registered company has one). */
export async function subscriptionExists(db: Db, companyId: string): Promise<boolean> {
  return (await findSubscription(db, companyId)) !== null;
}
