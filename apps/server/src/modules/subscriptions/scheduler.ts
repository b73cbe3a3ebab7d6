import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { trialEndingEmail } from './emails.ts';
import type { DemoProvider } from './providers/demo-provider.ts';
import { companyMailContext, daysRemaining, sendAll, type SubscriptionDeps } from './service.ts';
import { subscriptionNotices, subscriptions } from './tables.ts';

/** An expired trial keeps working (with the critical "expired" banner) for one day before it is paused. */
export const TRIAL_EXPIRY_GRACE_MS = 86_400_000;

type SchedulerDeps = Pick<SubscriptionDeps, 'db' | 'publicUrl' | 'mailer' | 'log'> & { demo?: DemoProvider };

/** Records a notice once per company, kind and reference; true when this call recorded it. */
async function claimNotice(deps: SchedulerDeps, companyId: string, kind: string, reference: string): Promise<boolean> {
  const inserted = await deps.db
    .insert(subscriptionNotices)
    .values({ companyId, kind, reference })
    .onConflictDoNothing()
    .returning({ kind: subscriptionNotices.kind });
  return inserted.length > 0;
}

/**
 * One pass of the time-based rules: the demo provider's renewals, trial-ending emails (3 days and
 * 1 day before, once each) and pausing local trials that ended without a plan. Safe to run from
 * several processes at once.
 */
export async function runSubscriptionChecks(deps: SchedulerDeps, now = new Date()): Promise<{ advanced: number; notices: number; paused: number }> {
  const advanced = deps.demo ? await deps.demo.advanceDue(now) : 0;
  let notices = 0;
  const trials = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'trialing'), eq(subscriptions.hasPaymentMethod, false), isNotNull(subscriptions.trialEndsAt)));
  for (const row of trials) {
    const days = daysRemaining(row.trialEndsAt, now);
    const kind = days === 1 ? 'trial-ending-1' : days > 1 && days <= 3 ? 'trial-ending-3' : null;
    if (!kind || !(await claimNotice(deps, row.companyId, kind, row.trialEndsAt!.toISOString()))) continue;
    const ctx = await companyMailContext(deps.db, row.companyId);
    await sendAll(
      deps.mailer,
      ctx.recipients.map((to) =>
        trialEndingEmail({ to, ...ctx, daysLeft: days === 1 ? 1 : 3, choosePlanUrl: `${deps.publicUrl}/subscription/create` }),
      ),
    );
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

/** The in-process scheduler started by main.ts: one pass now, then every `intervalMs`. */
export function createSubscriptionScheduler(deps: SchedulerDeps, intervalMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runSubscriptionChecks(deps)
      .then((r) => {
        if (r.advanced || r.notices || r.paused) deps.log.info(r, 'subscription checks');
      })
      .catch((error) => deps.log.error({ err: error }, 'subscription checks failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    runOnce: (now?: Date) => runSubscriptionChecks(deps, now),
  };
}
export type SubscriptionScheduler = ReturnType<typeof createSubscriptionScheduler>;
