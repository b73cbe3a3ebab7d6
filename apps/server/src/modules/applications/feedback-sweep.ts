import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { FEEDBACK_ACCEPTED_DAYS } from '@talentmatch/shared/feedback';
import type { Db } from '../../platform/db/index.ts';
import { applicationsWithTask, openFeedbackTask } from '../feedback/index.ts';
import { jobOwnersAndTitles } from '../jobs/service.ts';
import { applicationEvents, applications } from './tables.ts';

const DAY_MS = 86_400_000;

/**
 * The accepted-application sweep: an application accepted (or an invitation accepted) at least 14 days
 * ago that is still waiting for a decision gets the job's pending feedback task (an interview happened).
 * Run every hour by the job queue (feedback/scheduler.ts); returns how many tasks it opened.
 */
export async function runAcceptedFeedbackSweep(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FEEDBACK_ACCEPTED_DAYS * DAY_MS);
  const accepted = await db
    .select({
      applicationId: applications.id,
      jobId: applications.jobId,
      candidateId: applications.candidateId,
    })
    .from(applications)
    .innerJoin(
      applicationEvents,
      and(eq(applicationEvents.applicationId, applications.id), eq(applicationEvents.toStatus, applications.status)),
    )
    .where(inArray(applications.status, ['ApplicationAccepted', 'InvitationAccepted']))
    .groupBy(applications.id)
    .having(lte(sql`max(${applicationEvents.createdAt})`, cutoff));
  const done = await applicationsWithTask(
    db,
    accepted.map((a) => a.applicationId),
  );
  const owners = await jobOwnersAndTitles(db, [...new Set(accepted.map((a) => a.jobId))]);
  let opened = 0;
  for (const a of accepted) {
    const job = owners.get(a.jobId);
    if (done.has(a.applicationId) || !job) continue;
    const created = await openFeedbackTask(db, {
      applicationId: a.applicationId,
      jobId: a.jobId,
      jobTitle: job.title,
      companyId: job.companyId,
      candidateId: a.candidateId,
      reason: 'accepted',
    });
    if (created) opened += 1;
  }
  return opened;
}
