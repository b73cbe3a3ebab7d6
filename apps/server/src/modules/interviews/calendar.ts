import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { INTERVIEW_KIND_LABELS, type InterviewKind } from '@talentmatch/shared/interviews';

/** A person on an invitation. */
interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarInterview {
  id: string;
  kind: InterviewKind;
  jobTitle: string;
  companyName: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  note: string;
  sequence: number;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
}

/** The UID every version of one interview's invitation carries, so calendars update the same event. */
export const interviewUid = (id: string) => `interview-${id}@talentmatch`;

const isLink = (location: string) => /^https?:\/\//i.test(location);

/**
 * The iCalendar text of an interview: METHOD:REQUEST for an invitation or its update (a higher SEQUENCE), or
 * METHOD:CANCEL, or METHOD:PUBLISH for the "Add to calendar" download. Times are written in UTC, so no VTIMEZONE is needed and each calendar shows its own zone.
 */
export function interviewCalendar(interview: CalendarInterview, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  const calendar = ical({
    prodId: { company: 'TalentMatch', product: 'Interviews', language: 'EN' },
    method: ICalCalendarMethod[method],
  });
  const where = interview.location.trim();
  calendar.createEvent({
    id: interviewUid(interview.id),
    sequence: interview.sequence,
    start: interview.startsAt,
    end: interview.endsAt,
    stamp: new Date(),
    summary: `Interview: ${interview.jobTitle} (${interview.companyName})`,
    description: [`${INTERVIEW_KIND_LABELS[interview.kind]} interview.`, interview.note].filter(Boolean).join('\n\n'),
    location: where && !isLink(where) ? where : null,
    url: where && isLink(where) ? where : null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: interview.organizer.name, email: interview.organizer.email },
    attendees: interview.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      rsvp: true,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
    })),
  });
  return calendar.toString();
}
