import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { interviewsWithTasks, openInterviewFeedbackTasks } from '../feedback/index.ts';
import { jobFacts } from '../jobs/service.ts';
import { interviewInterviewers, interviews } from './tables.ts';

/** How far back the sweep looks for ended interviews without tasks (a queue stopped this long loses them). */
const LOOK_BACK_MS = 30 * 86_400_000;

/**
 * After a confirmed interview's end, each interviewer gets a pending feedback task (the feedback module's, listed
 * under pending feedback). Runs with the reminders; a task already open is never opened twice.
 */
export async function runInterviewFeedbackTasks(db: Db, now: Date): Promise<number> {
  const ended = await db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      jobId: interviews.jobId,
      companyId: interviews.companyId,
      candidateId: interviews.candidateId,
      jobTitle: jobFacts.title,
    })
    .from(interviews)
    .innerJoin(jobFacts, eq(jobFacts.id, interviews.jobId))
    .where(
      and(eq(interviews.status, 'confirmed'), lte(interviews.endsAt, now), gt(interviews.endsAt, new Date(now.getTime() - LOOK_BACK_MS))),
    );
  const done = await interviewsWithTasks(
    db,
    ended.map((i) => i.id),
  );
  const open = ended.filter((i) => !done.has(i.id));
  if (open.length === 0) return 0;
  const people = await db
    .select()
    .from(interviewInterviewers)
    .where(
      inArray(
        interviewInterviewers.interviewId,
        open.map((i) => i.id),
      ),
    );
  let opened = 0;
  for (const { id, ...interview } of open) {
    const interviewerIds = people.filter((p) => p.interviewId === id).map((p) => p.userId);
    opened += await openInterviewFeedbackTasks(db, { ...interview, interviewId: id, interviewerIds });
  }
  return opened;
}
