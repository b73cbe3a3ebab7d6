import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { JobQueue } from '../../platform/jobs.ts';
import { type InterviewMailDeps, mailInterview } from './emails.ts';
import { runInterviewFeedbackTasks } from './feedback-tasks.ts';
import { interviews } from './tables.ts';

const INTERVIEW_REMINDERS_JOB = 'interviews.reminders';

const HOUR = 3_600_000;

/**
 * The reminders due at `now`: 24 hours before a confirmed interview (when it is still more than an hour away)
 * and 1 hour before. Each interview's reminder is claimed by the one statement that stamps its sent-at column
 * (`… is null` in the same update), so a second run, another process or a restart never sends it again.
 */
export async function runInterviewReminders(deps: InterviewMailDeps, now: Date): Promise<number> {
  const at = (ms: number) => sql`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;
  const claimed24 = await deps.db
    .update(interviews)
    .set({ reminder24hSentAt: now })
    .where(
      sql`${interviews.status} = 'confirmed' and ${interviews.reminder24hSentAt} is null
        and ${interviews.startsAt} > ${at(HOUR)} and ${interviews.startsAt} <= ${at(24 * HOUR)}`,
    )
    .returning({ id: interviews.id });
  const claimed1 = await deps.db
    .update(interviews)
    .set({ reminder1hSentAt: now })
    .where(
      sql`${interviews.status} = 'confirmed' and ${interviews.reminder1hSentAt} is null
        and ${interviews.startsAt} > ${at(0)} and ${interviews.startsAt} <= ${at(HOUR)}`,
    )
    .returning({ id: interviews.id });
  let sent = 0;
  for (const { id } of [...claimed24, ...claimed1]) sent += await mailInterview(deps, id, 'reminder');
  return sent;
}

/** A recurring job, once across every process (docs/background-jobs.md). */
export function defineInterviewReminderJob(
  jobs: JobQueue,
  deps: InterviewMailDeps & { log: FastifyBaseLogger },
  everySeconds: number,
): void {
  jobs.define(
    INTERVIEW_REMINDERS_JOB,
    async () => {
      const now = new Date();
      const sent = await runInterviewReminders(deps, now);
      if (sent) deps.log.info({ sent }, 'interview reminders sent');
      const feedbackTasks = await runInterviewFeedbackTasks(deps.db, now);
      if (feedbackTasks) deps.log.info({ feedbackTasks }, 'interview feedback tasks opened');
      return { sent, feedbackTasks };
    },
    { retryLimit: 0, exclusive: true },
  );
  jobs.every(INTERVIEW_REMINDERS_JOB, everySeconds);
}
