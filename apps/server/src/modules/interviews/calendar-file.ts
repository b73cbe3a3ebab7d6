import { eq, inArray } from 'drizzle-orm';
import { INTERVIEW_MESSAGES } from '@talentmatch/shared/interviews';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { companyDirectory } from '../companies/queries.ts';
import { jobFacts } from '../jobs/service.ts';
import { userDirectory } from '../users/queries.ts';
import { interviewCalendar } from './calendar.ts';
import { can } from './policy.ts';
import { interviewInterviewers, interviews } from './tables.ts';

/**
 * GET api/interviews/{id}/calendar.ics: "Add to calendar" for either party, the confirmed interview as an
 * iCalendar file (METHOD:PUBLISH, the invitation's UID and SEQUENCE, so it is the same event as the mailed one).
 */
export async function interviewCalendarFile(db: Db, viewer: Actor, id: string): Promise<{ filename: string; content: string }> {
  const [row] = await db
    .select({ interview: interviews, jobTitle: jobFacts.title, companyName: companyDirectory.name })
    .from(interviews)
    .innerJoin(jobFacts, eq(jobFacts.id, interviews.jobId))
    .innerJoin(companyDirectory, eq(companyDirectory.id, interviews.companyId))
    .where(eq(interviews.id, id))
    .limit(1);
  if (!row || !can(viewer, 'attend', row.interview)) throw new NotFoundError(INTERVIEW_MESSAGES.notFound);
  const { interview } = row;
  if (interview.status !== 'confirmed' || !interview.startsAt || !interview.endsAt)
    throw new ConflictError(INTERVIEW_MESSAGES.notConfirmed);
  const person = { id: userDirectory.id, email: userDirectory.email, firstName: userDirectory.firstName, lastName: userDirectory.lastName };
  const team = await db
    .select(person)
    .from(interviewInterviewers)
    .innerJoin(userDirectory, eq(userDirectory.id, interviewInterviewers.userId))
    .where(eq(interviewInterviewers.interviewId, id));
  const others = await db
    .select(person)
    .from(userDirectory)
    .where(inArray(userDirectory.id, [interview.candidateId, ...(interview.proposedBy ? [interview.proposedBy] : [])]));
  const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
  const candidate = others.find((p) => p.id === interview.candidateId);
  const organizer = others.find((p) => p.id === interview.proposedBy) ?? team[0] ?? candidate;
  if (!organizer) throw new NotFoundError(INTERVIEW_MESSAGES.notFound);
  const content = interviewCalendar(
    {
      id: interview.id,
      kind: interview.kind,
      jobTitle: row.jobTitle,
      companyName: row.companyName,
      startsAt: interview.startsAt,
      endsAt: interview.endsAt,
      location: interview.location,
      note: interview.note,
      sequence: interview.sequence,
      organizer: { name: name(organizer), email: organizer.email },
      attendees: [...(candidate ? [candidate] : []), ...team].map((p) => ({ name: name(p), email: p.email })),
    },
    'PUBLISH',
  );
  return { filename: `interview-${interview.startsAt.toISOString().slice(0, 10)}.ics`, content };
}
