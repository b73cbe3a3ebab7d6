// Announcements: an administrator mails a template to an audience; a queue job sends it in batches.
import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Announcement, AnnouncementAudience } from '@talentmatch/shared/email-templates';
import type { JobQueue } from '../../platform/jobs.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { ConflictError } from '../../platform/errors.ts';
import { getStaleUserThresholdDays } from '../site-config/service.ts';
import { announcements, emailTemplates } from './tables.ts';
import { audit, loadRow, notificationEnabled, renderWith, unsubscribeUrl } from './service.ts';

async function audienceWhere(db: Db, audience: AnnouncementAudience): Promise<SQL> {
  const base = sql`${userDirectory.deletedAt} is null`;
  if (audience === 'candidates') return sql`${base} and 'Candidate' = any(${userDirectory.roles})`;
  if (audience === 'employers') return sql`${base} and 'Employer' = any(${userDirectory.roles})`;
  if (audience === 'stale') {
    const days = await getStaleUserThresholdDays(db);
    return sql`${base} and coalesce(${userDirectory.lastLoginAt}, ${userDirectory.createdAt}) < now() - make_interval(days => ${days})`;
  }
  return base;
}

function presentAnnouncement(row: typeof announcements.$inferSelect): Announcement {
  return {
    id: row.id,
    templateId: row.templateId,
    audience: row.audience,
    status: row.status,
    total: row.total,
    sent: row.sent,
    skipped: row.skipped,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** Queues the announcement for the audience (the text is fixed at this moment); the caller runs it. */
export async function createAnnouncement(
  db: Db,
  actorId: string,
  templateId: string,
  audience: AnnouncementAudience,
): Promise<Announcement> {
  const row = await loadRow(db, templateId);
  if (row.kind !== 'announcement') throw new ConflictError('Only announcement templates can be sent to an audience.');
  const [{ n }] = await db
    .select({ n: count() })
    .from(userDirectory)
    .where(await audienceWhere(db, audience));
  const [saved] = await db
    .insert(announcements)
    .values({ templateId, audience, subject: row.subject, body: row.body, total: n, createdBy: actorId })
    .returning();
  await audit(db, actorId, 'email-template.announce', templateId, { audience, total: n, announcementId: saved.id });
  return presentAnnouncement(saved);
}

export async function listAnnouncements(db: Db, templateId: string): Promise<Announcement[]> {
  await loadRow(db, templateId);
  const rows = await db.select().from(announcements).where(eq(announcements.templateId, templateId)).orderBy(desc(announcements.createdAt));
  return rows.map(presentAnnouncement);
}

const ANNOUNCEMENT_BATCH_SIZE = 50;

/**
 * One batch of an announcement: the next users of the audience (by id, after the cursor), each
 * mailed unless they unsubscribed; progress and cursor saved. Answers whether the sending is done.
 * The batch is claimed (cursor moved) before mailing, so concurrent runners never mail anyone twice;
 * a crash in the middle of a batch loses at most that batch's remaining mails.
 */
export async function processAnnouncementBatch(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  announcementId: string,
  batchSize = ANNOUNCEMENT_BATCH_SIZE,
): Promise<{ done: boolean }> {
  const { db } = ctx;
  const [job] = await db.select().from(announcements).where(eq(announcements.id, announcementId)).limit(1);
  if (!job || job.status === 'done' || job.status === 'failed') return { done: true };
  const [template] = await db
    .select({ key: emailTemplates.key })
    .from(emailTemplates)
    .where(eq(emailTemplates.id, job.templateId))
    .limit(1);
  const where = await audienceWhere(db, job.audience);
  const batch = await db
    .select({ id: userDirectory.id, email: userDirectory.email, firstName: userDirectory.firstName, lastName: userDirectory.lastName })
    .from(userDirectory)
    .where(job.cursor ? and(where, gt(userDirectory.id, job.cursor)) : where)
    .orderBy(asc(userDirectory.id))
    .limit(batchSize);
  const last = batch.at(-1);
  const done = batch.length < batchSize;
  // claim the batch by moving the cursor first: two runners never mail the same users (at most once)
  const claimed = await db
    .update(announcements)
    .set({ status: 'running', cursor: last ? last.id : job.cursor })
    .where(and(eq(announcements.id, announcementId), job.cursor ? eq(announcements.cursor, job.cursor) : isNull(announcements.cursor)))
    .returning({ id: announcements.id });
  if (claimed.length === 0) return { done: false };
  let sent = 0;
  let skipped = 0;
  for (const user of batch) {
    if (!(await notificationEnabled(db, user.id, 'announcements'))) {
      skipped++;
      continue;
    }
    const unsubscribe = unsubscribeUrl(ctx.config.publicUrl, ctx.config.jwtSecret, user.id);
    const rendered = await renderWith(
      db,
      template?.key ?? 'announcement',
      { subject: job.subject, body: job.body },
      { firstName: user.firstName, lastName: user.lastName, loginUrl: `${ctx.config.publicUrl}/login` },
      { unsubscribeUrl: unsubscribe },
    );
    // the signed link unsubscribes its holder: like a reset link it reaches the recipient only
    await ctx.mailer.send({ to: user.email, ...rendered, secrets: [unsubscribe] });
    sent++;
  }
  await db
    .update(announcements)
    .set({
      sent: sql`${announcements.sent} + ${sent}`,
      skipped: sql`${announcements.skipped} + ${skipped}`,
      ...(done ? { status: 'done' as const, finishedAt: new Date() } : {}),
    })
    .where(eq(announcements.id, announcementId));
  return { done };
}

export const ANNOUNCEMENT_JOB = 'email-templates.announcement';

/** The announcement's sending as a job of the queue (enqueued by POST api/email-templates/{id}/announcements). */
export function defineAnnouncementJob(jobs: JobQueue, ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>): void {
  jobs.define<{ announcementId: string }>(ANNOUNCEMENT_JOB, ({ announcementId }) => runAnnouncement(ctx, announcementId), {
    retryLimit: 0,
    expireInSeconds: 3600,
  });
}

/** Batches until done (a failure is recorded on the announcement). */
async function runAnnouncement(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, announcementId: string): Promise<void> {
  try {
    for (;;) {
      const { done } = await processAnnouncementBatch(ctx, announcementId);
      if (done) return;
    }
  } catch (error) {
    await ctx.db
      .update(announcements)
      .set({ status: 'failed', error: String(error), finishedAt: new Date() })
      .where(and(eq(announcements.id, announcementId), isNull(announcements.finishedAt)));
    throw error;
  }
}
