import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, type Feedback } from '@talentmatch/shared/feedback';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import { captureMailer } from '../../../test/capture-mailer.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';
import { runAcceptedFeedbackSweep } from '../applications/feedback-sweep.ts';
import { applicationEvents } from '../applications/tables.ts';
import { candidateProfiles } from '../candidate-profiles/tables.ts';
import { candidateScoreHistory } from '../candidate-score/tables.ts';
import { runFeedbackReminders } from './service.ts';
import { feedback } from './tables.ts';

const mailer = captureMailer();
let database: Database;
let app: FastifyInstance;
type Session = { user: { id: string; email: string; password: string }; headers: Record<string, string> };
let admin: Session;
let manager: Session;
let recruiter: Session;
let otherEmployer: Session;
let companyId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

useTestApp((t) => ({ database, app } = t), { overrides: { mailer } });

beforeAll(async () => {
  const db = database.db;
  admin = await signedIn(app, db, ['Administrator']);
  const a = await seedCompany(db, { name: 'Feedback Co' });
  const b = await seedCompany(db, { name: 'Elsewhere Ltd' });
  companyId = a.company.id;
  manager = { user: a.manager, headers: bearer((await loginAs(app, a.manager.email, a.manager.password)).token) };
  recruiter = await signedIn(app, db, ['Employer'], { companyId });
  otherEmployer = { user: b.manager, headers: bearer((await loginAs(app, b.manager.email, b.manager.password)).token) };
});

beforeEach(async () => {
  await app.ctx.background.idle();
  mailer.sent.length = 0;
});

let counter = 0;
/** A candidate who applied to a fresh job of the company and was accepted; `hire` moves on to Hired. */
async function pipeline(options: { hire?: boolean } = {}) {
  counter += 1;
  const job = await seedJob(database.db, { companyId, createdBy: manager.user.id, title: `Analyst ${counter}` });
  const { user } = await seedCandidate(database.db, { user: { firstName: 'Rita', lastName: `Reis${counter}` } });
  const candidate: Session = { user, headers: bearer((await loginAs(app, user.email, user.password)).token) };
  const applied = await app.inject({ method: 'POST', url: `/api/application/${job.id}`, headers: candidate.headers, payload: {} });
  expect(applied.statusCode).toBe(201);
  const applicationId = applied.json().id as string;
  const move = (status: string) =>
    app.inject({ method: 'POST', url: `/api/applications/${applicationId}/status`, headers: manager.headers, payload: { status } });
  expect((await move('ApplicationAccepted')).statusCode).toBe(200);
  if (options.hire) expect((await move('Hired')).statusCode).toBe(200);
  return { job, candidate, applicationId };
}

const give = (session: Session | null, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/feedback', headers: session?.headers, payload });
const good = (candidateId: string, jobId: string, extra: Record<string, unknown> = {}) => ({
  candidateId,
  jobId,
  overall: 4,
  skillsAsClaimed: 4,
  communication: 5,
  professionalism: 4,
  reliability: 3,
  wouldHireAgain: true,
  comment: 'Delivered the reporting project on time.',
  ...extra,
});
const get = (session: Session | null, url: string) => app.inject({ method: 'GET', url, headers: session?.headers });
const taskOf = async (applicationId: string) =>
  (await database.db.select().from(feedback).where(eq(feedback.applicationId, applicationId)))[0];

describe('a hire opens the pending task', () => {
  it('the Hired move creates one pending task for the job’s company; the count and the list show it', async () => {
    const before = (await get(manager, '/api/feedback/pending-count')).json().count;
    const { job, candidate, applicationId } = await pipeline({ hire: true });
    const task = await taskOf(applicationId);
    expect(task).toMatchObject({ status: 'pending', reason: 'hired', companyId, jobId: job.id, candidateId: candidate.user.id });
    expect((await get(recruiter, '/api/feedback/pending-count')).json().count).toBe(before + 1);
    const list = (await get(manager, '/api/feedback?view=pending')).json();
    expect(list.items.map((f: Feedback) => f.id)).toContain(task.id);
    expect((await get(otherEmployer, '/api/feedback?view=pending')).json().items.map((f: Feedback) => f.id)).not.toContain(task.id);
  });
});

describe('GET /api/feedback, pending-count and task', () => {
  it('401, 403 for candidates and administrators, 400 for a bad view', async () => {
    expectProblem(await get(null, '/api/feedback'), 401);
    expectProblem(await get(admin, '/api/feedback'), 403);
    expectProblem(await get(null, '/api/feedback/pending-count'), 401);
    expectProblem(await get(admin, '/api/feedback/pending-count'), 403);
    expect(expectProblem(await get(manager, '/api/feedback?view=later'), 400).errors?.view).toBeDefined();
  });
  it('task: 400 bad ids, 404 without a hire, 403 for another company, 200 for the team', async () => {
    const { job, candidate } = await pipeline({ hire: true });
    expectProblem(await get(null, `/api/feedback/task?candidateId=${candidate.user.id}&jobId=${job.id}`), 401);
    expect(expectProblem(await get(manager, `/api/feedback/task?candidateId=x&jobId=${job.id}`), 400).errors?.candidateId).toBeDefined();
    expect(expectProblem(await get(manager, `/api/feedback/task?candidateId=${UNKNOWN}&jobId=${job.id}`), 404).detail).toBe(
      FEEDBACK_MESSAGES.noTask,
    );
    expectProblem(await get(otherEmployer, `/api/feedback/task?candidateId=${candidate.user.id}&jobId=${job.id}`), 403);
    const task = (await get(recruiter, `/api/feedback/task?candidateId=${candidate.user.id}&jobId=${job.id}`)).json();
    expect(task).toMatchObject({ status: 'pending', ratings: null, job: { id: job.id }, company: { name: 'Feedback Co' } });
  });
});

describe('POST /api/feedback', () => {
  it('401, 403 candidate, 400 naming fields (nothing stored), 403 other company, 404 no task, 201, then 409', async () => {
    const { job, candidate, applicationId } = await pipeline({ hire: true });
    const body = good(candidate.user.id, job.id);
    expectProblem(await give(null, body), 401);
    expectProblem(await give(candidate, body), 403);
    const bad = expectProblem(await give(manager, { ...body, overall: 6, communication: 0, comment: '' }), 400);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['comment', 'communication', 'overall']);
    expect((await taskOf(applicationId)).status).toBe('pending');
    expect(expectProblem(await give(otherEmployer, body), 403).detail).toBe(FEEDBACK_MESSAGES.otherCompany);
    expectProblem(await give(manager, { ...body, jobId: UNKNOWN }), 404);
    const created = await give(recruiter, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'submitted', ratings: { overall: 4, wouldHireAgain: true } });
    expect(expectProblem(await give(manager, body), 409).detail).toBe(FEEDBACK_MESSAGES.alreadyGiven);
  });
});

describe('administrators review', () => {
  it('reject with a reason → the employer sees it, edits and resubmits → approve counts toward the score', async () => {
    const { job, candidate } = await pipeline({ hire: true });
    const submitted: Feedback = (await give(manager, good(candidate.user.id, job.id, { overall: 2 }))).json();
    const queue = (await get(admin, '/api/admin/feedback?status=submitted')).json();
    expect(queue.items.map((f: Feedback) => f.id)).toContain(submitted.id);
    const reject = (session: Session | null, payload: unknown, id = submitted.id) =>
      app.inject({ method: 'POST', url: `/api/admin/feedback/${id}/reject`, headers: session?.headers, payload: payload as object });
    const approve = (session: Session | null, id = submitted.id) =>
      app.inject({ method: 'POST', url: `/api/admin/feedback/${id}/approve`, headers: session?.headers });
    expectProblem(await reject(null, { reason: 'x' }), 401);
    expectProblem(await reject(manager, { reason: 'x' }), 403);
    expect(expectProblem(await reject(admin, { reason: '' }), 400).errors?.reason).toBeDefined();
    expectProblem(await reject(admin, { reason: 'x' }, UNKNOWN), 404);
    const rejected = await reject(admin, { reason: 'Please describe the project, not the person.' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Please describe the project, not the person.' });
    expectProblem(await approve(admin), 409);
    // the employer sees the reason and may resubmit after editing
    const task = (await get(manager, `/api/feedback/task?candidateId=${candidate.user.id}&jobId=${job.id}`)).json();
    expect(task.rejectionReason).toBe('Please describe the project, not the person.');
    expect((await get(manager, `/api/feedback/${submitted.id}`)).json().status).toBe('rejected');
    expectProblem(await get(otherEmployer, `/api/feedback/${submitted.id}`), 404);
    const resubmitted = await give(manager, good(candidate.user.id, job.id, { overall: 5, comment: 'Built the reporting pipeline.' }));
    expect(resubmitted.json()).toMatchObject({ status: 'submitted', rejectionReason: null });

    // candidates see nothing until approval; the score changes with a history row
    expect((await get(candidate, '/api/candidate/feedback')).json().items).toEqual([]);
    const historyBefore = await database.db.select().from(candidateScoreHistory).where(eq(candidateScoreHistory.userId, candidate.user.id));
    expectProblem(await approve(null), 401);
    expectProblem(await approve(recruiter), 403);
    expectProblem(await approve(admin, UNKNOWN), 404);
    mailer.sent.length = 0;
    expect((await approve(admin)).json().status).toBe('approved');
    expectProblem(await approve(admin), 409);
    // the employer who wrote it hears of the approval, by mail and in the notification centre
    await app.ctx.background.idle();
    const approvedMail = mailer.sent.filter((m) => m.to === manager.user.email);
    expect(approvedMail).toHaveLength(1);
    expect(approvedMail[0]?.subject).toMatch(/^Your feedback on Rita Reis\d+ was approved$/);
    const notices = (await get(manager, '/api/notifications')).json();
    expect(notices.items[0]).toMatchObject({ kind: 'feedback', link: '/employer/feedback' });
    const history = await database.db.select().from(candidateScoreHistory).where(eq(candidateScoreHistory.userId, candidate.user.id));
    expect(history.length).toBe(historyBefore.length + 1);
    const last = history.find((h) => h.reason === 'Employer feedback approved');
    expect(last?.components.feedback).toBe(10);
    const [profile] = await database.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.user.id));
    expect(profile.score).toBe(last?.score);

    const own = (await get(candidate, '/api/candidate/feedback')).json();
    expect(own.summary).toEqual({ average: 5, count: 1 });
    expect(own.items[0]).toMatchObject({ companyName: 'Feedback Co', ratings: { overall: 5, comment: 'Built the reporting pipeline.' } });
    // another employer: the average and the count only
    const summary = await get(otherEmployer, `/api/candidates/${candidate.user.id}/feedback-summary`);
    expect(summary.json()).toEqual({ average: 5, count: 1 });
    expectProblem(await get(candidate, `/api/candidates/${candidate.user.id}/feedback-summary`), 403);
    expectProblem(await get(null, '/api/candidate/feedback'), 401);
    expectProblem(await get(manager, '/api/candidate/feedback'), 403);
  });
});

describe('GET /api/admin/feedback and candidates/{id}/feedback', () => {
  it('filters by status, company, candidate, rating and date; 401/403/400/404', async () => {
    const { job, candidate } = await pipeline({ hire: true });
    await give(manager, good(candidate.user.id, job.id, { overall: 3 }));
    expectProblem(await get(null, '/api/admin/feedback'), 401);
    expectProblem(await get(manager, '/api/admin/feedback'), 403);
    expect(expectProblem(await get(admin, '/api/admin/feedback?rating=9&status=lost'), 400).errors).toHaveProperty('rating');
    const byCandidate = (await get(admin, `/api/admin/feedback?candidateId=${candidate.user.id}&companyId=${companyId}&rating=3`)).json();
    expect(byCandidate.totalRecords).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(admin, `/api/admin/feedback?candidateId=${candidate.user.id}&from=${today}&to=${today}`)).json().totalRecords).toBe(
      1,
    );
    expect(
      (await get(admin, `/api/admin/feedback?candidateId=${candidate.user.id}&from=2001-01-01&to=2001-01-02`)).json().totalRecords,
    ).toBe(0);
    expect((await get(admin, `/api/admin/feedback?candidateId=${candidate.user.id}&rating=5`)).json().totalRecords).toBe(0);

    expectProblem(await get(null, `/api/admin/candidates/${candidate.user.id}/feedback`), 401);
    expectProblem(await get(manager, `/api/admin/candidates/${candidate.user.id}/feedback`), 403);
    expectProblem(await get(admin, '/api/admin/candidates/nope/feedback'), 400);
    expectProblem(await get(admin, `/api/admin/candidates/${UNKNOWN}/feedback`), 404);
    const view = (await get(admin, `/api/admin/candidates/${candidate.user.id}/feedback`)).json();
    expect(view.items).toHaveLength(1);
    expect(view.summary).toEqual({ average: null, count: 0 });
  });
});

describe('sweeps', () => {
  it('an accepted application 14 days without a decision gets a task once; a reminder goes out after 7 days, once', async () => {
    const { applicationId } = await pipeline();
    expect(await taskOf(applicationId)).toBeUndefined();
    expect(await runAcceptedFeedbackSweep(database.db, new Date(Date.now() + 13 * 86_400_000))).toBe(0);
    const later = new Date(Date.now() + 15 * 86_400_000);
    expect(await runAcceptedFeedbackSweep(database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await taskOf(applicationId)).toMatchObject({ status: 'pending', reason: 'accepted' });
    expect(await runAcceptedFeedbackSweep(database.db, later)).toBe(0);
    // a hire afterwards keeps the one task and marks it as a hire
    await app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/status`,
      headers: manager.headers,
      payload: { status: 'Hired' },
    });
    expect(await taskOf(applicationId)).toMatchObject({ status: 'pending', reason: 'hired' });
    const events = await database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId));
    expect(events.length).toBe(3);

    await app.ctx.background.idle();
    mailer.sent.length = 0;
    const deps = { db: database.db, mailer, config: { publicUrl: 'http://talentmatch.test' } };
    expect(await runFeedbackReminders(deps, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    const reminded = await runFeedbackReminders(deps, new Date(Date.now() + 8 * 86_400_000));
    expect(reminded).toBeGreaterThanOrEqual(1);
    const recipients = mailer.sent.map((m) => m.to);
    expect(recipients).toContain(manager.user.email);
    expect(recipients).toContain(recruiter.user.email);
    expect(mailer.sent.some((m) => m.text.includes('/employer/feedback/create?candidateId='))).toBe(true);
    mailer.sent.length = 0;
    expect(await runFeedbackReminders(deps, new Date(Date.now() + 9 * 86_400_000))).toBe(0);
    expect(mailer.sent).toHaveLength(0);
  });
});
