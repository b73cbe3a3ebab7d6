import type { FastifyBaseLogger } from 'fastify';
import { and, asc, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import { jobAlertName, jobAlertSearchPath } from '@talentmatch/shared/job-alerts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { systemEmailRenderer } from '../email-templates/service.ts';
import { publicJobCards, searchNewPublicJobs } from '../public-board/service.ts';
import { unsubscribeToken } from './service.ts';
import { jobAlertDeliveries, jobAlerts } from './tables.ts';

/**
 * The job alert digests (docs/public-pages.md): for each confirmed alert, the public open jobs published since its
 * last digest (or since it started) that match it, mailed once per period (a UTC day, or an ISO week) and only when
 * something matched. The template is rendered once per run and filled per alert; alerts go in batches (their searches
 * in one statement); a batch's delivery rows and mails are written in one transaction, so a run killed midway and run
 * again sends each digest once.
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

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'config'>;
type Alert = typeof jobAlerts.$inferSelect & { lastSentAt: Date | null };

/** The placeholders of the `job-alert` template that differ per alert (the rest, the site's name, per run). */
const PER_ALERT = ['jobCount', 'alertName', 'jobList', 'frequency', 'jobsUrl', 'unsubscribeUrl'] as const;

/**
 * One batch of alerts: their new jobs in one statement, their cards in one, then in one transaction the period's
 * delivery rows (those already there are skipped) and a mail for each row written. The transaction is all or
 * nothing: a run stopped anywhere leaves each alert either done for the period or untouched, and the next run picks
 * up the untouched ones. Jobs count as new when published after the alert's last digest (or its start) and up to
 * `upTo`, which becomes the digest's time, so the next digest starts where this one ended.
 */
async function digestBatch(
  ctx: Ctx,
  alerts: Alert[],
  periods: Record<Alert['frequency'], string>,
  render: (to: string, values: Record<(typeof PER_ALERT)[number], string>) => MailMessage,
): Promise<number> {
  const { db } = ctx;
  const origin = ctx.config.publicUrl;
  const upTo = new Date();
  const found = await searchNewPublicJobs(
    db,
    alerts.map((a) => ({
      q: a.keywords,
      location: a.location,
      remote: a.remote,
      employmentType: a.employmentType ?? undefined,
      openedAfter: a.lastSentAt ?? a.confirmedAt ?? a.createdAt,
    })),
    upTo,
    JOBS_PER_DIGEST,
  );
  const matched = alerts.flatMap((alert, n) => (found[n].total > 0 ? [{ alert, ...found[n] }] : []));
  if (matched.length === 0) return 0;
  const cards = new Map((await publicJobCards(db, [...new Set(matched.flatMap((m) => m.ids))])).map((c) => [c.id, c]));
  const mails = new Map(
    matched.map(({ alert, ids, total }) => {
      const jobList = ids
        .flatMap((id) => cards.get(id) ?? [])
        .map(
          (j) =>
            `- ${j.title} at ${j.company.name}${j.city ? ` (${j.city})` : j.workplace === 'remote' ? ' (remote)' : ''}: ${origin}${j.path}`,
        )
        .join('\n');
      const token = unsubscribeToken(ctx.config.jwtSecret, alert.id);
      // (the body carries the unsubscribe link: the footer's is worded for announcements)
      const message = render(alert.email, {
        jobCount: String(total),
        alertName: jobAlertName(alert),
        jobList,
        frequency: alert.frequency,
        jobsUrl: `${origin}${jobAlertSearchPath(alert)}`,
        unsubscribeUrl: `${origin}/job-alerts/unsubscribe?token=${token}`,
      });
      return [alert.id, { ...message, listUnsubscribe: `${origin}/api/public/job-alerts/unsubscribe?token=${token}` }];
    }),
  );
  const queue = await (db as Db).transaction(async (tx) => {
    const written = await tx
      .insert(jobAlertDeliveries)
      .values(matched.map(({ alert, total }) => ({ alertId: alert.id, period: periods[alert.frequency], jobCount: total, sentAt: upTo })))
      .onConflictDoNothing()
      .returning({ alertId: jobAlertDeliveries.alertId });
    if (written.length === 0) return null;
    const queueMails = await ctx.mailer.prepare(
      tx as unknown as Db,
      written.flatMap((w) => mails.get(w.alertId) ?? []),
    );
    return { queueMails, sent: written.length };
  });
  if (!queue) return 0;
  await queue.queueMails();
  return queue.sent;
}

/** One pass over every confirmed alert without a digest this period (in batches by id); the number of digests written. */
export async function runJobAlertDigests(
  ctx: Ctx,
  now: Date = new Date(),
  options: { batchSize?: number; onBatch?: (progress: { alerts: number; sent: number }) => void } = {},
): Promise<number> {
  const { batchSize = BATCH, onBatch } = options;
  let alerts = 0;
  const periods = { daily: periodOf('daily', now), weekly: periodOf('weekly', now) };
  const render = await systemEmailRenderer(ctx.db, 'job-alert', PER_ALERT);
  let sent = 0;
  let after = { keywords: '', id: '00000000-0000-0000-0000-000000000000' };
  for (;;) {
    const batch: Alert[] = await ctx.db
      .select({
        ...getTableColumns(jobAlerts),
        lastSentAt: sql<Date | null>`(select max(d.sent_at) from job_alert_deliveries d where d.alert_id = ${jobAlerts.id})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
      })
      .from(jobAlerts)
      .where(
        and(
          isNotNull(jobAlerts.confirmedAt),
          isNull(jobAlerts.unsubscribedAt),
          sql`(${jobAlerts.keywords}, ${jobAlerts.id}) > (${after.keywords}, ${after.id}::uuid)`,
          sql`not exists (select 1 from job_alert_deliveries d where d.alert_id = ${jobAlerts.id}
            and d.period = case when ${jobAlerts.frequency} = 'daily' then ${periods.daily} else ${periods.weekly} end)`,
        ),
      )
      // by words, so a batch's alerts share few of them (their text match runs once per batch and words)
      .orderBy(asc(jobAlerts.keywords), asc(jobAlerts.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    sent += await digestBatch(ctx, batch, periods, render);
    alerts += batch.length;
    onBatch?.({ alerts, sent });
    after = batch[batch.length - 1];
  }
  return sent;
}

export function defineJobAlertJobs(jobs: JobQueue, ctx: Ctx, log: FastifyBaseLogger): void {
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
