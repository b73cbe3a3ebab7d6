import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@talentmatch/shared/hiring';
import { INTERVIEW_MESSAGES, type Interview } from '@talentmatch/shared/interviews';
import ICAL from 'ical.js';
import { captureMailer } from '../../../test/capture-mailer.ts';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';
import { messages } from '../messaging/tables.ts';
import { interviewUid } from './calendar.ts';
import { runInterviewFeedbackTasks } from './feedback-tasks.ts';
import { runInterviewReminders } from './reminders.ts';
import { interviews } from './tables.ts';

let database: Database;
let app: FastifyInstance;

type Session = { user: { id: string; email: string; password: string }; headers: Record<string, string> };
let manager: Session;
let recruiter: Session;
let otherEmployer: Session;
let admin: Session;
let companyId: string;

const mailer = captureMailer();
useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

const HOUR = 3_600_000;
const future = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

beforeAll(async () => {
  const db = database.db;
  const a = await seedCompany(db, { name: 'Interview Co' });
  const b = await seedCompany(db, { name: 'Elsewhere Co' });
  companyId = a.company.id;
  manager = { user: a.manager, headers: bearer((await loginAs(app, a.manager.email, a.manager.password)).token) };
  recruiter = await signedIn(app, db, ['Employer'], { companyId });
  otherEmployer = { user: b.manager, headers: bearer((await loginAs(app, b.manager.email, b.manager.password)).token) };
  admin = await signedIn(app, db, ['Administrator']);
});

let counter = 0;
async function candidate(): Promise<Session> {
  counter += 1;
  const { user } = await seedCandidate(database.db, { user: { firstName: 'Ines', lastName: `Ramos${counter}` } });
  return { user, headers: bearer((await loginAs(app, user.email, user.password)).token) };
}

/** A candidate who applied to a fresh job of the company. */
async function application(): Promise<{ who: Session; application: Application }> {
  counter += 1;
  const job = await seedJob(database.db, { companyId, createdBy: manager.user.id, title: `Analyst ${counter}` });
  const who = await candidate();
  const response = await app.inject({ method: 'POST', url: `/api/application/${job.id}`, headers: who.headers, payload: {} });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { who, application: response.json() };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session | null, payload?: Record<string, unknown>) =>
  app.inject({ method, url, headers: session?.headers, ...(payload ? { payload } : {}) });

const proposal = (overrides: Record<string, unknown> = {}) => ({
  kind: 'video',
  durationMinutes: 45,
  location: 'https://meet.example.test/abc',
  note: 'We will talk about your last project.',
  interviewerIds: [recruiter.user.id],
  slots: [{ startsAt: future(48) }, { startsAt: future(72) }, { startsAt: future(96) }],
  ...overrides,
});

async function proposed(applicationId: string, body = proposal()): Promise<Interview> {
  const response = await call('POST', `/api/applications/${applicationId}/interviews`, recruiter, body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json();
}

const interviewCount = async (applicationId: string) =>
  (await database.db.select({ n: count() }).from(interviews).where(eq(interviews.applicationId, applicationId)))[0].n;

describe('proposing an interview', () => {
  it('stores the slots in UTC, the interviewers and a message in the job’s conversation', async () => {
    const { application: a } = await application();
    const berlinMorning = '2099-03-30T10:00:00+02:00';
    const interview = await proposed(a.id, proposal({ slots: [{ startsAt: berlinMorning }, { startsAt: future(30) }] }));
    expect(interview.status).toBe('proposed');
    expect(interview.slots.map((s) => s.startsAt)).toContain('2099-03-30T08:00:00.000Z');
    expect(interview.slots.find((s) => s.startsAt === '2099-03-30T08:00:00.000Z')?.endsAt).toBe('2099-03-30T08:45:00.000Z');
    expect(interview.interviewers.map((i) => i.id)).toEqual([recruiter.user.id]);
    const posted = await database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, a.conversationId))
      .orderBy(asc(messages.createdAt));
    expect(posted.at(-1)?.body).toContain('Interview proposed: Video call, 45 minutes.');
    expect(posted.at(-1)?.body).toContain('2099-03-30 08:00 UTC');
  });

  it('answers 401 signed out, 403 to a candidate, 404 to another company', async () => {
    const { who, application: a } = await application();
    const url = `/api/applications/${a.id}/interviews`;
    expectProblem(await call('POST', url, null, proposal()), 401);
    expectProblem(await call('POST', url, who, proposal()), 403);
    expectProblem(await call('POST', url, otherEmployer, proposal({ interviewerIds: [otherEmployer.user.id] })), 404);
    expect(await interviewCount(a.id)).toBe(0);
  });

  it.each([
    ['a slot in the past', { slots: [{ startsAt: future(-1) }] }, 'slots', INTERVIEW_MESSAGES.slotInPast],
    ['shorter than 15 minutes', { durationMinutes: 10 }, 'durationMinutes', INTERVIEW_MESSAGES.duration],
    ['longer than 8 hours', { durationMinutes: 481 }, 'durationMinutes', INTERVIEW_MESSAGES.duration],
    [
      'overlapping slots',
      { slots: [{ startsAt: future(48) }, { startsAt: new Date(Date.now() + 48 * HOUR + 30 * 60_000).toISOString() }] },
      'slots',
      INTERVIEW_MESSAGES.slotsOverlap,
    ],
    ['six slots', { slots: [1, 2, 3, 4, 5, 6].map((d) => ({ startsAt: future(24 * d) })) }, 'slots', INTERVIEW_MESSAGES.tooManySlots],
    ['no slot', { slots: [] }, 'slots', INTERVIEW_MESSAGES.noSlots],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, overrides, field, message) => {
    const { application: a } = await application();
    const problem = expectProblem(await call('POST', `/api/applications/${a.id}/interviews`, recruiter, proposal(overrides)), 400);
    expect(problem.errors?.[field]).toContain(message);
    expect(await interviewCount(a.id)).toBe(0);
  });

  it('refuses an interviewer from outside the company’s team and a malformed body', async () => {
    const { application: a } = await application();
    const url = `/api/applications/${a.id}/interviews`;
    const outsider = expectProblem(await call('POST', url, recruiter, proposal({ interviewerIds: [otherEmployer.user.id] })), 400);
    expect(outsider.errors?.interviewerIds).toEqual([INTERVIEW_MESSAGES.interviewerNotInTeam]);
    const kind = expectProblem(await call('POST', url, recruiter, proposal({ kind: 'carrier-pigeon' })), 400);
    expect(kind.errors?.kind).toBeDefined();
    expect(await interviewCount(a.id)).toBe(0);
  });

  it('refuses a withdrawn application with 400 naming it', async () => {
    const { who, application: a } = await application();
    expect((await call('POST', `/api/applications/${a.id}/status`, who, { status: 'Withdrawn' })).statusCode).toBe(200);
    const problem = expectProblem(await call('POST', `/api/applications/${a.id}/interviews`, recruiter, proposal()), 400);
    expect(problem.errors?.application).toEqual([INTERVIEW_MESSAGES.applicationClosed]);
    expect(await interviewCount(a.id)).toBe(0);
  });
});

describe('reading interviews', () => {
  it('shows an application’s interviews to both parties only', async () => {
    const { who, application: a } = await application();
    const interview = await proposed(a.id);
    const url = `/api/applications/${a.id}/interviews`;
    expect((await call('GET', url, who)).json().map((i: Interview) => i.id)).toEqual([interview.id]);
    expect((await call('GET', url, manager)).json()).toHaveLength(1);
    expectProblem(await call('GET', url, null), 401);
    expectProblem(await call('GET', url, admin), 403);
    expectProblem(await call('GET', url, otherEmployer), 404);
    expectProblem(await call('GET', '/api/applications/not-an-id/interviews', who), 400);
    expect((await call('GET', `/api/interviews/${interview.id}`, who)).json().id).toBe(interview.id);
    expectProblem(await call('GET', `/api/interviews/${interview.id}`, otherEmployer), 404);
    expectProblem(await call('GET', `/api/interviews/${interview.id}`, null), 401);
    expectProblem(await call('GET', `/api/interviews/${interview.id}`, admin), 403);
    expectProblem(await call('GET', '/api/interviews/zzz', who), 400);
  });

  it('lists the company’s interviews, filtered by interviewer and job', async () => {
    const { application: a } = await application();
    const { application: b } = await application();
    const first = await proposed(a.id);
    const second = await proposed(b.id, proposal({ interviewerIds: [manager.user.id] }));
    const ids = (url: string) => call('GET', url, manager).then((r) => r.json().map((i: Interview) => i.id));
    expect(await ids('/api/interviews')).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await ids(`/api/interviews?interviewerId=${manager.user.id}`)).toContain(second.id);
    expect(await ids(`/api/interviews?interviewerId=${manager.user.id}`)).not.toContain(first.id);
    expect(await ids(`/api/interviews?jobId=${a.job.id}`)).toEqual([first.id]);
    expect((await call('GET', '/api/interviews', otherEmployer)).json().map((i: Interview) => i.id)).not.toContain(first.id);
    expectProblem(await call('GET', '/api/interviews', null), 401);
    expectProblem(await call('GET', '/api/interviews', admin), 403);
    expectProblem(await call('GET', '/api/interviews?jobId=nope', manager), 400);
    // the week view: confirmed interviews starting in [from, to) only, no open proposals
    const week = `from=${encodeURIComponent(future(0))}&to=${encodeURIComponent(future(24 * 30))}`;
    expect(await ids(`/api/interviews?${week}&jobId=${a.job.id}`)).toEqual([]);
    expectProblem(await call('GET', '/api/interviews?to=tomorrow', manager), 400);
  });
});

describe('answering, rescheduling and cancelling', () => {
  it('a confirmed interview shows in the week view of its week and not in the next', async () => {
    const { who, application: a } = await application();
    const interview = await proposed(a.id, proposal({ slots: [{ startsAt: '2098-06-03T09:00:00Z' }] }));
    await call('POST', `/api/interviews/${interview.id}/pick`, who, { slotId: interview.slots[0].id });
    const week = (from: string, to: string) =>
      call('GET', `/api/interviews?jobId=${a.job.id}&from=${from}&to=${to}`, manager).then((r) => r.json().map((i: Interview) => i.id));
    expect(await week('2098-06-02T00:00:00Z', '2098-06-09T00:00:00Z')).toEqual([interview.id]);
    expect(await week('2098-06-09T00:00:00Z', '2098-06-16T00:00:00Z')).toEqual([]);
  });

  it('the candidate picks a slot: confirmed, the application moves to its interview stage, a second pick is refused', async () => {
    const { who, application: a } = await application();
    const interview = await proposed(a.id);
    const url = `/api/interviews/${interview.id}/pick`;
    expectProblem(await call('POST', url, null, { slotId: interview.slots[1].id }), 401);
    expectProblem(await call('POST', url, recruiter, { slotId: interview.slots[1].id }), 403);
    expectProblem(await call('POST', url, who, { slotId: 'x' }), 400);
    expectProblem(await call('POST', url, who, { slotId: '00000000-0000-4000-8000-000000000000' }), 400);
    const stranger = await candidate();
    expectProblem(await call('POST', url, stranger, { slotId: interview.slots[1].id }), 404);
    const picked = await call('POST', url, who, { slotId: interview.slots[1].id });
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ status: 'confirmed', startsAt: interview.slots[1].startsAt, endsAt: interview.slots[1].endsAt });
    expect(expectProblem(await call('POST', url, who, { slotId: interview.slots[0].id }), 409).detail).toBe(INTERVIEW_MESSAGES.notOpen);
    // Applied → ApplicationAccepted through the pipeline, as the employer who proposed it (with its template message)
    const moved = (await call('GET', `/api/applications/${a.id}`, who)).json();
    expect(moved.status).toBe('ApplicationAccepted');
    const thread = await database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, a.conversationId))
      .orderBy(asc(messages.createdAt));
    expect(thread.at(-1)).toMatchObject({ templateType: 'AcceptApplication', senderId: recruiter.user.id });
  });

  it('an invitation whose interview time the candidate picks is accepted; an accepted application stays as it is', async () => {
    const job = await seedJob(database.db, { companyId, createdBy: manager.user.id, title: 'Invited analyst' });
    const who = await candidate();
    const invitation = await call('POST', '/api/applications/invitations', recruiter, { jobId: job.id, candidateId: who.user.id });
    expect(invitation.statusCode, invitation.body).toBe(201);
    const invited: Application = invitation.json();
    const first = await proposed(invited.id, proposal({ slots: [{ startsAt: future(300) }] }));
    expect((await call('POST', `/api/interviews/${first.id}/pick`, who, { slotId: first.slots[0].id })).statusCode).toBe(200);
    expect((await call('GET', `/api/applications/${invited.id}`, who)).json().status).toBe('InvitationAccepted');
    const second = await proposed(invited.id, proposal({ slots: [{ startsAt: future(320) }] }));
    expect((await call('POST', `/api/interviews/${second.id}/pick`, who, { slotId: second.slots[0].id })).statusCode).toBe(200);
    expect((await call('GET', `/api/applications/${invited.id}`, who)).json().status).toBe('InvitationAccepted');
  });

  it('of two picks of one interviewer’s slot exactly one wins; the other gets 409 with the remaining slots', async () => {
    const slotTime = future(120);
    const other = future(150);
    const one = await application();
    const two = await application();
    const first = await proposed(one.application.id, proposal({ slots: [{ startsAt: slotTime }] }));
    const second = await proposed(two.application.id, proposal({ slots: [{ startsAt: slotTime }, { startsAt: other }] }));
    const [r1, r2] = await Promise.all([
      call('POST', `/api/interviews/${first.id}/pick`, one.who, { slotId: first.slots[0].id }),
      call('POST', `/api/interviews/${second.id}/pick`, two.who, {
        slotId: second.slots.find((s) => s.startsAt === new Date(slotTime).toISOString())?.id ?? '',
      }),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    const loser = r1.statusCode === 409 ? r1 : r2;
    const problem = expectProblem(loser, 409);
    expect(problem.detail).toBe(INTERVIEW_MESSAGES.interviewerBusy);
    if (loser === r2)
      expect(problem.errors?.remainingSlots).toEqual([second.slots.find((s) => s.startsAt === new Date(other).toISOString())?.id]);
    else expect(problem.errors?.remainingSlots).toEqual([]);
    const confirmed = await database.db.select({ n: count() }).from(interviews).where(eq(interviews.status, 'confirmed'));
    expect(confirmed[0].n).toBeGreaterThanOrEqual(1);
  });

  it('the candidate asks for other times', async () => {
    const { who, application: a } = await application();
    const interview = await proposed(a.id);
    const url = `/api/interviews/${interview.id}/other-times`;
    expectProblem(await call('POST', url, null, { note: 'x' }), 401);
    expectProblem(await call('POST', url, recruiter, { note: 'x' }), 403);
    expectProblem(await call('POST', url, who, { note: '<b>hi</b>' }), 400);
    const response = await call('POST', url, who, { note: 'Afternoons, please.' });
    expect(response.json()).toMatchObject({ status: 'other-times', otherTimesNote: 'Afternoons, please.' });
  });

  it('either side reschedules a confirmed interview (SEQUENCE up) and cancels it with a reason', async () => {
    const { who, application: a } = await application();
    const interview = await proposed(a.id);
    const reschedule = `/api/interviews/${interview.id}/reschedule`;
    expect(expectProblem(await call('POST', reschedule, recruiter, { startsAt: future(200) }), 409).detail).toBe(
      INTERVIEW_MESSAGES.notConfirmed,
    );
    await call('POST', `/api/interviews/${interview.id}/pick`, who, { slotId: interview.slots[0].id });
    expectProblem(await call('POST', reschedule, null, { startsAt: future(200) }), 401);
    expectProblem(await call('POST', reschedule, admin, { startsAt: future(200) }), 403);
    expectProblem(await call('POST', reschedule, otherEmployer, { startsAt: future(200) }), 404);
    expect(expectProblem(await call('POST', reschedule, who, { startsAt: future(-2) }), 400).errors?.startsAt).toEqual([
      INTERVIEW_MESSAGES.slotInPast,
    ]);
    const newStart = future(200);
    const moved = await call('POST', reschedule, who, { startsAt: newStart });
    expect(moved.json()).toMatchObject({ status: 'confirmed', startsAt: newStart, sequence: 1 });
    const cancel = `/api/interviews/${interview.id}/cancel`;
    expectProblem(await call('POST', cancel, null, { reason: 'x' }), 401);
    expectProblem(await call('POST', cancel, admin, { reason: 'x' }), 403);
    expect(expectProblem(await call('POST', cancel, recruiter, { reason: '' }), 400).errors?.reason).toBeDefined();
    const cancelled = await call('POST', cancel, recruiter, { reason: 'The role was put on hold.' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'The role was put on hold.', sequence: 2 });
    expectProblem(await call('POST', cancel, who, { reason: 'again' }), 409);
    const posted = await database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, a.conversationId))
      .orderBy(asc(messages.createdAt));
    expect(posted.map((m) => m.body).join('\n')).toContain('Interview moved to');
    expect(posted.at(-1)?.body).toContain('cancelled: The role was put on hold.');
  });
});

/** The calendar part of a captured mail, parsed back with ical.js. */
function calendarOf(to: string) {
  // the confirmation also moves the application, whose status mail carries no calendar
  const mail = mailer.sent.find((m) => m.to === to && m.calendar);
  if (!mail?.calendar) throw new Error(`no invitation to ${to}`);
  const vcalendar = new ICAL.Component(ICAL.parse(mail.calendar.content));
  const vevent = vcalendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    mail,
    method: vcalendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    attendees: event.attendees.map((a) => String(a.getFirstValue()).toLowerCase()).sort(),
  };
}

describe('invitations by email', () => {
  it('a proposal mails the candidate the slots in their own zone and the link to their application page', async () => {
    const { who, application: a } = await application();
    expect((await call('PUT', '/api/account/time-zone', who, { timeZone: 'America/New_York' })).statusCode).toBe(200);
    await app.ctx.background.idle();
    mailer.sent.length = 0;
    await proposed(a.id, proposal({ slots: [{ startsAt: '2099-07-01T14:00:00Z' }, { startsAt: '2099-07-02T14:00:00Z' }] }));
    await app.ctx.background.idle();
    const mails = mailer.sent.filter((m) => m.subject.includes('interview'));
    expect(mails.map((m) => m.to)).toEqual([who.user.email]);
    const [mail] = mails;
    expect(mail.subject).toContain('Pick a time for your interview');
    expect(mail.calendar).toBeUndefined();
    // 14:00 UTC is 10:00 in New York in July (EDT)
    expect(mail.text).toContain('Wed, Jul 1, 2099, 10:00 AM EDT');
    expect(mail.text).toContain(`/candidate/jobs/${a.job.id}`);
  });

  it('confirm, move and cancel mail the candidate and every interviewer with REQUEST, REQUEST (SEQUENCE 1), CANCEL', async () => {
    const { who, application: a } = await application();
    expect((await call('PUT', '/api/account/time-zone', who, { timeZone: 'America/New_York' })).statusCode).toBe(200);
    const interview = await proposed(a.id, proposal({ slots: [{ startsAt: '2099-07-01T14:00:00Z' }] }));
    await app.ctx.background.idle();
    mailer.sent.length = 0;
    await call('POST', `/api/interviews/${interview.id}/pick`, who, { slotId: interview.slots[0].id });
    await app.ctx.background.idle();
    const attendees = [who.user.email, recruiter.user.email].map((e) => `mailto:${e.toLowerCase()}`).sort();
    const toCandidate = calendarOf(who.user.email);
    expect(toCandidate).toMatchObject({
      method: 'REQUEST',
      uid: interviewUid(interview.id),
      sequence: 0,
      start: '2099-07-01T14:00:00.000Z',
      attendees,
    });
    expect(toCandidate.mail.subject).toContain('Interview confirmed');
    // the candidate reads the time in their own zone (10:00 EDT), the interviewer in the site's
    expect(toCandidate.mail.text).toContain('10:00 AM EDT');
    expect(calendarOf(recruiter.user.email)).toMatchObject({ method: 'REQUEST', sequence: 0 });
    mailer.sent.length = 0;
    await call('POST', `/api/interviews/${interview.id}/reschedule`, recruiter, { startsAt: '2099-07-02T15:00:00Z' });
    await app.ctx.background.idle();
    expect(calendarOf(who.user.email)).toMatchObject({
      method: 'REQUEST',
      uid: interviewUid(interview.id),
      sequence: 1,
      start: '2099-07-02T15:00:00.000Z',
    });
    mailer.sent.length = 0;
    await call('POST', `/api/interviews/${interview.id}/cancel`, who, { reason: 'I accepted another offer.' });
    await app.ctx.background.idle();
    expect(calendarOf(recruiter.user.email)).toMatchObject({ method: 'CANCEL', uid: interviewUid(interview.id), sequence: 2 });
    expect(calendarOf(recruiter.user.email).mail.text).toContain('I accepted another offer.');
  });

  it('a proposal cancelled before any pick mails no cancellation', async () => {
    const { application: a } = await application();
    const interview = await proposed(a.id);
    await app.ctx.background.idle();
    mailer.sent.length = 0;
    await call('POST', `/api/interviews/${interview.id}/cancel`, recruiter, { reason: 'Filled internally.' });
    await app.ctx.background.idle();
    expect(mailer.sent.filter((m) => m.calendar)).toEqual([]);
  });
});

describe('reminders', () => {
  it('24 hours and 1 hour before, each sent once, with the clock moved forward', async () => {
    const { who, application: a } = await application();
    const start = new Date('2099-09-01T12:00:00Z');
    const interview = await proposed(a.id, proposal({ slots: [{ startsAt: start.toISOString() }] }));
    await call('POST', `/api/interviews/${interview.id}/pick`, who, { slotId: interview.slots[0].id });
    await app.ctx.background.idle();
    mailer.sent.length = 0;
    const minus = (ms: number) => new Date(start.getTime() - ms);
    const remindersTo = () =>
      mailer.sent
        .filter((m) => m.subject.startsWith('Interview reminder'))
        .map((m) => m.to)
        .sort();
    const everyone = [who.user.email, recruiter.user.email].sort();
    expect(await runInterviewReminders(app.ctx, minus(25 * HOUR))).toBe(0);
    expect(await runInterviewReminders(app.ctx, minus(23 * HOUR))).toBe(2);
    expect(remindersTo()).toEqual(everyone);
    expect(await runInterviewReminders(app.ctx, minus(22 * HOUR))).toBe(0);
    expect(await runInterviewReminders(app.ctx, minus(HOUR / 2))).toBe(2);
    expect(await runInterviewReminders(app.ctx, minus(HOUR / 4))).toBe(0);
    expect(remindersTo()).toEqual([...everyone, ...everyone].sort());
    expect(mailer.sent.every((m) => m.calendar === undefined)).toBe(true);
    // the same news in the notification centre, for the candidate and for the interviewer
    for (const person of [who, recruiter]) {
      const notices = (await call('GET', '/api/notifications', person)).json().items as Array<{ kind: string; title: string }>;
      const reminders = notices.filter((n) => n.kind === 'interview' && n.title.startsWith('Interview reminder'));
      expect(reminders).toHaveLength(2);
    }
  });

  it('a cancelled interview gets no reminder', async () => {
    const { who, application: a } = await application();
    const start = new Date('2099-10-01T12:00:00Z');
    const interview = await proposed(a.id, proposal({ slots: [{ startsAt: start.toISOString() }] }));
    await call('POST', `/api/interviews/${interview.id}/pick`, who, { slotId: interview.slots[0].id });
    await call('POST', `/api/interviews/${interview.id}/cancel`, who, { reason: 'Sorry.' });
    expect(await runInterviewReminders(app.ctx, new Date(start.getTime() - 2 * HOUR))).toBe(0);
  });
});

describe('the account’s time zone', () => {
  it('is unset until chosen, accepts IANA names only', async () => {
    const who = await candidate();
    expectProblem(await call('GET', '/api/account/time-zone', null), 401);
    expectProblem(await call('PUT', '/api/account/time-zone', null, { timeZone: 'Europe/Berlin' }), 401);
    expect((await call('GET', '/api/account/time-zone', who)).json()).toEqual({ timeZone: null });
    const bad = expectProblem(await call('PUT', '/api/account/time-zone', who, { timeZone: 'Mars/Olympus' }), 400);
    expect(bad.errors?.timeZone).toEqual([INTERVIEW_MESSAGES.invalidTimeZone]);
    expect((await call('PUT', '/api/account/time-zone', who, { timeZone: 'America/New_York' })).json()).toEqual({
      timeZone: 'America/New_York',
    });
    expect((await call('GET', '/api/account/time-zone', who)).json()).toEqual({ timeZone: 'America/New_York' });
  });
});

describe('conflicts, the candidate’s list and Add to calendar', () => {
  it('warns of a slot overlapping another interview of the same interviewer, confirmed or still proposed', async () => {
    const { who, application: a } = await application();
    const booked = await proposed(a.id, proposal({ slots: [{ startsAt: '2098-03-02T09:00:00Z' }, { startsAt: '2098-03-03T09:00:00Z' }] }));
    await call('POST', `/api/interviews/${booked.id}/pick`, who, { slotId: booked.slots[0].id });
    const url = '/api/interviews/conflicts';
    const body = (slots: string[], interviewerIds = [recruiter.user.id]) => ({
      durationMinutes: 60,
      interviewerIds,
      slots: slots.map((startsAt) => ({ startsAt })),
    });
    const answer = await call('POST', url, manager, body(['2098-03-02T09:30:00Z', '2098-03-02T11:00:00Z']));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().conflicts).toEqual([
      expect.objectContaining({
        slotStartsAt: '2098-03-02T09:30:00.000Z',
        interviewerId: recruiter.user.id,
        interviewId: booked.id,
        startsAt: '2098-03-02T09:00:00.000Z',
        confirmed: true,
      }),
    ]);
    const { application: b } = await application();
    const open = await proposed(b.id, proposal({ slots: [{ startsAt: '2098-03-05T09:00:00Z' }] }));
    expect((await call('POST', url, manager, body(['2098-03-05T09:15:00Z']))).json().conflicts).toEqual([
      expect.objectContaining({ interviewId: open.id, confirmed: false }),
    ]);
    expect((await call('POST', url, manager, body(['2098-03-02T09:30:00Z'], [manager.user.id]))).json().conflicts).toEqual([]);
    expect(expectProblem(await call('POST', url, otherEmployer, body(['2098-03-02T09:30:00Z'])), 403).detail).toBe(
      INTERVIEW_MESSAGES.interviewerNotInTeam,
    );
    expectProblem(await call('POST', url, null, body(['2098-03-02T09:30:00Z'])), 401);
    expectProblem(await call('POST', url, who, body(['2098-03-02T09:30:00Z'])), 403);
    expect(expectProblem(await call('POST', url, manager, { ...body([]), durationMinutes: 5 }), 400).errors?.durationMinutes).toBeDefined();
  });

  it('lists the candidate’s open and upcoming interviews only to that candidate', async () => {
    const { who, application: a } = await application();
    const interview = await proposed(a.id);
    const mine = await call('GET', '/api/interviews/mine', who);
    expect(mine.json().map((i: Interview) => i.id)).toEqual([interview.id]);
    expect((await call('GET', '/api/interviews/mine', await candidate())).json()).toEqual([]);
    expectProblem(await call('GET', '/api/interviews/mine', null), 401);
    expectProblem(await call('GET', '/api/interviews/mine', manager), 403);
  });

  it('downloads a confirmed interview as an .ics file for either party', async () => {
    const { who, application: a } = await application();
    const interview = await proposed(a.id, proposal({ slots: [{ startsAt: '2098-04-01T08:00:00Z' }] }));
    const url = `/api/interviews/${interview.id}/calendar.ics`;
    expectProblem(await call('GET', url, who), 409);
    await call('POST', `/api/interviews/${interview.id}/pick`, who, { slotId: interview.slots[0].id });
    const file = await call('GET', url, who);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(file.headers['content-disposition']).toContain('interview-2098-04-01.ics');
    const vcalendar = new ICAL.Component(ICAL.parse(file.body));
    expect(vcalendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const event = new ICAL.Event(vcalendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(interviewUid(interview.id));
    expect(event.startDate.toJSDate().toISOString()).toBe('2098-04-01T08:00:00.000Z');
    expect((await call('GET', url, manager)).statusCode).toBe(200);
    expectProblem(await call('GET', url, null), 401);
    expectProblem(await call('GET', url, admin), 403);
    expectProblem(await call('GET', url, otherEmployer), 404);
    expectProblem(await call('GET', '/api/interviews/nope/calendar.ics', who), 400);
  });
});

describe('feedback after the interview', () => {
  it('once it has ended, each interviewer gets a pending feedback task of their own, given with a rating and notes', async () => {
    const { who, application: a } = await application();
    const interview = await proposed(
      a.id,
      proposal({ interviewerIds: [recruiter.user.id, manager.user.id], slots: [{ startsAt: '2098-05-04T09:00:00Z' }] }),
    );
    await call('POST', `/api/interviews/${interview.id}/pick`, who, { slotId: interview.slots[0].id });
    const end = new Date('2098-05-04T09:45:00Z');
    expect(await runInterviewFeedbackTasks(database.db, new Date(end.getTime() - 60_000))).toBe(0);
    expect(await runInterviewFeedbackTasks(database.db, end)).toBe(2);
    expect(await runInterviewFeedbackTasks(database.db, new Date(end.getTime() + HOUR))).toBe(0);
    const pending = async (session: Session) =>
      (await call('GET', '/api/feedback?view=pending&pageSize=100', session))
        .json()
        .items.filter((f: { interviewId: string | null }) => f.interviewId === interview.id);
    const mine = await pending(recruiter);
    expect(mine).toEqual([expect.objectContaining({ reason: 'interview', interviewerId: recruiter.user.id, status: 'pending' })]);
    expect(await pending(manager)).toEqual([expect.objectContaining({ interviewerId: manager.user.id })]);
    const task = `/api/feedback/task?candidateId=${who.user.id}&jobId=${a.job.id}&interviewId=${interview.id}`;
    expect((await call('GET', task, recruiter)).json()).toMatchObject({ interviewId: interview.id, interviewerId: recruiter.user.id });
    expectProblem(await call('GET', task, otherEmployer), 404);
    const ratings = { overall: 4, skillsAsClaimed: 4, communication: 5, professionalism: 4, reliability: 4, wouldHireAgain: true };
    const given = await call('POST', '/api/feedback', recruiter, {
      candidateId: who.user.id,
      jobId: a.job.id,
      interviewId: interview.id,
      ...ratings,
      comment: 'Clear answers on the data model.',
    });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ status: 'submitted', interviewId: interview.id, interviewerId: recruiter.user.id });
    expect(await pending(recruiter)).toEqual([]);
    expect(await pending(manager)).toHaveLength(1);
    // the hire's task of the same application is still a separate one
    expectProblem(await call('GET', `/api/feedback/task?candidateId=${who.user.id}&jobId=${a.job.id}`, recruiter), 404);
  });
});
