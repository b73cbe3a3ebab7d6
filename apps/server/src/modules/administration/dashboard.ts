import { sql } from 'drizzle-orm';
import type { AdminDashboardInfo } from '@talentmatch/shared/administration';
import { ROLES, type Role } from '@talentmatch/shared/roles';
import type { Db } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import { applicationFiguresSince } from '../applications/queries.ts';
import { countFeedbackAwaitingReview } from '../feedback/service.ts';
import { countOpenJobsSiteWide } from '../jobs/service.ts';
import { subscriptionFigures } from '../subscriptions/service.ts';
import { getStaleUserThresholdDays } from '../site-config/service.ts';
import { accountFigures } from '../users/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGNUP_CHART_DAYS = 30;

/** The UTC day (YYYY-MM-DD) of a moment. */
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** GET api/user/admin-dashboard-info. "This week" is the last 7 days. */
export async function adminDashboardInfo(db: Db, now = new Date()): Promise<AdminDashboardInfo> {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const firstDay = new Date(`${dayOf(new Date(now.getTime() - (SIGNUP_CHART_DAYS - 1) * DAY_MS))}T00:00:00.000Z`);
  const staleThresholdDays = await getStaleUserThresholdDays(db);
  const [
    { roleRows, totals, staleRow, signupRows },
    [companyRow],
    openJobs,
    applicationFigures,
    subscriptionsInfo,
    feedbackAwaitingReview,
  ] = await Promise.all([
    accountFigures(db, { weekAgo, firstDay, staleThresholdDays }),
    db.select({ n: sql<number>`count(*)::int` }).from(companyDirectory),
    countOpenJobsSiteWide(db),
    applicationFiguresSince(db, weekAgo),
    subscriptionFigures(db, now, 7),
    countFeedbackAwaitingReview(db),
  ]);
  const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  for (const row of roleRows) if ((ROLES as readonly string[]).includes(row.role)) byRole[row.role as Role] = row.n;
  const perDay = new Map(signupRows.map((r) => [r.day, r.n]));
  const signups = Array.from({ length: SIGNUP_CHART_DAYS }, (_, i) => {
    const date = dayOf(new Date(firstDay.getTime() + i * DAY_MS));
    return { date, count: perDay.get(date) ?? 0 };
  });
  return {
    users: { total: totals?.total ?? 0, byRole, newThisWeek: totals?.newThisWeek ?? 0 },
    companies: companyRow?.n ?? 0,
    openJobs,
    applicationsThisWeek: applicationFigures.applications,
    hiresThisWeek: applicationFigures.hires,
    subscriptionsByStatus: subscriptionsInfo.byStatus,
    trialsEndingIn7Days: subscriptionsInfo.trialsEnding,
    staleUsers: staleRow?.n ?? 0,
    staleThresholdDays,
    feedbackAwaitingReview,
    signups,
  };
}
