import { required } from '@talentmatch/shared/required';
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { applications } from '../modules/applications/tables.ts';
import { jobs } from '../modules/jobs/tables.ts';
import { interviewInterviewers, interviewSlots, interviews } from '../modules/interviews/tables.ts';
import { insertMessage } from '../modules/messaging/posting.ts';

const DAY = 86_400_000;

/** 15:00 UTC `days` from now: 10:00 in Chicago, where the demo company sits. */
const at1500Utc = (days: number) => {
  const day = new Date(Date.now() + days * DAY);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 15));
};

/**
 * One interview proposal on the demo pipeline, waiting for the candidate's pick, so a fresh install's Interviews page
 * and pipeline rows show one: the employer proposed two times. The rows and the conversation message are what
 * proposing through the API writes (a pick would move the application on, docs/applications-and-messaging.md).
 */
export async function seedDemoInterview(
  db: Db,
  input: { applicationId: string; proposedBy: string; interviewerIds: string[] },
): Promise<void> {
  const [application] = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      candidateId: applications.candidateId,
      conversationId: applications.conversationId,
      companyId: jobs.companyId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, input.applicationId))
    .limit(1);
  if (!application) return;
  const minutes = 45;
  const times = [at1500Utc(2), at1500Utc(3)];
  const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId: application.id,
        companyId: application.companyId,
        jobId: application.jobId,
        candidateId: application.candidateId,
        proposedBy: input.proposedBy,
        kind: 'video',
        durationMinutes: minutes,
        location: 'https://meet.example.com/northwind-data-team',
        note: 'A first conversation with the data team about your pipelines work.',
      })
      .returning();
    const interview = required(row);
    await tx
      .insert(interviewSlots)
      .values(times.map((startsAt) => ({ interviewId: interview.id, startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) })));
    await tx.insert(interviewInterviewers).values(input.interviewerIds.map((userId) => ({ interviewId: interview.id, userId })));
    await insertMessage(tx, {
      conversationId: application.conversationId,
      senderId: input.proposedBy,
      senderSide: 'employer',
      body: [
        `Interview proposed: Video call, ${minutes} minutes.`,
        'Pick one of these times on your application page:',
        ...times.map((t) => `• ${utc(t)}`),
        `Where: ${interview.location}`,
      ].join('\n'),
    });
  });
}
