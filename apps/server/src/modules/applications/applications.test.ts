import { required } from '@talentmatch/shared/required';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HIRING_MESSAGES, type Application, type HiringStatus } from '@talentmatch/shared/hiring';
import type { LiveEvent } from '@talentmatch/shared/messaging';
import { captureMailer } from '../../../test/capture-mailer.ts';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import { makePdf, multipartFile, signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedCandidate, seedSkill } from '../../seed/profile-factories.ts';
import { createCandidateProfiles } from '../candidate-profiles/service.ts';
import { scoreInputs } from '../../modules.ts';
import { candidateProfiles } from '../candidate-profiles/tables.ts';
import { messages } from '../messaging/tables.ts';
import { applicationEvents, applications } from './tables.ts';

const { addCandidateSkill } = createCandidateProfiles(scoreInputs);

const mailer = captureMailer();
let database: Database;
let app: FastifyInstance;

type Session = {
  user: { id: string; email: string; password: string; firstName: string; lastName: string };
  headers: Record<string, string>;
};
let admin: Session;
let manager: Session;
let recruiter: Session;
let otherEmployer: Session;
let companyId: string;
let otherCompanyId: string;
let skillId: string;

const COMPANY = '<b>Acme</b> & Co';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

beforeAll(async () => {
  const db = database.db;
  admin = await signedIn(app, db, ['Administrator']);
  const a = await seedCompany(db, { name: COMPANY, manager: { firstName: 'Elena', lastName: 'Marsh' } });
  const b = await seedCompany(db, { name: 'Other Co' });
  companyId = a.company.id;
  otherCompanyId = b.company.id;
  manager = { user: a.manager, headers: bearer((await loginAs(app, a.manager.email, a.manager.password)).token) };
  recruiter = await signedIn(app, db, ['Employer'], { companyId });
  otherEmployer = { user: b.manager, headers: bearer((await loginAs(app, b.manager.email, b.manager.password)).token) };
  skillId = (await seedSkill(db, { name: `Pipelinescript ${Date.now()}` })).id;
});

/** Waits for the mails of earlier steps (sent after the commit) and forgets them. */
async function clearMail() {
  await app.ctx.background.idle();
  mailer.sent.length = 0;
}
beforeEach(clearMail);

let jobCounter = 0;
/** A job of the company (open unless said otherwise), posted by the account manager. */
async function job(overrides: Partial<Parameters<typeof seedJob>[1]> = {}) {
  jobCounter += 1;
  return seedJob(database.db, {
    companyId,
    createdBy: manager.user.id,
    title: `Data Engineer ${jobCounter}`,
    city: 'Lisbon',
    country: 'Portugal',
    workplace: 'hybrid',
    skills: [{ skillId }],
    ...overrides,
  });
}

/** A signed-in candidate with a visible profile (and a skill, so a match can be computed). */
async function candidate(options: { firstName?: string; lastName?: string; visibility?: 'visible' | 'hidden' } = {}): Promise<Session> {
  const { user } = await seedCandidate(database.db, {
    user: { firstName: options.firstName ?? 'Ana', lastName: options.lastName ?? 'Sousa' },
    profile: { headline: 'Data engineer', city: 'Lisbon', country: 'Portugal', visibility: options.visibility ?? 'visible' },
  });
  await addCandidateSkill(database.db, user.id, { skillId, level: 4, years: 3 });
  return { user, headers: bearer((await loginAs(app, user.email, user.password)).token) };
}

const apply = (session: Session | null, jobId: string, payload: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `/api/application/${jobId}`, headers: session?.headers, payload });
const invite = (session: Session | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/applications/invitations', headers: session?.headers, payload });
const setStatus = (session: Session | null, id: string, status: string) =>
  app.inject({ method: 'POST', url: `/api/applications/${id}/status`, headers: session?.headers, payload: { status } });
const get = (session: Session | null, url: string) => app.inject({ method: 'GET', url, headers: session?.headers });

async function applied(session: Session, jobId: string, payload: Record<string, unknown> = {}): Promise<Application> {
  const response = await apply(session, jobId, payload);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}
async function invited(jobId: string, candidateId: string, by: Session = manager): Promise<Application> {
  const response = await invite(by, { jobId, candidateId });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

const conversationMessages = (conversationId: string) =>
  database.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.createdAt));
/** The step's templated message and the sender's own one (both are stamped with the same transaction time). */
function splitTemplated<T extends { templateType: string | null }>(rows: T[]): [T, T] {
  expect(rows).toHaveLength(2);
  return [required(rows.find((m) => m.templateType !== null)), required(rows.find((m) => m.templateType === null))];
}
const applicationCount = async () => (await database.db.select({ n: count() }).from(applications))[0].n;
const messageCount = async () => (await database.db.select({ n: count() }).from(messages))[0].n;
const eventCount = async () => (await database.db.select({ n: count() }).from(applicationEvents))[0].n;
const rowOf = async (id: string) => (await database.db.select().from(applications).where(eq(applications.id, id)))[0];

/** Collects the live events of users while `action` runs and its after-commit notices finish. */
async function liveEvents(userIds: string[], action: () => Promise<unknown>): Promise<Map<string, LiveEvent[]>> {
  const seen = new Map<string, LiveEvent[]>(userIds.map((id) => [id, []]));
  const stops = userIds.map((id) => app.ctx.events.subscribe(id, (event) => seen.get(id)?.push(event)));
  await action();
  await app.ctx.background.idle();
  for (const stop of stops) stop();
  return seen;
}

describe('POST /api/application/:jobId', () => {
  it('needs a session (401) and the Candidate role (403)', async () => {
    const j = await job();
    expectProblem(await apply(null, j.id), 401);
    expectProblem(await apply(manager, j.id), 403);
    expectProblem(await apply(admin, j.id), 403);
  });

  it('answers 400 for a malformed job id or body, 404 for an unknown job', async () => {
    const me = await candidate();
    const j = await job();
    expect(expectProblem(await apply(me, 'not-a-uuid'), 400).errors).toHaveProperty('id');
    const bad = expectProblem(await apply(me, j.id, { message: 'Hi <script>alert(1)</script>', attachResume: 'yes' }), 400);
    expect(bad.errors?.message).toContain('Message must not contain HTML.');
    expect(bad.errors?.attachResume).toContain('attachResume must be true or false.');
    expect(expectProblem(await apply(me, UNKNOWN_ID), 404).detail).toBe(HIRING_MESSAGES.jobNotFound);
  });

  it('refuses a paused, draft, closed, filled or past-closing-date job (409) and creates nothing', async () => {
    const me = await candidate();
    const before = { applications: await applicationCount(), messages: await messageCount() };
    for (const overrides of [
      { status: 'paused' },
      { status: 'draft' },
      { status: 'closed' },
      { status: 'filled' },
      { closingDate: '2020-01-01' },
    ] as const) {
      const j = await job(overrides);
      expect(expectProblem(await apply(me, j.id), 409).detail, JSON.stringify(overrides)).toBe(HIRING_MESSAGES.jobNotOpen);
    }
    expect({ applications: await applicationCount(), messages: await messageCount() }).toEqual(before);
  });

  it('needs a profile (400) and, to attach it, a resume (400)', async () => {
    const j = await job();
    const newcomer = await signedIn(app, database.db, ['Candidate']);
    expect(expectProblem(await apply(newcomer, j.id), 400).detail).toBe(HIRING_MESSAGES.noProfile);
    const me = await candidate();
    const noResume = expectProblem(await apply(me, j.id, { attachResume: true }), 400);
    expect(noResume.detail).toBe(HIRING_MESSAGES.noResume);
    expect(noResume.errors?.attachResume).toEqual([HIRING_MESSAGES.noResume]);
    expect((await database.db.select().from(applications).where(eq(applications.candidateId, me.user.id))).length).toBe(0);
  });

  it('creates the application with the rendered template, the cover message and a copy of the resume, and tells the hiring team', async () => {
    const j = await job({ title: 'Senior <i>Data</i> Engineer' });
    const me = await candidate({ firstName: 'Priya', lastName: 'Raman' });
    const pdf = await makePdf(['Priya Raman, data engineer']);
    const upload = multipartFile('resume', 'Priya CV.pdf', pdf, 'application/pdf');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/candidate/profile/resume',
      payload: upload.payload,
      headers: { ...upload.headers, ...me.headers },
    });
    expect(uploaded.statusCode).toBe(201);

    let response!: Awaited<ReturnType<typeof apply>>;
    const events = await liveEvents([manager.user.id, recruiter.user.id, otherEmployer.user.id], async () => {
      response = await apply(me, j.id, { message: 'I have built exactly this twice.', attachResume: true });
    });
    expect(response.statusCode).toBe(201);
    const application: Application = response.json();
    expect(application).toMatchObject({
      status: 'Applied',
      origin: 'application',
      job: { id: j.id, title: 'Senior <i>Data</i> Engineer', status: 'open', companyId, companyName: COMPANY },
      candidate: { id: me.user.id, firstName: 'Priya', lastName: 'Raman', headline: 'Data engineer' },
      nextStatuses: ['Withdrawn'],
    });
    expect(application.history).toEqual([
      { from: null, to: 'Applied', at: expect.any(String), by: { id: me.user.id, name: 'Priya Raman', side: 'candidate' } },
    ]);
    expect((await rowOf(application.id)).resumeAttached).toBe(true);

    const [templated, cover] = splitTemplated(await conversationMessages(application.conversationId));
    expect(templated).toMatchObject({ senderId: me.user.id, senderSide: 'candidate', templateType: 'CandidateApplying' });
    // placeholders filled with plain text: markup in a value stays as typed, never interpreted
    expect(templated.body).toContain(`Hello ${COMPANY} team,`);
    expect(templated.body).toContain('I have applied for the Senior <i>Data</i> Engineer position');
    expect(templated.body).toContain('Priya Raman');
    expect(templated.body).not.toContain('{{');
    expect(cover).toMatchObject({
      senderId: me.user.id,
      body: 'I have built exactly this twice.',
      templateType: null,
      attachmentName: 'Priya CV.pdf',
    });
    const [profile] = await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, me.user.id));
    expect(cover.attachmentFileId).not.toBe(profile.resumeFileId);
    const [copy] = await database.db
      .select()
      .from(files)
      .where(eq(files.id, required(cover.attachmentFileId)));
    expect(copy).toMatchObject({ kind: 'message-attachment', contentType: 'application/pdf', size: pdf.length });
    expect((await app.ctx.storage.get(copy.storageKey))?.equals(pdf)).toBe(true);

    // every employer of the company is mailed, nobody else
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([manager.user.email, recruiter.user.email].sort());
    const mail = mailer.sent[0];
    expect(mail.subject).toBe('Priya Raman applied for Senior <i>Data</i> Engineer');
    expect(mail.text).toContain(`Hello ${COMPANY} team,`);
    expect(mail.text).toContain(`http://talentmatch.test/employer/messages?c=${application.conversationId}`);
    expect(mail.html).toContain('Hello &lt;b&gt;Acme&lt;/b&gt; &amp; Co team,');
    expect(mail.html).toContain('Senior &lt;i&gt;Data&lt;/i&gt; Engineer');
    expect(mail.html).not.toContain('<b>Acme</b>');
    expect(mail.html).not.toContain('<i>Data</i>');

    // live: both messages and the status go to the hiring team, not to another company
    const teamEvents = required(events.get(recruiter.user.id));
    expect(teamEvents.filter((e) => e.type === 'message')).toHaveLength(2);
    expect(teamEvents).toContainEqual({ type: 'hiring', applicationId: application.id, jobId: j.id, status: 'Applied' });
    expect(teamEvents.some((e) => e.type === 'unread')).toBe(true);
    expect(events.get(otherEmployer.user.id)).toEqual([]);
  });

  it('keeps the resume on the cover message when the candidate writes nothing else (attachment-only message)', async () => {
    const j = await job();
    const me = await candidate();
    const upload = multipartFile('resume', 'cv.pdf', await makePdf(['cv']), 'application/pdf');
    await app.inject({
      method: 'POST',
      url: '/api/candidate/profile/resume',
      payload: upload.payload,
      headers: { ...upload.headers, ...me.headers },
    });
    const application = await applied(me, j.id, { attachResume: true });
    const posted = await conversationMessages(application.conversationId);
    expect(posted).toHaveLength(2);
    expect(posted.find((m) => m.templateType === null)).toMatchObject({ body: '', attachmentName: 'cv.pdf' });
  });

  it('posts only the templated message without a cover message or resume', async () => {
    const application = await applied(await candidate(), (await job()).id);
    const posted = await conversationMessages(application.conversationId);
    expect(posted.map((m) => m.templateType)).toEqual(['CandidateApplying']);
    expect((await rowOf(application.id)).resumeAttached).toBe(false);
  });

  it('refuses a second application (409), even after withdrawing, and changes nothing', async () => {
    const j = await job();
    const me = await candidate();
    const first = await applied(me, j.id);
    const before = { messages: await messageCount(), events: await eventCount() };
    expect(expectProblem(await apply(me, j.id, { message: 'Again' }), 409).detail).toBe(HIRING_MESSAGES.alreadyApplied);
    expect({ messages: await messageCount(), events: await eventCount() }).toEqual(before);
    expect((await setStatus(me, first.id, 'Withdrawn')).statusCode).toBe(200);
    expect(expectProblem(await apply(me, j.id), 409).detail).toBe(HIRING_MESSAGES.alreadyApplied);
  });

  it('lets only one of two simultaneous applications through', async () => {
    const j = await job();
    const me = await candidate();
    const responses = await Promise.all([apply(me, j.id), apply(me, j.id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(expectProblem(required(responses.find((r) => r.statusCode === 409)), 409).detail).toBe(HIRING_MESSAGES.alreadyApplied);
    expect(await database.db.select().from(applications).where(eq(applications.jobId, j.id))).toHaveLength(1);
  });

  it('tells an invited candidate to accept the invitation instead (409)', async () => {
    const j = await job();
    const me = await candidate();
    await invited(j.id, me.user.id);
    expect(expectProblem(await apply(me, j.id), 409).detail).toBe(HIRING_MESSAGES.alreadyInvited);
  });
});

describe('POST /api/applications/invitations', () => {
  it('needs a session (401) and the Employer role (403)', async () => {
    const body = { jobId: (await job()).id, candidateId: (await candidate()).user.id };
    expectProblem(await invite(null, body), 401);
    expectProblem(await invite(await candidate(), body), 403);
    expectProblem(await invite(admin, body), 403);
  });

  it('answers 400 with field errors for a bad body', async () => {
    const problem = expectProblem(await invite(manager, { jobId: 'x', message: '<b>hi</b>' }), 400);
    expect(Object.keys(problem.errors ?? {})).toEqual(expect.arrayContaining(['jobId', 'candidateId', 'message']));
  });

  it('refuses an unknown job (404), another company’s job (403) and a job that is not open (409)', async () => {
    const cand = await candidate();
    expect(expectProblem(await invite(manager, { jobId: UNKNOWN_ID, candidateId: cand.user.id }), 404).detail).toBe(
      HIRING_MESSAGES.jobNotFound,
    );
    const theirs = await seedJob(database.db, { companyId: otherCompanyId });
    expect(expectProblem(await invite(manager, { jobId: theirs.id, candidateId: cand.user.id }), 403).detail).toBe(
      HIRING_MESSAGES.notOwnJob,
    );
    expect(expectProblem(await invite(otherEmployer, { jobId: (await job()).id, candidateId: cand.user.id }), 403).detail).toBe(
      HIRING_MESSAGES.notOwnJob,
    );
    for (const overrides of [{ status: 'paused' }, { status: 'draft' }, { closingDate: '2020-01-01' }] as const) {
      const j = await job(overrides);
      expect(expectProblem(await invite(manager, { jobId: j.id, candidateId: cand.user.id }), 409).detail).toBe(HIRING_MESSAGES.jobNotOpen);
    }
  });

  it('refuses a hidden, unknown, profileless or non-candidate user (404) and creates nothing', async () => {
    const j = await job();
    const before = await applicationCount();
    const hidden = await candidate({ visibility: 'hidden' });
    const profileless = await seedUser(database.db, { roles: ['Candidate'] });
    for (const candidateId of [hidden.user.id, UNKNOWN_ID, profileless.id, recruiter.user.id]) {
      expect(expectProblem(await invite(manager, { jobId: j.id, candidateId }), 404).detail).toBe(HIRING_MESSAGES.candidateNotFound);
    }
    expect(await applicationCount()).toBe(before);
  });

  it('invites with the rendered template and the employer’s own words, and mails the candidate', async () => {
    const j = await job({ title: 'Analytics Engineer' });
    const cand = await candidate({ firstName: 'Jordan', lastName: 'Lee' });
    let response!: Awaited<ReturnType<typeof invite>>;
    const events = await liveEvents([cand.user.id], async () => {
      response = await invite(recruiter, { jobId: j.id, candidateId: cand.user.id, message: 'Your pipeline work caught our eye.' });
    });
    expect(response.statusCode).toBe(201);
    const application: Application = response.json();
    expect(application).toMatchObject({ status: 'Invited', origin: 'invitation', nextStatuses: [] });
    const recruiterName = `${recruiter.user.firstName} ${recruiter.user.lastName}`;
    expect(application.history).toEqual([
      { from: null, to: 'Invited', at: expect.any(String), by: { id: recruiter.user.id, name: recruiterName, side: 'employer' } },
    ]);
    const [templated, own] = splitTemplated(await conversationMessages(application.conversationId));
    expect(templated).toMatchObject({ senderId: recruiter.user.id, senderSide: 'employer', templateType: 'InviteCandidate' });
    expect(templated.body).toContain('Hello Jordan,');
    expect(templated.body).toContain(`the Analytics Engineer position at ${COMPANY}`);
    expect(templated.body).toContain(`${recruiterName}, ${COMPANY}`);
    expect(own).toMatchObject({ senderId: recruiter.user.id, body: 'Your pipeline work caught our eye.', templateType: null });
    expect(mailer.sent.map((m) => m.to)).toEqual([cand.user.email]);
    expect(mailer.sent[0].subject).toBe(`${COMPANY} invites you to apply for Analytics Engineer`);
    expect(mailer.sent[0].text).toContain(`http://talentmatch.test/candidate/messages?c=${application.conversationId}`);
    expect(mailer.sent[0].html).toContain('&lt;b&gt;Acme&lt;/b&gt; &amp; Co');
    expect(mailer.sent[0].html).not.toContain(COMPANY);
    expect(events.get(cand.user.id)).toContainEqual({ type: 'hiring', applicationId: application.id, jobId: j.id, status: 'Invited' });
    // and in the notification centre, live
    expect(events.get(cand.user.id)).toContainEqual({ type: 'notification', unread: 1 });
    const notices = (await get(cand, '/api/notifications')).json();
    expect(notices.items).toEqual([
      expect.objectContaining({
        kind: 'application',
        title: `${COMPANY} invites you to apply for Analytics Engineer`,
        link: `/candidate/messages?c=${application.conversationId}`,
        readAt: null,
      }),
    ]);
    // the candidate sees the invitation with their moves
    const mine = (await get(cand, `/api/applications/${application.id}`)).json();
    expect(mine.nextStatuses).toEqual(['InvitationAccepted', 'InvitationRejected']);
  });

  it('refuses a candidate already in the job’s pipeline (409)', async () => {
    const j = await job();
    const cand = await candidate();
    await invited(j.id, cand.user.id);
    expect(expectProblem(await invite(recruiter, { jobId: j.id, candidateId: cand.user.id }), 409).detail).toBe(
      HIRING_MESSAGES.alreadyInPipeline,
    );
    const applicant = await candidate();
    await applied(applicant, j.id);
    expect(expectProblem(await invite(manager, { jobId: j.id, candidateId: applicant.user.id }), 409).detail).toBe(
      HIRING_MESSAGES.alreadyInPipeline,
    );
  });
});

describe('POST /api/applications/:id/status', () => {
  it('closes the applications of a candidate who deleted their account: no moves offered, a move refused (409)', async () => {
    const j = await job();
    const gone = await candidate();
    const application = await applied(gone, j.id);
    await setStatus(manager, application.id, 'ApplicationAccepted');
    expect((await app.inject({ method: 'DELETE', url: '/api/user/me', headers: gone.headers })).statusCode).toBe(204);
    const list = (await get(manager, `/api/jobs/${j.id}/candidates`)).json();
    expect(list.items).toEqual([expect.objectContaining({ applicationId: application.id, candidateDeleted: true, nextStatuses: [] })]);
    const seen = (await get(manager, `/api/applications/${application.id}`)).json();
    expect(seen).toMatchObject({ candidateDeleted: true, nextStatuses: [] });
    expect(expectProblem(await setStatus(manager, application.id, 'Hired'), 409).detail).toBe(HIRING_MESSAGES.candidateDeleted);
    expect((await rowOf(application.id)).status).toBe('ApplicationAccepted');
  });

  it('needs a session (401), a candidate or employer (403), a valid id and status (400)', async () => {
    const application = await applied(await candidate(), (await job()).id);
    expectProblem(await setStatus(null, application.id, 'ApplicationAccepted'), 401);
    expectProblem(await setStatus(admin, application.id, 'ApplicationAccepted'), 403);
    expect(expectProblem(await setStatus(manager, application.id, 'Applied'), 400).errors?.status).toEqual(['Unknown hiring status.']);
    expect(expectProblem(await setStatus(manager, 'nope', 'ApplicationAccepted'), 400).errors).toHaveProperty('id');
  });

  it('hides another company’s or another candidate’s application (404) and changes nothing', async () => {
    const application = await applied(await candidate(), (await job()).id);
    expect(expectProblem(await setStatus(otherEmployer, application.id, 'ApplicationAccepted'), 404).detail).toBe(
      HIRING_MESSAGES.applicationNotFound,
    );
    expectProblem(await setStatus(await candidate(), application.id, 'Withdrawn'), 404);
    expectProblem(await setStatus(manager, UNKNOWN_ID, 'ApplicationAccepted'), 404);
    expect((await rowOf(application.id)).status).toBe('Applied');
  });

  it('refuses a move outside the table with 409 and a clear message, changing nothing', async () => {
    const me = await candidate();
    const application = await applied(me, (await job()).id);
    const before = { row: await rowOf(application.id), messages: await messageCount(), events: await eventCount() };
    const cases: Array<[Session, HiringStatus, string]> = [
      [me, 'ApplicationAccepted', 'An application that is applied cannot become accepted.'],
      [me, 'Hired', 'An application that is applied cannot become hired.'],
      [manager, 'Withdrawn', 'An application that is applied cannot become withdrawn.'],
      [manager, 'Hired', 'An application that is applied cannot become hired.'],
      [manager, 'InvitationAccepted', 'An application that is applied cannot become invitation accepted.'],
    ];
    for (const [who, status, message] of cases)
      expect(expectProblem(await setStatus(who, application.id, status), 409).detail).toBe(message);
    expect({ row: await rowOf(application.id), messages: await messageCount(), events: await eventCount() }).toEqual(before);
    await app.ctx.background.idle();
    expect(mailer.sent.filter((m) => m.to === me.user.email)).toEqual([]);
  });

  it('moves an application through accepted to hired, recording who and when, with the template of each step', async () => {
    const j = await job({ title: 'Platform Engineer' });
    const me = await candidate({ firstName: 'Tom', lastName: 'Becker' });
    const application = await applied(me, j.id);
    await clearMail();

    const acceptedResponse = await setStatus(recruiter, application.id, 'ApplicationAccepted');
    expect(acceptedResponse.statusCode).toBe(200);
    const accepted: Application = acceptedResponse.json();
    expect(accepted).toMatchObject({ status: 'ApplicationAccepted', nextStatuses: ['ApplicationRejected', 'Hired'] });
    const recruiterName = `${recruiter.user.firstName} ${recruiter.user.lastName}`;
    expect(accepted.history.map((h) => [h.from, h.to, h.by.id, h.by.side])).toEqual([
      [null, 'Applied', me.user.id, 'candidate'],
      ['Applied', 'ApplicationAccepted', recruiter.user.id, 'employer'],
    ]);
    expect(accepted.history[1].by.name).toBe(recruiterName);
    expect(new Date(accepted.history[1].at).getTime()).toBeGreaterThanOrEqual(new Date(accepted.history[0].at).getTime());
    const acceptMessage = required(
      (await conversationMessages(application.conversationId)).find((m) => m.templateType === 'AcceptApplication'),
    );
    expect(acceptMessage).toMatchObject({ senderId: recruiter.user.id, senderSide: 'employer' });
    expect(acceptMessage.body).toContain('Hello Tom,');
    expect(acceptMessage.body).toContain(`${recruiterName}, ${COMPANY}`);
    await app.ctx.background.idle();
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([[me.user.email, 'Your application for Platform Engineer moves forward']]);

    await clearMail();
    const messagesBefore = (await conversationMessages(application.conversationId)).length;
    let hired!: Application;
    const events = await liveEvents([me.user.id], async () => {
      hired = (await setStatus(manager, application.id, 'Hired')).json();
    });
    expect(hired).toMatchObject({ status: 'Hired', nextStatuses: [] });
    expect(hired.history.at(-1)).toMatchObject({
      from: 'ApplicationAccepted',
      to: 'Hired',
      by: { id: manager.user.id, name: 'Elena Marsh', side: 'employer' },
    });
    // the hire is told as every other step: the template in the conversation, a mail to the candidate, and live
    const after = await conversationMessages(application.conversationId);
    expect(after).toHaveLength(messagesBefore + 1);
    const hireMessage = required(after.find((m) => m.templateType === 'HireCandidate'));
    expect(hireMessage).toMatchObject({ senderId: manager.user.id, senderSide: 'employer' });
    expect(hireMessage.body).toContain('Hello Tom,');
    expect(hireMessage.body).toContain(`Elena Marsh, ${COMPANY}`);
    await app.ctx.background.idle();
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([[me.user.email, 'You have been hired for Platform Engineer']]);
    expect(events.get(me.user.id)).toContainEqual({ type: 'hiring', applicationId: application.id, jobId: j.id, status: 'Hired' });

    const terminal = expectProblem(await setStatus(me, application.id, 'Withdrawn'), 409);
    expect(terminal.detail).toBe('This application is hired; its status cannot change any more.');
  });

  it('fills the job when hires reach its positions and, if asked, rejects the others in the same step', async () => {
    const j = await job({ title: 'Warehouse Lead', positions: 2 });
    const first = await candidate({ firstName: 'Ana' });
    const second = await candidate({ firstName: 'Ben' });
    const waiting = await candidate({ firstName: 'Cleo' });
    const a1 = await applied(first, j.id);
    const a2 = await applied(second, j.id);
    const a3 = await applied(waiting, j.id);
    const pending = await invited(j.id, (await candidate({ firstName: 'Dev' })).user.id);
    for (const a of [a1, a2]) await setStatus(manager, a.id, 'ApplicationAccepted');

    const one = await setStatus(manager, a1.id, 'Hired');
    expect(one.json()).toMatchObject({ status: 'Hired', jobFilled: false, remainingRejected: 0 });
    expect((await get(manager, `/api/jobs/${j.id}`)).json()).toMatchObject({ status: 'open' });

    await clearMail();
    const two = await app.inject({
      method: 'POST',
      url: `/api/applications/${a2.id}/status`,
      headers: manager.headers,
      payload: { status: 'Hired', rejectRemaining: true },
    });
    expect(two.json()).toMatchObject({ status: 'Hired', jobFilled: true, remainingRejected: 1 });
    expect((await get(manager, `/api/jobs/${j.id}`)).json()).toMatchObject({ status: 'filled' });
    expect((await rowOf(a3.id)).status).toBe('ApplicationRejected');
    // an unanswered invitation is left alone: the employer cannot reject it
    expect((await rowOf(pending.id)).status).toBe('Invited');
    expect((await conversationMessages(a3.conversationId)).some((m) => m.templateType === 'RejectApplication')).toBe(true);
    await app.ctx.background.idle();
    // the hire and the rejection each mail their candidate
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([second.user.email, waiting.user.email].sort());
    // filled: closed to applications
    const late = await candidate({ firstName: 'Eve' });
    expect((await app.inject({ method: 'POST', url: `/api/application/${j.id}`, headers: late.headers, payload: {} })).statusCode).toBe(
      409,
    );
  });

  it('refuses a rejectRemaining that is not yes or no (400) and changes nothing', async () => {
    const j = await job();
    const me = await candidate();
    const a = await applied(me, j.id);
    await setStatus(manager, a.id, 'ApplicationAccepted');
    const bad = await app.inject({
      method: 'POST',
      url: `/api/applications/${a.id}/status`,
      headers: manager.headers,
      payload: { status: 'Hired', rejectRemaining: 'maybe' },
    });
    expect(expectProblem(bad, 400).errors).toHaveProperty('rejectRemaining');
    expect((await rowOf(a.id)).status).toBe('ApplicationAccepted');
  });

  it('names the employer who posted the job when the candidate accepts an invitation, and mails the whole team', async () => {
    const me = await candidate({ firstName: 'Sofia', lastName: 'Garcia' });
    const invitation = await invited((await job()).id, me.user.id, recruiter);
    await clearMail();
    const response = await setStatus(me, invitation.id, 'InvitationAccepted');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'InvitationAccepted', nextStatuses: ['Withdrawn'] });
    const message = required((await conversationMessages(invitation.conversationId)).find((m) => m.templateType === 'AcceptInvitation'));
    expect(message).toMatchObject({ senderId: me.user.id, senderSide: 'candidate' });
    expect(message.body).toContain('Hello Elena Marsh,');
    await app.ctx.background.idle();
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([manager.user.email, recruiter.user.email].sort());
    expect(mailer.sent[0].subject).toBe(`Sofia Garcia accepted your invitation for ${invitation.job.title}`);
    expect(mailer.sent[0].text).toContain(`/employer/messages?c=${invitation.conversationId}`);
  });

  it('says "the hiring team" when the job’s poster is gone, and lets the employer reject after an accepted invitation', async () => {
    const j = await job({ createdBy: null });
    const me = await candidate();
    const invitation = await invited(j.id, me.user.id);
    expect((await setStatus(me, invitation.id, 'InvitationRejected')).json().status).toBe('InvitationRejected');
    const declined = required((await conversationMessages(invitation.conversationId)).find((m) => m.templateType === 'RejectInvitation'));
    expect(declined.body).toContain('Hello the hiring team,');

    const other = await candidate();
    const second = await invited(j.id, other.user.id);
    await setStatus(other, second.id, 'InvitationAccepted');
    const rejected = await setStatus(manager, second.id, 'ApplicationRejected');
    expect(rejected.json()).toMatchObject({ status: 'ApplicationRejected', nextStatuses: [] });
    expect((await conversationMessages(second.conversationId)).map((m) => m.templateType)).toEqual([
      'InviteCandidate',
      'AcceptInvitation',
      'RejectApplication',
    ]);
  });
});

describe('GET /api/applications/activity', () => {
  it('needs an employer of a company (401, 403, 404) and lists the company’s latest moves, newest first', async () => {
    expectProblem(await get(null, '/api/applications/activity'), 401);
    const someone = await candidate();
    expectProblem(await get(someone, '/api/applications/activity'), 403);
    expectProblem(await get(admin, '/api/applications/activity'), 403);
    const companyless = await signedIn(app, database.db, ['Employer']);
    expect(expectProblem(await get(companyless, '/api/applications/activity'), 404).detail).toBe('Register your company first.');

    const j = await job({ title: 'Activity Analyst' });
    const me = await candidate({ firstName: 'Ivo', lastName: 'Novak' });
    const a = await applied(me, j.id);
    await setStatus(recruiter, a.id, 'ApplicationAccepted');
    const mine = (await get(manager, '/api/applications/activity')).json();
    expect(mine.slice(0, 2)).toMatchObject([
      {
        applicationId: a.id,
        jobTitle: 'Activity Analyst',
        candidate: { name: 'Ivo Novak' },
        from: 'Applied',
        to: 'ApplicationAccepted',
        side: 'employer',
      },
      { applicationId: a.id, from: null, to: 'Applied', side: 'candidate' },
    ]);
    const theirs = (await get(otherEmployer, '/api/applications/activity')).json();
    expect(theirs.some((row: { applicationId: string }) => row.applicationId === a.id)).toBe(false);
  });
});

describe('GET /api/applications/:id', () => {
  it('answers 401 without a session, 403 for a user without a role, 400 for a malformed id', async () => {
    const application = await applied(await candidate(), (await job()).id);
    expectProblem(await get(null, `/api/applications/${application.id}`), 401);
    expectProblem(await get(await signedIn(app, database.db, []), `/api/applications/${application.id}`), 403);
    expectProblem(await get(admin, '/api/applications/nope'), 400);
  });

  it('shows it to the candidate, the company’s employers and administrators, each with their own moves', async () => {
    const me = await candidate();
    const application = await applied(me, (await job()).id);
    const url = `/api/applications/${application.id}`;
    expect((await get(me, url)).json()).toMatchObject({ id: application.id, nextStatuses: ['Withdrawn'] });
    expect((await get(recruiter, url)).json()).toMatchObject({
      id: application.id,
      nextStatuses: ['ApplicationAccepted', 'ApplicationRejected'],
    });
    const asAdmin = await get(admin, url);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ id: application.id, nextStatuses: [] });
  });

  it('answers 404 to another candidate, another company and for an unknown id', async () => {
    const application = await applied(await candidate(), (await job()).id);
    for (const who of [await candidate(), otherEmployer]) {
      expect(expectProblem(await get(who, `/api/applications/${application.id}`), 404).detail).toBe(HIRING_MESSAGES.applicationNotFound);
    }
    expectProblem(await get(admin, `/api/applications/${UNKNOWN_ID}`), 404);
  });
});

describe('GET /api/applications/mine', () => {
  it('needs a candidate (401, 403) and a valid query (400)', async () => {
    expectProblem(await get(null, '/api/applications/mine'), 401);
    expectProblem(await get(manager, '/api/applications/mine'), 403);
    const problem = expectProblem(await get(await candidate(), '/api/applications/mine?status=Nope&page=0'), 400);
    expect(Object.keys(problem.errors ?? {})).toEqual(expect.arrayContaining(['status', 'page']));
  });

  it('lists the candidate’s own applications and invitations, the latest change first, with filter and paging', async () => {
    const me = await candidate();
    const first = await applied(me, (await job()).id);
    const second = await invited((await job()).id, me.user.id);
    await applied(await candidate(), (await job()).id); // someone else's
    await setStatus(manager, first.id, 'ApplicationAccepted');

    const all = (await get(me, '/api/applications/mine')).json();
    expect(all.totalRecords).toBe(2);
    expect(all.items.map((a: Application) => a.id)).toEqual([first.id, second.id]);
    expect(all.items[0]).toMatchObject({ status: 'ApplicationAccepted', job: { companyName: COMPANY }, nextStatuses: ['Withdrawn'] });
    expect(all.items[0].history).toHaveLength(2);
    expect(all.items[1]).toMatchObject({ status: 'Invited', nextStatuses: ['InvitationAccepted', 'InvitationRejected'] });

    const invitedOnly = (await get(me, '/api/applications/mine?status=Invited')).json();
    expect(invitedOnly.items.map((a: Application) => a.id)).toEqual([second.id]);
    const paged = (await get(me, '/api/applications/mine?page=2&pageSize=1')).json();
    expect(paged).toMatchObject({ totalRecords: 2, page: 2, pageSize: 1 });
    expect(paged.items.map((a: Application) => a.id)).toEqual([second.id]);
  });
});

describe('POST /api/applications/bulk-status', () => {
  const bulk = (session: Session | null, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/applications/bulk-status', headers: session?.headers, payload });

  it('needs an employer (401, 403) and a valid body (400)', async () => {
    const payload = { applicationIds: [UNKNOWN_ID], status: 'ApplicationAccepted' };
    expectProblem(await bulk(null, payload), 401);
    expectProblem(await bulk(await candidate(), payload), 403);
    expectProblem(await bulk(admin, payload), 403);
    expect(expectProblem(await bulk(manager, { applicationIds: [], status: 'Hired' }), 400).errors).toMatchObject({
      applicationIds: ['Choose at least one candidate.'],
      status: ['Bulk changes accept or reject.'],
    });
  });

  it('accepts the rows it may and reports the others, each on its own', async () => {
    const j = await job();
    const a = await applied(await candidate(), j.id);
    const b = await applied(await candidate(), j.id);
    const already = await applied(await candidate(), j.id);
    await setStatus(manager, already.id, 'ApplicationAccepted');
    const leaver = await candidate();
    const withdrawn = await applied(leaver, j.id);
    await setStatus(leaver, withdrawn.id, 'Withdrawn');
    const theirJob = await seedJob(database.db, { companyId: otherCompanyId });
    const theirs = await applied(await candidate(), theirJob.id);
    await clearMail();

    const response = await bulk(recruiter, {
      applicationIds: [a.id, theirs.id, b.id, already.id, withdrawn.id, UNKNOWN_ID, a.id],
      status: 'ApplicationAccepted',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.updated.map((x: Application) => [x.id, x.status])).toEqual([
      [a.id, 'ApplicationAccepted'],
      [b.id, 'ApplicationAccepted'],
    ]);
    expect(result.refused).toEqual([
      { applicationId: theirs.id, message: HIRING_MESSAGES.applicationNotFound },
      { applicationId: already.id, message: 'This candidate is already accepted.' },
      { applicationId: withdrawn.id, message: 'This application is withdrawn; its status cannot change any more.' },
      { applicationId: UNKNOWN_ID, message: HIRING_MESSAGES.applicationNotFound },
    ]);
    expect((await rowOf(theirs.id)).status).toBe('Applied');
    expect((await rowOf(withdrawn.id)).status).toBe('Withdrawn');
    await app.ctx.background.idle();
    expect(mailer.sent).toHaveLength(2);
  });
});

describe('GET /api/jobs/:id/candidates', () => {
  it('needs an employer of the job’s company (401, 403, 404) and a valid query (400)', async () => {
    const j = await job();
    expectProblem(await get(null, `/api/jobs/${j.id}/candidates`), 401);
    expectProblem(await get(await candidate(), `/api/jobs/${j.id}/candidates`), 403);
    expectProblem(await get(admin, `/api/jobs/${j.id}/candidates`), 403);
    expect(expectProblem(await get(otherEmployer, `/api/jobs/${j.id}/candidates`), 404).detail).toBe(HIRING_MESSAGES.jobNotFound);
    expectProblem(await get(manager, `/api/jobs/${UNKNOWN_ID}/candidates`), 404);
    expect(expectProblem(await get(manager, `/api/jobs/${j.id}/candidates?status=Nope`), 400).errors).toHaveProperty('status');
    expect(expectProblem(await get(manager, `/api/jobs/${j.id}/candidates?candidateId=nope`), 400).errors).toHaveProperty('candidateId');
  });

  it('lists the job’s candidates with their match, the latest change first, counts over the whole job', async () => {
    const j = await job();
    const ana = await candidate({ firstName: 'Ana' });
    const bruno = await candidate({ firstName: 'Bruno' });
    const chen = await candidate({ firstName: 'Chen' });
    const first = await applied(ana, j.id);
    await applied(bruno, j.id);
    const third = await invited(j.id, chen.user.id);
    await setStatus(manager, first.id, 'ApplicationAccepted');
    await applied(await candidate(), (await job()).id); // another job

    const all = (await get(recruiter, `/api/jobs/${j.id}/candidates`)).json();
    expect(all.job).toEqual({ id: j.id, title: j.title, status: 'open', positions: j.positions });
    expect(all.items.map((c: { candidate: { firstName: string } }) => c.candidate.firstName)).toEqual(['Ana', 'Chen', 'Bruno']);
    expect(all.counts).toMatchObject({ all: 3, Applied: 1, Invited: 1, ApplicationAccepted: 1, Hired: 0 });
    expect(all.totalRecords).toBe(3);
    const anaRow = all.items[0];
    expect(anaRow).toMatchObject({
      applicationId: first.id,
      status: 'ApplicationAccepted',
      origin: 'application',
      candidate: { id: ana.user.id, headline: 'Data engineer', city: 'Lisbon', country: 'Portugal', score: expect.any(Number) },
      conversationId: first.conversationId,
      nextStatuses: ['ApplicationRejected', 'Hired'],
    });
    expect(anaRow.match).toBeGreaterThan(0);
    expect(all.items[1]).toMatchObject({ applicationId: third.id, origin: 'invitation', nextStatuses: [] });

    const filtered = (await get(manager, `/api/jobs/${j.id}/candidates?status=Applied&pageSize=1`)).json();
    expect(filtered.items.map((c: { candidate: { firstName: string } }) => c.candidate.firstName)).toEqual(['Bruno']);
    expect(filtered.totalRecords).toBe(1);
    expect(filtered.counts.all).toBe(3);

    const one = (await get(manager, `/api/jobs/${j.id}/candidates?candidateId=${chen.user.id}`)).json();
    expect(one.items.map((c: { applicationId: string }) => c.applicationId)).toEqual([third.id]);
    expect(one.totalRecords).toBe(1);
    const outsider = (await get(manager, `/api/jobs/${j.id}/candidates?candidateId=${(await candidate()).user.id}`)).json();
    expect(outsider.items).toEqual([]);
  });
});

describe('what other pages show of the pipeline', () => {
  it('GET /api/jobs: candidateCounts per hiring status for each job', async () => {
    const j = await job();
    await applied(await candidate(), j.id);
    const accepted = await applied(await candidate(), j.id);
    await setStatus(manager, accepted.id, 'ApplicationAccepted');
    await invited(j.id, (await candidate()).user.id);
    const list = (await get(manager, '/api/jobs?pageSize=100')).json();
    const row = list.items.find((x: { id: string }) => x.id === j.id);
    expect(row.candidateCounts).toEqual({
      all: 3,
      Invited: 1,
      Applied: 1,
      ApplicationAccepted: 1,
      InvitationAccepted: 0,
      InvitationRejected: 0,
      ApplicationRejected: 0,
      Withdrawn: 0,
      Hired: 0,
    });
  });

  it('GET /api/job-board/jobs/:id: the candidate’s standing with the job', async () => {
    const j = await job();
    const me = await candidate();
    expect((await get(me, `/api/job-board/jobs/${j.id}`)).json().standing).toBeNull();
    const application = await applied(me, j.id);
    expect((await get(me, `/api/job-board/jobs/${j.id}`)).json().standing).toEqual({
      applicationId: application.id,
      status: 'Applied',
      conversationId: application.conversationId,
      nextStatuses: ['Withdrawn'],
    });
    // someone else's standing is not shown
    expect((await get(await candidate(), `/api/job-board/jobs/${j.id}`)).json().standing).toBeNull();
  });
});
