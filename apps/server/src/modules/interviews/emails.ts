import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { formatInZone, INTERVIEW_KIND_LABELS } from '@talentmatch/shared/interviews';
import type { AppContext } from '../../platform/context.ts';
import { companyDirectory } from '../companies/queries.ts';
import { templatedEmail } from '../email-templates/service.ts';
import { jobFacts } from '../jobs/service.ts';
import { notify } from '../notifications/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { userDirectory } from '../users/queries.ts';
import { interviewCalendar } from './calendar.ts';
import { interviewInterviewers, interviews, interviewSlots } from './tables.ts';

export type InterviewMailDeps = Pick<AppContext, 'db' | 'mailer'> &
  Partial<Pick<AppContext, 'events'>> & { config: Pick<AppContext['config'], 'publicUrl'> };

/** What the mail says happened. */
export type InterviewNotice = 'proposed' | 'confirmed' | 'moved' | 'cancelled' | 'reminder';

const SUBJECTS: Record<InterviewNotice, string> = {
  proposed: 'Pick a time for your interview',
  confirmed: 'Interview confirmed',
  moved: 'Interview moved',
  cancelled: 'Interview cancelled',
  reminder: 'Interview reminder',
};

/**
 * Mails the candidate and every interviewer about a confirmed, moved or cancelled interview, each with the
 * time in their own zone (the site's until they chose one) and the iCalendar invitation (REQUEST) or
 * cancellation (CANCEL) for the interview's current SEQUENCE. Reminders carry no invitation. Each of them
 * also gets the news in the notification centre, whatever their mail settings.
 */
export async function mailInterview(deps: InterviewMailDeps, interviewId: string, notice: InterviewNotice): Promise<number> {
  if (notice === 'proposed') return mailProposal(deps, interviewId);
  const { db } = deps;
  const [row] = await db
    .select({ interview: interviews, jobTitle: jobFacts.title, companyName: companyDirectory.name })
    .from(interviews)
    .innerJoin(jobFacts, eq(jobFacts.id, interviews.jobId))
    .innerJoin(companyDirectory, eq(companyDirectory.id, interviews.companyId))
    .where(eq(interviews.id, interviewId))
    .limit(1);
  const startsAt = row?.interview.startsAt;
  const endsAt = row?.interview.endsAt;
  if (!row || !startsAt || !endsAt) return 0;
  const { interview } = row;
  const person = {
    id: userDirectory.id,
    email: userDirectory.email,
    firstName: userDirectory.firstName,
    lastName: userDirectory.lastName,
    timeZone: userDirectory.timeZone,
  };
  const [candidate] = await db
    .select(person)
    .from(userDirectory)
    .where(and(eq(userDirectory.id, interview.candidateId), isNull(userDirectory.deletedAt)));
  const team = await db
    .select(person)
    .from(interviewInterviewers)
    .innerJoin(userDirectory, eq(userDirectory.id, interviewInterviewers.userId))
    .where(and(eq(interviewInterviewers.interviewId, interviewId), isNull(userDirectory.deletedAt)));
  const [proposer] = interview.proposedBy
    ? await db
        .select(person)
        .from(userDirectory)
        .where(inArray(userDirectory.id, [interview.proposedBy]))
    : [];
  const organizer = proposer ?? team[0];
  if (!organizer) return 0;
  const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
  const recipients = [
    ...(candidate ? [{ ...candidate, area: 'candidate' as const }] : []),
    ...team.map((p) => ({ ...p, area: 'employer' as const })),
  ];
  const calendar =
    notice === 'reminder'
      ? undefined
      : {
          method: notice === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const),
          content: interviewCalendar(
            {
              id: interview.id,
              kind: interview.kind,
              jobTitle: row.jobTitle,
              companyName: row.companyName,
              startsAt,
              endsAt,
              location: interview.location,
              note: interview.note,
              sequence: interview.sequence,
              organizer: { name: name(organizer), email: organizer.email },
              attendees: recipients.map((p) => ({ name: name(p), email: p.email })),
            },
            notice === 'cancelled' ? 'CANCEL' : 'REQUEST',
          ),
        };
  const site = await getSiteConfiguration(db);
  let sent = 0;
  for (const recipient of recipients) {
    const when = formatInZone(startsAt, recipient.timeZone ?? site.timeZone);
    const where = interview.location ? ` Where: ${interview.location}.` : '';
    const text =
      notice === 'cancelled'
        ? `The ${INTERVIEW_KIND_LABELS[interview.kind].toLowerCase()} interview for ${row.jobTitle} with ${row.companyName} on ${when} is cancelled: ${interview.cancelReason}`
        : `${INTERVIEW_KIND_LABELS[interview.kind]} interview for ${row.jobTitle} with ${row.companyName} on ${when} (${interview.durationMinutes} minutes).${where}`;
    const path = recipient.area === 'candidate' ? `/candidate/jobs/${interview.jobId}` : '/employer/interviews';
    await notify(deps, recipient.id, { kind: 'interview', title: `${SUBJECTS[notice]}: ${row.jobTitle}, ${when}`, link: path });
    const message = await templatedEmail(
      db,
      'interview',
      { email: recipient.email, userId: recipient.id },
      {
        firstName: recipient.firstName,
        interviewSubject: `${SUBJECTS[notice]}: ${row.jobTitle}`,
        interviewText: text,
        interviewUrl: `${deps.config.publicUrl}${path}`,
      },
    );
    if (!message) continue;
    await deps.mailer.send(calendar ? { ...message, calendar } : message);
    sent += 1;
  }
  return sent;
}

/**
 * The proposal, to the candidate: the slots in their own zone (the site's until they chose one) and the link to
 * their application page, where they pick one after login. No invitation yet: nothing is in anyone's calendar.
 */
async function mailProposal(deps: InterviewMailDeps, interviewId: string): Promise<number> {
  const { db } = deps;
  const [row] = await db
    .select({
      interview: interviews,
      jobTitle: jobFacts.title,
      companyName: companyDirectory.name,
      email: userDirectory.email,
      firstName: userDirectory.firstName,
      timeZone: userDirectory.timeZone,
    })
    .from(interviews)
    .innerJoin(jobFacts, eq(jobFacts.id, interviews.jobId))
    .innerJoin(companyDirectory, eq(companyDirectory.id, interviews.companyId))
    .innerJoin(userDirectory, eq(userDirectory.id, interviews.candidateId))
    .where(and(eq(interviews.id, interviewId), isNull(userDirectory.deletedAt)))
    .limit(1);
  if (!row) return 0;
  const { interview } = row;
  const slots = await db
    .select({ startsAt: interviewSlots.startsAt })
    .from(interviewSlots)
    .where(eq(interviewSlots.interviewId, interviewId))
    .orderBy(asc(interviewSlots.startsAt));
  const zone = row.timeZone ?? (await getSiteConfiguration(db)).timeZone;
  const link = `/candidate/jobs/${interview.jobId}`;
  await notify(deps, interview.candidateId, { kind: 'interview', title: `${SUBJECTS.proposed}: ${row.jobTitle}`, link });
  const where = interview.location ? ` Where: ${interview.location}.` : '';
  const text = [
    `${row.companyName} proposes a ${INTERVIEW_KIND_LABELS[interview.kind].toLowerCase()} interview for ${row.jobTitle} (${interview.durationMinutes} minutes).${where}`,
    `Pick one of these times, or ask for other times: ${slots.map((s) => formatInZone(s.startsAt, zone)).join('; ')}.`,
    interview.note,
  ]
    .filter(Boolean)
    .join(' ');
  const message = await templatedEmail(
    db,
    'interview',
    { email: row.email, userId: interview.candidateId },
    {
      firstName: row.firstName,
      interviewSubject: `${SUBJECTS.proposed}: ${row.jobTitle}`,
      interviewText: text,
      interviewUrl: `${deps.config.publicUrl}${link}`,
    },
  );
  if (!message) return 0;
  await deps.mailer.send(message);
  return 1;
}
