import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { interviewCalendar, interviewUid, type CalendarInterview } from './calendar.ts';

const interview: CalendarInterview = {
  id: '6f1c2a9e-3b7d-4e0a-9c55-1f2e3d4c5b6a',
  kind: 'video',
  jobTitle: 'Data Analyst',
  companyName: 'Northwind',
  // 10:00 in Berlin on a summer-time date
  startsAt: new Date('2026-04-02T08:00:00Z'),
  endsAt: new Date('2026-04-02T08:45:00Z'),
  location: 'https://meet.example.test/abc',
  note: 'Bring your portfolio.',
  sequence: 0,
  organizer: { name: 'Elena Marsh', email: 'elena@northwind.test' },
  attendees: [
    { name: 'Priya Raman', email: 'priya@example.test' },
    { name: 'Elena Marsh', email: 'elena@northwind.test' },
  ],
};

/** Parsed back with a second library: the calendar's METHOD and its one event. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status'),
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    attendees: event.attendees.map((a) => String(a.getFirstValue())),
    url: vevent.getFirstPropertyValue('url'),
  };
}

describe('interview invitations (iCalendar)', () => {
  it('an invitation: METHOD:REQUEST, a stable UID, SEQUENCE, organizer, attendees and the absolute time in UTC', () => {
    const text = interviewCalendar(interview, 'REQUEST');
    expect(text).toContain('DTSTART:20260402T080000Z');
    const parsed = parse(text);
    expect(parsed).toMatchObject({
      method: 'REQUEST',
      uid: interviewUid(interview.id),
      sequence: 0,
      start: '2026-04-02T08:00:00.000Z',
      end: '2026-04-02T08:45:00.000Z',
      status: 'CONFIRMED',
      url: 'https://meet.example.test/abc',
    });
    expect(parsed.organizer.toLowerCase()).toBe('mailto:elena@northwind.test');
    expect(parsed.attendees.map((a) => a.toLowerCase())).toEqual(['mailto:priya@example.test', 'mailto:elena@northwind.test']);
  });

  it('a reschedule keeps the UID with a higher SEQUENCE; a cancel is METHOD:CANCEL', () => {
    const moved = parse(
      interviewCalendar(
        { ...interview, sequence: 1, startsAt: new Date('2026-04-03T13:00:00Z'), endsAt: new Date('2026-04-03T13:45:00Z') },
        'REQUEST',
      ),
    );
    expect(moved).toMatchObject({ uid: interviewUid(interview.id), sequence: 1, start: '2026-04-03T13:00:00.000Z' });
    const cancelled = parse(interviewCalendar({ ...interview, sequence: 2, location: 'Rua Augusta 1, Lisbon' }, 'CANCEL'));
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: interviewUid(interview.id), sequence: 2, status: 'CANCELLED' });
  });
});
