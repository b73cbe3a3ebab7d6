import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { jobAlertName, jobAlertSearchPath } from '@talentmatch/shared/job-alerts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { renderSystemEmail } from '../email-templates/service.ts';
import { publicJobCards, searchPublicJobIdsSince } from '../public-board/service.ts';
import { unsubscribeToken } from './service.ts';
import { jobAlertDeliveries, jobAlerts } from './tables.ts';

/**
 * The job alert digests (docs/public-pages.md): for each confirmed alert, the public open jobs published since its
 * last digest (or since it started) that match it, mailed once per period (a UTC day, or an ISO week) and only when
 * something matched. The period's delivery row and the mail are written in one transaction, so a run killed midway
 * and run again sends each digest once.
 */

const JOB_ALERT_DIGEST_JOB = 'job-alert-digests';
/** How often the queue runs the digests (each alert still gets at most one a period). */
const DIGEST_INTERVAL_SECONDS = 60 * 60;
const BATCH = 500;
/** Jobs listed in one digest (the mail links to the search for the rest). */
const JOBS_PER_DIGEST = 10;

/** The period a digest of `frequency` belongs to at `now`: `2026-11-28`, or the ISO week `2026-W48`. */
export function periodOf(frequency: 'daily' | 'weekly', now: Date): string {
  const day = now.toISOString().slice(0, 10);
  if (frequency === 'daily') return day;
  // ISO 8601: the week's Thursday decides its year; weeks start on Monday
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

type Alert = typeof jobAlerts.$inferSelect;

/** Mails one alert's digest for `period` unless it already went or nothing new matched; whether a mail was written. */
async function digestOne(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, alert: Alert, period: string): Promise<boolean> {
  const { db } = ctx;
  const [last] = await db
    .select({ sentAt: jobAlertDeliveries.sentAt })
    .from(jobAlertDeliveries)
    .where(eq(jobAlertDeliveries.alertId, alert.id))
    .orderBy(sql`${jobAlertDeliveries.sentAt} desc`)
    .limit(1);
  const since = last?.sentAt ?? alert.confirmedAt ?? alert.createdAt;
  const { ids, total } = await searchPublicJobIdsSince(
    db,
    {
      q: alert.keywords,
      location: alert.location,
      remote: alert.remote,
      employmentType: alert.employmentType ?? undefined,
      page: 1,
      pageSize: JOBS_PER_DIGEST,
    },
    since,
  );
  if (total === 0) return false;
  const origin = ctx.config.publicUrl;
  const jobs = await publicJobCards(db, ids);
  const jobList = jobs
    .map(
      (j) =>
        `- ${j.title} at ${j.company.name}${j.city ? ` (${j.city})` : j.workplace === 'remote' ? ' (remote)' : ''}: ${origin}${j.path}`,
    )
    .join('\n');
  const unsubscribeUrl = `${origin}/job-alerts/unsubscribe?token=${unsubscribeToken(ctx.config.jwtSecret, alert.id)}`;
  const oneClick = `${origin}/api/public/job-alerts/unsubscribe?token=${unsubscribeToken(ctx.config.jwtSecret, alert.id)}`;
  // (the body carries the unsubscribe link: the footer's is worded for announcements)
  const message = await renderSystemEmail(db, 'job-alert', alert.email, {
    jobCount: String(total),
    alertName: jobAlertName(alert),
    jobList,
    frequency: alert.frequency,
    jobsUrl: `${origin}${jobAlertSearchPath(alert)}`,
    unsubscribeUrl,
  });
  const queue = await (db as Db).transaction(async (tx) => {
    const written = await tx
      .insert(jobAlertDeliveries)
      .values({ alertId: alert.id, period, jobCount: total })
      .onConflictDoNothing()
      .returning({ alertId: jobAlertDeliveries.alertId });
    if (written.length === 0) return null;
    return ctx.mailer.prepare(tx as unknown as Db, [{ ...message, listUnsubscribe: oneClick }]);
  });
  if (!queue) return false;
  await queue();
  return true;
}

/** One pass over every confirmed alert (in batches by id); the number of digests written. */
export async function runJobAlertDigests(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, now: Date = new Date()): Promise<number> {
  const periods = { daily: periodOf('daily', now), weekly: periodOf('weekly', now) };
  let sent = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await ctx.db
      .select()
      .from(jobAlerts)
      .where(
        and(
          isNotNull(jobAlerts.confirmedAt),
          isNull(jobAlerts.unsubscribedAt),
          gt(jobAlerts.id, after),
          sql`not exists (select 1 from job_alert_deliveries d where d.alert_id = ${jobAlerts.id}
            and d.period = case when ${jobAlerts.frequency} = 'daily' then ${periods.daily} else ${periods.weekly} end)`,
        ),
      )
      .orderBy(asc(jobAlerts.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    for (const alert of batch) if (await digestOne(ctx, alert, periods[alert.frequency])) sent += 1;
    after = batch[batch.length - 1].id;
  }
  return sent;
}

export function defineJobAlertJobs(jobs: JobQueue, ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, log: FastifyBaseLogger): void {
  jobs.define(
    JOB_ALERT_DIGEST_JOB,
    async () => {
      const sent = await runJobAlertDigests(ctx);
      if (sent > 0) log.info({ sent }, 'job alert digests sent');
      return { sent };
    },
    { retryLimit: 2, retryDelaySeconds: 300, exclusive: true, expireInSeconds: 30 * 60 },
  );
  jobs.every(JOB_ALERT_DIGEST_JOB, DIGEST_INTERVAL_SECONDS);
}
