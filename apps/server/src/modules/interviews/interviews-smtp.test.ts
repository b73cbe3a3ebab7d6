import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Application } from '@talentmatch/shared/hiring';
import type { Interview } from '@talentmatch/shared/interviews';
import { bearer, loginAs, useSmtpTestApp, waitFor } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import { decodeQuotedPrintable, mimePart, type ReceivedMail, type SmtpMailbox } from '../../../test/smtp-mailbox.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';
import { interviewUid } from './calendar.ts';

/**
 * Propose → pick → reschedule → cancel through the API, every mail delivered by the job queue to a real SMTP
 * server; the calendar part of each mail is parsed back with ical.js.
 */
let database: Database;
let app: FastifyInstance;
let mailbox: SmtpMailbox;
useSmtpTestApp((t) => ({ database, app, mailbox } = t));

/** The calendar invitation of the newest mail to `to` whose calendar has `method`, parsed. */
function invitation(to: string, method: 'REQUEST' | 'CANCEL', sequence: number) {
  for (const mail of [...mailbox.mails].reverse()) {
    if (!mail.to.includes(to.toLowerCase())) continue;
    const text = mimePart(mail.raw, 'text/calendar');
    if (!text) continue;
    const vcalendar = new ICAL.Component(ICAL.parse(text));
    const vevent = vcalendar.getFirstSubcomponent('vevent');
    if (!vevent) continue;
    const event = new ICAL.Event(vevent);
    if (vcalendar.getFirstPropertyValue('method') !== method || event.sequence !== sequence) continue;
    return { mail, uid: event.uid, start: event.startDate.toJSDate().toISOString(), attendees: event.attendees.length };
  }
  return undefined;
}

const subject = (mail: ReceivedMail) => decodeQuotedPrintable(/^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '');

describe('interviews over real SMTP', () => {
  // four mails through the queue and SMTP: longer than the suite's usual 30 s on a busy machine
  it('the candidate and the interviewer receive the proposal, the invitation, its update and the cancellation', {
    timeout: 90_000,
  }, async () => {
    const db = database.db;
    const { company, manager } = await seedCompany(db, { name: 'Mailed Interviews Co' });
    const recruiter = await signedIn(app, db, ['Employer'], { companyId: company.id });
    const job = await seedJob(db, { companyId: company.id, createdBy: manager.id, title: 'Warehouse Lead' });
    const { user } = await seedCandidate(db, { user: { firstName: 'Noor', lastName: 'Haddad' } });
    const candidate = bearer((await loginAs(app, user.email, user.password)).token);
    const applied = await app.inject({ method: 'POST', url: `/api/application/${job.id}`, headers: candidate, payload: {} });
    const application: Application = applied.json();

    const proposed = await app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/interviews`,
      headers: recruiter.headers,
      payload: {
        kind: 'on-site',
        durationMinutes: 60,
        location: '1 Dock Road, Rotterdam',
        note: '',
        interviewerIds: [recruiter.user.id],
        slots: [{ startsAt: '2099-03-10T09:00:00Z' }, { startsAt: '2099-03-11T09:00:00Z' }],
      },
    });
    expect(proposed.statusCode).toBe(201);
    const interview: Interview = proposed.json();
    const proposal = await waitFor(async () => mailbox.mails.find((m) => m.to.includes(user.email.toLowerCase())), 15_000);
    expect(subject(proposal)).toContain('Pick a time for your interview');
    expect(mimePart(proposal.raw, 'text/calendar')).toBeUndefined();

    const pick = { method: 'POST' as const, url: `/api/interviews/${interview.id}/pick`, headers: candidate };
    expect((await app.inject({ ...pick, payload: { slotId: interview.slots[1]?.id } })).statusCode).toBe(200);
    for (const to of [user.email, recruiter.user.email]) {
      const request = await waitFor(async () => invitation(to, 'REQUEST', 0), 15_000);
      expect(request).toMatchObject({ uid: interviewUid(interview.id), start: '2099-03-11T09:00:00.000Z', attendees: 2 });
    }

    const moved = await app.inject({
      method: 'POST',
      url: `/api/interviews/${interview.id}/reschedule`,
      headers: recruiter.headers,
      payload: { startsAt: '2099-03-12T13:30:00Z' },
    });
    expect(moved.statusCode).toBe(200);
    const update = await waitFor(async () => invitation(user.email, 'REQUEST', 1), 15_000);
    expect(update).toMatchObject({ uid: interviewUid(interview.id), start: '2099-03-12T13:30:00.000Z' });

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/interviews/${interview.id}/cancel`,
      headers: candidate,
      payload: { reason: 'I took another job.' },
    });
    expect(cancelled.statusCode).toBe(200);
    const cancellation = await waitFor(async () => invitation(recruiter.user.email, 'CANCEL', 2), 15_000);
    expect(cancellation.uid).toBe(interviewUid(interview.id));
    expect(decodeQuotedPrintable(cancellation.mail.raw)).toContain('I took another job.');
  });
});
