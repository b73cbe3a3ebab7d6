import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_MESSAGES, type Survey } from '@talentmatch/shared/surveys';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { surveyParticipations, surveyResponses } from './tables.ts';

let database: Database;
let app: FastifyInstance;
type Session = Awaited<ReturnType<typeof signedIn>>;
let admin: Session;
let employer: Session;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

useTestApp((t) => ({ database, app } = t));

beforeAll(async () => {
  admin = await signedIn(app, database.db, ['Administrator']);
  employer = await signedIn(app, database.db, ['Employer']);
});

const send = (session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: session?.headers, payload: payload as object | undefined });

const QUESTIONS = [
  { kind: 'rating', prompt: 'How easy was it to find a job?', required: true },
  { kind: 'single', prompt: 'Where did you hear of us?', options: ['Friend', 'Search', '=cmd()'], required: true },
  { kind: 'multiple', prompt: 'Which features do you use?', options: ['Search', 'Messages', 'Score'] },
  { kind: 'text', prompt: 'Anything else?' },
];

let titleCounter = 0;
async function survey(extra: Record<string, unknown> = {}, open = true): Promise<Survey> {
  titleCounter += 1;
  const created = await send(admin, 'POST', '/api/admin/surveys', {
    title: `Candidate experience ${titleCounter}`,
    introduction: 'Two minutes, please.',
    audience: 'candidates',
    questions: QUESTIONS,
    ...extra,
  });
  expect(created.statusCode).toBe(201);
  if (!open) return created.json();
  const opened = await send(admin, 'POST', `/api/admin/surveys/${created.json().id}/status`, { status: 'open' });
  expect(opened.statusCode).toBe(200);
  return opened.json();
}

const answersFor = (s: Survey, override: Record<number, unknown> = {}) =>
  s.questions.map((q, i) => ({
    questionId: q.id,
    value: i in override ? override[i] : [4, 'Friend', ['Search', 'Score'], 'Great =SUM(A1)'][i],
  }));

const login = async (session: Session) =>
  (await send(null, 'POST', '/api/auth/login', { email: session.user.email, password: session.user.password })).json().activeSurvey as
    | string
    | null;

describe('admin CRUD', () => {
  it('401, 403 for candidates and employers, 400 naming fields, 201, 404; open questions locked; only drafts deleted', async () => {
    const candidate = await signedIn(app, database.db, ['Candidate']);
    expectProblem(await send(null, 'GET', '/api/admin/surveys'), 401);
    expectProblem(await send(candidate, 'GET', '/api/admin/surveys'), 403);
    expectProblem(await send(employer, 'POST', '/api/admin/surveys', { title: 'x', audience: 'both' }), 403);
    const bad = expectProblem(
      await send(admin, 'POST', '/api/admin/surveys', {
        title: '',
        audience: 'everyone',
        questions: [{ kind: 'single', prompt: 'Pick', options: ['Only one'] }],
      }),
      400,
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['audience', 'questions.0.options', 'title']);
    const draft = await survey({}, false);
    expect(draft).toMatchObject({ status: 'draft', live: false, responseCount: 0 });
    expect(draft.questions).toHaveLength(4);
    expectProblem(await send(admin, 'GET', `/api/admin/surveys/${UNKNOWN}`), 404);
    expectProblem(await send(admin, 'PUT', `/api/admin/surveys/${UNKNOWN}`, { title: 'x', audience: 'both' }), 404);
    const edited = await send(admin, 'PUT', `/api/admin/surveys/${draft.id}`, {
      title: 'Edited',
      audience: 'both',
      questions: QUESTIONS.slice(0, 2),
    });
    expect(edited.json()).toMatchObject({ title: 'Edited', audience: 'both' });
    expect(edited.json().questions).toHaveLength(2);
    expect((await send(admin, 'POST', `/api/admin/surveys/${draft.id}/status`, { status: 'open' })).json().status).toBe('open');
    expect(
      expectProblem(
        await send(admin, 'PUT', `/api/admin/surveys/${draft.id}`, { title: 'Edited', audience: 'both', questions: QUESTIONS }),
        409,
      ).detail,
    ).toBe(SURVEY_MESSAGES.questionsLocked);
    // the title and dates may still change while open
    expect(
      (await send(admin, 'PUT', `/api/admin/surveys/${draft.id}`, { title: 'Renamed', audience: 'both', questions: QUESTIONS.slice(0, 2) }))
        .statusCode,
    ).toBe(200);
    expectProblem(await send(admin, 'POST', `/api/admin/surveys/${draft.id}/status`, { status: 'draft' }), 409);
    expectProblem(await send(admin, 'POST', `/api/admin/surveys/${draft.id}/status`, { status: 'sometimes' }), 400);
    expectProblem(await send(admin, 'DELETE', `/api/admin/surveys/${draft.id}`), 409);
    const empty = (await send(admin, 'POST', '/api/admin/surveys', { title: 'Empty', audience: 'employers' })).json();
    expect(expectProblem(await send(admin, 'POST', `/api/admin/surveys/${empty.id}/status`, { status: 'open' }), 409).detail).toBe(
      SURVEY_MESSAGES.openNeedsQuestions,
    );
    expectProblem(await send(employer, 'DELETE', `/api/admin/surveys/${empty.id}`), 403);
    expect((await send(admin, 'DELETE', `/api/admin/surveys/${empty.id}`)).statusCode).toBe(204);
    expectProblem(await send(admin, 'DELETE', `/api/admin/surveys/${empty.id}`), 404);
    // close what this test opened so later tests see only their own open surveys
    await send(admin, 'POST', `/api/admin/surveys/${draft.id}/status`, { status: 'closed' });
  });
});

describe('login activeSurvey, GET api/survey/{id}, POST api/survey and skip', () => {
  it('offers the oldest open survey for the role, answers once (409), validates naming the question, skip hides it', async () => {
    const candidate = await signedIn(app, database.db, ['Candidate']);
    expect(await login(candidate)).toBeNull();
    const first = await survey();
    const second = await survey();
    const forEmployers = await survey({ audience: 'employers' });
    expect(await login(candidate)).toBe(first.id);
    expect(await login(employer)).toBe(forEmployers.id);
    expect(await login(admin)).toBeNull();

    // GET: 401, 404 when not for the role, 400 bad id, 200
    expectProblem(await send(null, 'GET', `/api/survey/${first.id}`), 401);
    expect(expectProblem(await send(employer, 'GET', `/api/survey/${first.id}`), 404).detail).toBe(SURVEY_MESSAGES.notFound);
    expectProblem(await send(candidate, 'GET', `/api/survey/${UNKNOWN}`), 404);
    expectProblem(await send(candidate, 'GET', '/api/survey/nope'), 400);
    const toAnswer = (await send(candidate, 'GET', `/api/survey/${first.id}`)).json();
    expect(toAnswer).toMatchObject({ id: first.id, title: first.title, questions: first.questions });

    // POST: 401, 403 admin, 404 other role, 400 naming the question (nothing stored)
    const submit = (session: Session | null, payload: unknown) => send(session, 'POST', '/api/survey', payload);
    expectProblem(await submit(null, { surveyId: first.id, answers: answersFor(first) }), 401);
    expectProblem(await submit(admin, { surveyId: first.id, answers: answersFor(first) }), 403);
    expectProblem(await submit(employer, { surveyId: first.id, answers: answersFor(first) }), 404);
    const missing = expectProblem(await submit(candidate, { surveyId: first.id, answers: answersFor(first, { 0: null }) }), 400);
    expect(missing.detail).toContain('How easy was it to find a job?');
    expect(missing.errors?.[first.questions[0].id]).toBeDefined();
    const rating = expectProblem(await submit(candidate, { surveyId: first.id, answers: answersFor(first, { 0: 6 }) }), 400);
    expect(rating.detail).toContain('How easy was it to find a job?');
    const choice = expectProblem(await submit(candidate, { surveyId: first.id, answers: answersFor(first, { 1: 'Radio' }) }), 400);
    expect(choice.detail).toContain('Where did you hear of us?');
    const multi = expectProblem(await submit(candidate, { surveyId: first.id, answers: answersFor(first, { 2: ['Search', 'Fax'] }) }), 400);
    expect(multi.detail).toContain('Which features do you use?');
    const foreign = expectProblem(
      await submit(candidate, { surveyId: first.id, answers: [...answersFor(first), { questionId: second.questions[3].id, value: 'x' }] }),
      400,
    );
    expect(foreign.detail).toContain(SURVEY_MESSAGES.unknownQuestion);
    expectProblem(await submit(candidate, { surveyId: first.id }), 400);
    expect(await database.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, first.id))).toHaveLength(0);

    const ok = await submit(candidate, { surveyId: first.id, answers: answersFor(first) });
    expect(ok.statusCode).toBe(201);
    expect(expectProblem(await submit(candidate, { surveyId: first.id, answers: answersFor(first) }), 409).detail).toBe(
      SURVEY_MESSAGES.alreadyAnswered,
    );
    expect(await login(candidate)).toBe(second.id);

    // skip: 401, 403 admin, 404 other role, 204; then no survey at login
    expectProblem(await send(null, 'POST', `/api/survey/${second.id}/skip`), 401);
    expectProblem(await send(admin, 'POST', `/api/survey/${second.id}/skip`), 403);
    expectProblem(await send(employer, 'POST', `/api/survey/${second.id}/skip`), 404);
    expect((await send(candidate, 'POST', `/api/survey/${second.id}/skip`)).statusCode).toBe(204);
    expect(await login(candidate)).toBeNull();
    const [skip] = await database.db.select().from(surveyParticipations).where(eq(surveyParticipations.surveyId, second.id));
    expect(skip.action).toBe('skipped');

    // a closed survey is no longer offered nor answerable
    await send(admin, 'POST', `/api/admin/surveys/${forEmployers.id}/status`, { status: 'closed' });
    expect(await login(employer)).toBeNull();
    expectProblem(await submit(employer, { surveyId: forEmployers.id, answers: answersFor(forEmployers) }), 404);
    for (const s of [first, second]) await send(admin, 'POST', `/api/admin/surveys/${s.id}/status`, { status: 'closed' });
  });

  it('respects the opening and closing dates', async () => {
    const candidate = await signedIn(app, database.db, ['Candidate']);
    const future = await survey({ opensAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await login(candidate)).toBeNull();
    expectProblem(await send(candidate, 'GET', `/api/survey/${future.id}`), 404);
    const bad = expectProblem(
      await send(admin, 'POST', '/api/admin/surveys', {
        title: 'Backwards',
        audience: 'both',
        opensAt: '2030-01-02T00:00:00Z',
        closesAt: '2030-01-01T00:00:00Z',
      }),
      400,
    );
    expect(bad.errors?.closesAt).toBeDefined();
    await send(admin, 'POST', `/api/admin/surveys/${future.id}/status`, { status: 'closed' });
  });
});

describe('results: GET api/survey/answers/{id}, answers/all and the CSV', () => {
  it('aggregates per question, rows unless anonymous, the response rate; 401/403/404; CSV cells neutralised', async () => {
    const named = await survey();
    const anonymous = await survey({ anonymous: true });
    const people = [await signedIn(app, database.db, ['Candidate']), await signedIn(app, database.db, ['Candidate'])];
    for (const [i, person] of people.entries()) {
      for (const s of [named, anonymous]) {
        const r = await send(person, 'POST', '/api/survey', { surveyId: s.id, answers: answersFor(s, { 0: i + 3 }) });
        expect(r.statusCode).toBe(201);
      }
    }
    expectProblem(await send(null, 'GET', `/api/survey/answers/${named.id}`), 401);
    expectProblem(await send(people[0], 'GET', `/api/survey/answers/${named.id}`), 403);
    expectProblem(await send(employer, 'GET', `/api/survey/answers/${named.id}`), 403);
    expectProblem(await send(admin, 'GET', `/api/survey/answers/${UNKNOWN}`), 404);
    expectProblem(await send(admin, 'GET', '/api/survey/answers/nope'), 400);
    const results = (await send(admin, 'GET', `/api/survey/answers/${named.id}`)).json();
    expect(results.responseCount).toBe(2);
    expect(results.audienceCount).toBeGreaterThanOrEqual(2);
    expect(results.responseRate).toBeGreaterThan(0);
    expect(results.questions[0]).toMatchObject({ kind: 'rating', answered: 2, average: 3.5 });
    expect(results.questions[0].counts).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 0 },
      { rating: 3, count: 1 },
      { rating: 4, count: 1 },
      { rating: 5, count: 0 },
    ]);
    expect(results.questions[1].counts).toContainEqual({ option: 'Friend', count: 2 });
    expect(results.questions[2].counts).toContainEqual({ option: 'Score', count: 2 });
    expect(results.questions[3]).toMatchObject({ kind: 'text', answered: 2 });
    expect(results.questions[3].texts.map((t: { text: string }) => t.text)).toEqual(['Great =SUM(A1)', 'Great =SUM(A1)']);
    expect(results.rows).toHaveLength(2);
    expect(results.rows[0].respondent.email).toMatch(/@/);
    const anon = (await send(admin, 'GET', `/api/survey/answers/${anonymous.id}`)).json();
    expect(anon.rows).toEqual([]);
    expect(anon.responseCount).toBe(2);

    expectProblem(await send(null, 'GET', `/api/survey/answers/${named.id}/csv`), 401);
    expectProblem(await send(employer, 'GET', `/api/survey/answers/${named.id}/csv`), 403);
    expectProblem(await send(admin, 'GET', `/api/survey/answers/${UNKNOWN}/csv`), 404);
    const csv = await send(admin, 'GET', `/api/survey/answers/${named.id}/csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('How easy was it to find a job?');
    expect(csv.body).toContain("'Great =SUM(A1)".replace("'", '')); // text after a letter stays as is
    expect(csv.body).not.toMatch(/,=SUM/);
    const anonCsv = (await send(admin, 'GET', `/api/survey/answers/${anonymous.id}/csv`)).body;
    expect(anonCsv).not.toContain('Email');
    expect(anonCsv).not.toContain(people[0].user.email);

    expectProblem(await send(null, 'GET', '/api/survey/answers/all'), 401);
    expectProblem(await send(employer, 'GET', '/api/survey/answers/all'), 403);
    expectProblem(await send(admin, 'GET', '/api/survey/answers/all?page=0'), 400);
    const all = (await send(admin, 'GET', '/api/survey/answers/all?pageSize=50')).json();
    expect(all.items.find((s: { id: string }) => s.id === named.id)).toMatchObject({ responseCount: 2 });
    expect(all.recent.length).toBeGreaterThanOrEqual(4);
    expect(
      all.recent.filter((r: { surveyId: string }) => r.surveyId === anonymous.id).every((r: { respondent: null }) => r.respondent === null),
    ).toBe(true);
  });

  it('a single-choice option starting with = is neutralised in the CSV', async () => {
    const s = await survey({ audience: 'employers' });
    const r = await send(employer, 'POST', '/api/survey', { surveyId: s.id, answers: answersFor(s, { 1: '=cmd()' }) });
    expect(r.statusCode).toBe(201);
    const csv = (await send(admin, 'GET', `/api/survey/answers/${s.id}/csv`)).body;
    expect(csv).toContain("'=cmd()");
  });
});
