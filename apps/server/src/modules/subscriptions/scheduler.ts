import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { trialEndingEmail } from './emails.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { DemoProvider } from './providers/demo-provider.ts';
import { companyMailContext, daysRemaining, type SubscriptionDeps } from './service.ts';
import { subscriptionNotices, subscriptions } from './tables.ts';

/** An expired trial keeps working (with the critical "expired" banner) for one day before it is paused. */
const TRIAL_EXPIRY_GRACE_MS = 86_400_000;

type SchedulerDeps = Pick<SubscriptionDeps, 'db' | 'publicUrl' | 'mailer' | 'log'> & { demo?: DemoProvider };

/**
 * One pass of the time-based rules: the demo provider's renewals, trial-ending emails (3 days and
 * 1 day before, once each) and pausing local trials that ended without a plan. Run as one job across
 * every process; still safe if two passes overlapped (a notice is recorded once, a renewal advances once).
 */
export async function runSubscriptionChecks(
  deps: SchedulerDeps,
  now = new Date(),
): Promise<{ advanced: number; notices: number; paused: number }> {
  const advanced = deps.demo ? await deps.demo.advanceDue(now) : 0;
  let notices = 0;
  const trials = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'trialing'), eq(subscriptions.hasPaymentMethod, false), isNotNull(subscriptions.trialEndsAt)));
  for (const row of trials) {
    const days = daysRemaining(row.trialEndsAt, now);
    const kind = days === 1 ? 'trial-ending-1' : days > 1 && days <= 3 ? 'trial-ending-3' : null;
    if (!kind) continue;
    const ctx = await companyMailContext(deps.db, row.companyId);
    // a recipient who turned billing mail off gets none (null)
    const messages = (
      await Promise.all(
        ctx.recipients.map((to) =>
          trialEndingEmail(deps.db, { to, ...ctx, daysLeft: days === 1 ? 1 : 3, choosePlanUrl: `${deps.publicUrl}/subscription/create` }),
        ),
      )
    ).filter((message) => message !== null);
    // the notice is recorded in the transaction that stores its mails in the outbox: both or neither
    const queue = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(subscriptionNotices)
        .values({ companyId: row.companyId, kind, reference: row.trialEndsAt?.toISOString() ?? '' })
        .onConflictDoNothing()
        .returning({ kind: subscriptionNotices.kind });
      return claimed.length > 0 ? deps.mailer.prepare(tx, messages) : undefined;
    });
    if (!queue) continue;
    await queue();
    notices += 1;
  }
  const paused = await deps.db
    .update(subscriptions)
    .set({ status: 'paused', updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        isNull(subscriptions.providerSubscriptionId),
        lte(subscriptions.trialEndsAt, new Date(now.getTime() - TRIAL_EXPIRY_GRACE_MS)),
      ),
    )
    .returning({ companyId: subscriptions.companyId });
  return { advanced, notices, paused: paused.length };
}

/** The recurring job of the time-based rules (every PAYMENTS_CHECK_INTERVAL seconds, once across processes). */
const SUBSCRIPTION_CHECKS_JOB = 'subscriptions.checks';

export function defineSubscriptionJobs(jobs: JobQueue, deps: SchedulerDeps, intervalSeconds: number): void {
  jobs.define(
    SUBSCRIPTION_CHECKS_JOB,
    async () => {
      const r = await runSubscriptionChecks(deps);
      if (r.advanced || r.notices || r.paused) deps.log.info(r, 'subscription checks');
      return r;
    },
    { retryLimit: 0, expireInSeconds: 600, exclusive: true },
  );
  jobs.every(SUBSCRIPTION_CHECKS_JOB, intervalSeconds);
}
