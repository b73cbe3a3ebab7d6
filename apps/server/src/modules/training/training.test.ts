import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrationsFolder } from '../../platform/db/index.ts';
import { TRAINING_MESSAGES, type TrainingItemBody } from '@talentmatch/shared/training';
import { SKILL_LEVEL_LABELS, SKILL_LEVELS } from '@talentmatch/shared/candidate-profile';
import { required } from '@talentmatch/shared/required';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany } from '../../seed/demo.ts';
import { ensureTrainingLibrary, wordCount } from './library.ts';
import { STARTER_LIBRARY } from './library-content.ts';
import { trainingItems } from './tables.ts';

let database: Database;
let app: FastifyInstance;
type Headers = { authorization: string };
let admin: Headers;
let candidate: Headers;
let candidateId: string;
let employer: Headers;
const missing = '00000000-0000-4000-8000-000000000000';

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  admin = (await signedIn(app, database.db, ['Administrator'])).headers;
  const c = await signedIn(app, database.db, ['Candidate']);
  candidate = c.headers;
  candidateId = c.user.id;
  const { company } = await seedCompany(database.db);
  employer = (await signedIn(app, database.db, ['Employer', 'AccountManager'], { companyId: company.id })).headers;
});

const body = (extra: Partial<TrainingItemBody> = {}): TrainingItemBody => ({
  title: 'Test advice item',
  summary: 'A short summary for the test.',
  body: '## Heading\n\nSome **markdown** text that is long enough to pass the minimum of fifty characters.',
  category: 'Interviews',
  topic: 'interviews',
  minutes: 4,
  ...extra,
});
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: unknown) =>
  app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const create = async (extra: Partial<TrainingItemBody> = {}) => {
  const response = await inject('POST', '/api/admin/training', admin, body(extra));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; status: string };
};
const quiz = [
  { question: 'One?', options: ['a', 'b'], correctIndex: 1 },
  { question: 'Two?', options: ['a', 'b', 'c'], correctIndex: 2 },
];

describe('starter library', () => {
  it('is on a fresh database, published, 12+ items of 300–800 words, two or more with a quiz; idempotent', async () => {
    expect(STARTER_LIBRARY.length).toBeGreaterThanOrEqual(12);
    for (const item of STARTER_LIBRARY) {
      expect(wordCount(item.body), item.key).toBeGreaterThanOrEqual(300);
      expect(wordCount(item.body), item.key).toBeLessThanOrEqual(800);
    }
    expect(STARTER_LIBRARY.filter((i) => i.quiz.length > 0).length).toBeGreaterThanOrEqual(2);
    const before = await database.db.select().from(trainingItems);
    expect(before.filter((r) => r.libraryKey && r.status === 'published')).toHaveLength(STARTER_LIBRARY.length);
    await ensureTrainingLibrary(database.db);
    expect(await database.db.select().from(trainingItems)).toHaveLength(before.length);
  });
});

describe('one skill-level scale', () => {
  it('the starter library names each level as the app does (1 – Beginner … 5 – Expert)', () => {
    const article = required(STARTER_LIBRARY.find((i) => i.key === 'skills-rate-honestly'));
    for (const level of SKILL_LEVELS) expect(article.body).toContain(`${level}. **${SKILL_LEVEL_LABELS[level]}**`);
    expect(JSON.stringify(article.quiz)).toContain(`level 3 (${SKILL_LEVEL_LABELS[3]})`);
  });

  it('a database started with the older wording reads the app scale after its migration', async () => {
    const older = (text: string) =>
      text
        .replace(
          '1. **Beginner**: you know what it is and have tried it with help.',
          '1. **Aware**: you know what it is and have tried it.',
        )
        .replace('2. **Elementary**: you can do simple tasks in it on your own.', '2. **Beginner**: you can do simple tasks with help.')
        .replace('3. **Intermediate**: you use it on your own in real work.', '3. **Practitioner**: you use it on your own in real work.');
    const [row] = await database.db.select().from(trainingItems).where(eq(trainingItems.libraryKey, 'skills-rate-honestly'));
    const quiz = JSON.parse(JSON.stringify(row.quiz).replace('level 3 (Intermediate)', 'level 3 (Practitioner)'));
    await database.db
      .update(trainingItems)
      .set({ body: older(row.body), quiz })
      .where(eq(trainingItems.id, row.id));
    const migration = readFileSync(path.join(migrationsFolder, '0029_reference_fixes.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));
    const [after] = await database.db.select().from(trainingItems).where(eq(trainingItems.id, row.id));
    expect(after.body).toBe(row.body);
    expect(after.quiz).toEqual(row.quiz);
  });
});

describe('access', () => {
  it('401 anonymous and 403 for employers on every training call', async () => {
    const calls: Array<['GET' | 'POST' | 'PUT', string, unknown?]> = [
      ['GET', '/api/training'],
      ['GET', '/api/training/items'],
      ['GET', `/api/training/items/${missing}`],
      ['POST', `/api/training/items/${missing}/time`, { seconds: 5 }],
      ['POST', `/api/training/items/${missing}/quiz`, { answers: [0] }],
      ['POST', `/api/training/items/${missing}/complete`, {}],
      ['GET', '/api/training/report'],
      ['GET', '/api/training/report/csv'],
      ['GET', '/api/admin/training'],
      ['GET', `/api/admin/training/${missing}`],
      ['POST', '/api/admin/training', body()],
      ['PUT', `/api/admin/training/${missing}`, body()],
      ['POST', '/api/admin/training/bulk', { action: 'publish', ids: [missing] }],
      ['PUT', '/api/admin/training/order', { ids: [missing] }],
    ];
    for (const [method, url, payload] of calls) {
      expectProblem(await inject(method, url, undefined, payload), 401);
      expectProblem(await inject(method, url, employer, payload), 403);
    }
    // the content policy opens frames for the two video players only
    const csp = String((await inject('GET', '/api/training', candidate)).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' blob: https://www.youtube-nocookie.com https://player.vimeo.com;");
    // candidates never reach the administrator's calls
    expectProblem(await inject('GET', '/api/admin/training', candidate), 403);
    expectProblem(await inject('POST', '/api/admin/training', candidate, body()), 403);
  });
});

describe('POST /api/admin/training and PUT /api/admin/training/:id', () => {
  it('400 names the field (raw HTML, script links, non-http video, quiz answer out of range); nothing is stored', async () => {
    const count = async () => (await database.db.select().from(trainingItems)).length;
    const before = await count();
    const html = expectProblem(
      await inject('POST', '/api/admin/training', admin, body({ body: `${'x'.repeat(60)} <script>alert(1)</script>` })),
      400,
    );
    expect(html.errors?.body).toEqual([TRAINING_MESSAGES.htmlInBody]);
    const div = expectProblem(await inject('POST', '/api/admin/training', admin, body({ body: `${'x'.repeat(60)} <div>raw</div>` })), 400);
    expect(div.errors?.body).toEqual([TRAINING_MESSAGES.htmlInBody]);
    const link = expectProblem(
      await inject('POST', '/api/admin/training', admin, body({ body: `${'x'.repeat(60)} [click](javascript:alert(1))` })),
      400,
    );
    expect(link.errors?.body).toEqual([TRAINING_MESSAGES.scriptLink]);
    const video = expectProblem(
      await inject('POST', '/api/admin/training', admin, body({ kind: 'video', videoUrl: 'ftp://example.com/v.mp4' })),
      400,
    );
    expect(video.errors?.videoUrl).toEqual([TRAINING_MESSAGES.videoUrl]);
    const noVideo = expectProblem(await inject('POST', '/api/admin/training', admin, body({ kind: 'video' })), 400);
    expect(noVideo.errors?.videoUrl).toEqual([TRAINING_MESSAGES.videoRequired]);
    const badQuiz = expectProblem(
      await inject('POST', '/api/admin/training', admin, body({ quiz: [{ question: 'Q?', options: ['a', 'b'], correctIndex: 5 }] })),
      400,
    );
    expect(Object.keys(badQuiz.errors ?? {})).toEqual(['quiz.0.correctIndex']);
    const fields = expectProblem(await inject('POST', '/api/admin/training', admin, { title: '', minutes: 0, category: 'Cooking' }), 400);
    expect(Object.keys(fields.errors ?? {})).toEqual(expect.arrayContaining(['title', 'summary', 'body', 'minutes', 'category', 'topic']));
    expect(await count()).toBe(before);
  });

  it('201 creates a draft at the end of the order; the administrator reads it back with its quiz answers; PUT edits, 404 when missing', async () => {
    const item = await create({ quiz, kind: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(item.status).toBe('draft');
    const read = (await inject('GET', `/api/admin/training/${item.id}`, admin)).json();
    expect(read).toMatchObject({ title: 'Test advice item', quiz, views: 0, completions: 0, completionRate: 0, publishedAt: null });
    expectProblem(await inject('GET', `/api/admin/training/${missing}`, admin), 404);
    expectProblem(await inject('GET', '/api/admin/training/not-a-uuid', admin), 400);

    const updated = await inject('PUT', `/api/admin/training/${item.id}`, admin, body({ title: 'Edited advice', status: 'published' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Edited advice', status: 'published', quiz: [] });
    expect(updated.json().publishedAt).not.toBeNull();
    expectProblem(await inject('PUT', `/api/admin/training/${missing}`, admin, body()), 404);
    expect(
      expectProblem(await inject('PUT', `/api/admin/training/${item.id}`, admin, body({ title: '' })), 400).errors?.title,
    ).toBeDefined();
  });
});

describe('GET /api/admin/training, bulk and order', () => {
  it('lists with filters; bulk publish/unpublish/archive with 400/404; order must list every item once', async () => {
    const a = await create({ title: 'Bulk one' });
    const b = await create({ title: 'Bulk two' });
    const list = (await inject('GET', '/api/admin/training?status=draft&search=Bulk', admin)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([a.id, b.id]);
    expectProblem(await inject('GET', '/api/admin/training?status=sometimes', admin), 400);

    expect(
      expectProblem(await inject('POST', '/api/admin/training/bulk', admin, { action: 'burn', ids: [a.id] }), 400).errors?.action,
    ).toBeDefined();
    expectProblem(await inject('POST', '/api/admin/training/bulk', admin, { action: 'publish', ids: [a.id, missing] }), 404);
    expect((await inject('GET', `/api/admin/training/${a.id}`, admin)).json().status).toBe('draft');
    const published = await inject('POST', '/api/admin/training/bulk', admin, { action: 'publish', ids: [a.id, b.id] });
    expect(published.json()).toEqual({ updated: 2 });
    expect((await inject('GET', `/api/admin/training/${b.id}`, admin)).json().status).toBe('published');
    await inject('POST', '/api/admin/training/bulk', admin, { action: 'archive', ids: [b.id] });
    await inject('POST', '/api/admin/training/bulk', admin, { action: 'unpublish', ids: [a.id] });
    expect((await inject('GET', `/api/admin/training/${a.id}`, admin)).json().status).toBe('draft');
    expect((await inject('GET', `/api/admin/training/${b.id}`, admin)).json().status).toBe('archived');

    const all = await database.db.select({ id: trainingItems.id }).from(trainingItems);
    const ids = all.map((r) => r.id).reverse();
    expect(expectProblem(await inject('PUT', '/api/admin/training/order', admin, { ids: ids.slice(1) }), 400).errors?.ids).toEqual([
      TRAINING_MESSAGES.orderMismatch,
    ]);
    const ordered = await inject('PUT', '/api/admin/training/order', admin, { ids });
    expect(ordered.statusCode).toBe(200);
    const [first] = await database.db.select().from(trainingItems).where(eq(trainingItems.id, ids[0]));
    expect(first.sortOrder).toBe(1);
  });
});

describe('candidate reader', () => {
  it('library: published only, search, category and length filters, paging, 400 on a bad filter', async () => {
    const draft = await create({ title: 'Hidden draft advice' });
    const page = (await inject('GET', '/api/training/items?pageSize=5', candidate)).json();
    expect(page.items).toHaveLength(5);
    expect(page.totalRecords).toBeGreaterThanOrEqual(12);
    const searched = (await inject('GET', '/api/training/items?search=negotiating', candidate)).json();
    expect(searched.items.map((i: { title: string }) => i.title)).toContain('Negotiating your offer without fear');
    const interviews = (await inject('GET', '/api/training/items?category=Interviews&pageSize=100', candidate)).json();
    expect(interviews.items.every((i: { category: string }) => i.category === 'Interviews')).toBe(true);
    const short = (await inject('GET', '/api/training/items?length=short&pageSize=100', candidate)).json();
    expect(short.items.every((i: { minutes: number }) => i.minutes <= 5)).toBe(true);
    const everything = (await inject('GET', '/api/training/items?pageSize=100', candidate)).json();
    expect(everything.items.map((i: { id: string }) => i.id)).not.toContain(draft.id);
    expect(expectProblem(await inject('GET', '/api/training/items?length=huge', candidate), 400).errors?.length).toBeDefined();
  });

  it('drafts and archived items are 404 to candidates; the administrator previews them without recording anything', async () => {
    const draft = await create({ title: 'Draft preview', quiz });
    const archived = await create({ title: 'Archived', status: 'archived' });
    for (const id of [draft.id, archived.id, missing]) {
      expect(expectProblem(await inject('GET', `/api/training/items/${id}`, candidate), 404).detail).toBe(TRAINING_MESSAGES.notFound);
      expectProblem(await inject('POST', `/api/training/items/${id}/complete`, candidate, {}), 404);
      expectProblem(await inject('POST', `/api/training/items/${id}/quiz`, candidate, { answers: [1, 2] }), 404);
      expectProblem(await inject('POST', `/api/training/items/${id}/time`, candidate, { seconds: 10 }), 404);
    }
    expect(expectProblem(await inject('GET', '/api/training/items/not-an-id', candidate), 400).errors?.id).toBeDefined();
    expectProblem(await inject('POST', '/api/training/items/not-an-id/complete', candidate, {}), 400);
    const preview = await inject('GET', `/api/training/items/${draft.id}`, admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ title: 'Draft preview', status: 'draft', progress: null });
    expect(preview.json().quiz[0]).toEqual({ question: 'One?', options: ['a', 'b'] });
    expect((await inject('GET', `/api/admin/training/${draft.id}`, admin)).json().views).toBe(0);
  });

  it('opening records a view, time adds up (400 on bad seconds), the quiz never reveals answers', async () => {
    const item = await create({ title: 'Reader item', status: 'published', quiz, kind: 'video', videoUrl: 'https://vimeo.com/76979871' });
    const view = (await inject('GET', `/api/training/items/${item.id}`, candidate)).json();
    expect(view.video).toEqual({ provider: 'vimeo', url: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(view.quiz[1]).toEqual({ question: 'Two?', options: ['a', 'b', 'c'] });
    expect(JSON.stringify(view)).not.toContain('correctIndex');
    expect(view.progress).toMatchObject({ secondsSpent: 0, completedAt: null });
    expect(
      expectProblem(await inject('POST', `/api/training/items/${item.id}/time`, candidate, { seconds: 0 }), 400).errors?.seconds,
    ).toBeDefined();
    expectProblem(await inject('POST', `/api/training/items/${item.id}/time`, candidate, { seconds: 100_000 }), 400);
    await inject('POST', `/api/training/items/${item.id}/time`, candidate, { seconds: 30 });
    const time = await inject('POST', `/api/training/items/${item.id}/time`, candidate, { seconds: 45 });
    expect(time.json()).toEqual({ secondsSpent: 75 });
    expect((await inject('GET', `/api/admin/training/${item.id}`, admin)).json()).toMatchObject({ views: 1, completions: 0 });
  });

  it('quiz: wrong answers do not pass and completion is refused (409); right answers pass; 400 on a wrong count', async () => {
    const item = await create({ title: 'Quiz item', status: 'published', quiz });
    const url = `/api/training/items/${item.id}`;
    expect(expectProblem(await inject('POST', `${url}/quiz`, candidate, { answers: [1] }), 400).errors?.answers).toEqual([
      TRAINING_MESSAGES.answersCount,
    ]);
    expectProblem(await inject('POST', `${url}/quiz`, candidate, { answers: 'b' }), 400);
    const wrong = await inject('POST', `${url}/quiz`, candidate, { answers: [1, 0] });
    expect(wrong.json()).toEqual({ passed: false, correct: 1, total: 2 });
    expect(expectProblem(await inject('POST', `${url}/complete`, candidate, {}), 409).detail).toBe(TRAINING_MESSAGES.quizRequired);
    const right = await inject('POST', `${url}/quiz`, candidate, { answers: [1, 2] });
    expect(right.json()).toEqual({ passed: true, correct: 2, total: 2 });
    // a later wrong attempt does not take the pass away
    await inject('POST', `${url}/quiz`, candidate, { answers: [0, 0] });
    expect((await inject('POST', `${url}/complete`, candidate, {})).json().newlyCompleted).toBe(true);
    const noQuiz = await create({ title: 'No quiz', status: 'published' });
    expectProblem(await inject('POST', `/api/training/items/${noQuiz.id}/quiz`, candidate, { answers: [] }), 409);
  });
});

describe('completion, score and report', () => {
  it('completing raises the training component once (idempotent), writes a history row; report and CSV show it', async () => {
    const { headers, user } = await signedIn(app, database.db, ['Candidate']);
    expect((await inject('POST', '/api/candidate/profile', headers, { headline: 'Warehouse supervisor' })).statusCode).toBe(201);
    const before = (await inject('GET', '/api/candidate/score', headers)).json();
    const training = before.components.find((c: { key: string }) => c.key === 'training');
    expect(training).toMatchObject({ points: 0, status: 'ok' });
    expect(training.explanation).toContain('0 career-advice items completed');

    const mine = (await inject('GET', '/api/training', headers)).json();
    expect(mine.recommended).toHaveLength(3);
    expect(mine.hasProfile).toBe(true);
    expect(mine.weakest[0].topic).toBeDefined();
    const pick = mine.recommended.find((c: { hasQuiz: boolean }) => !c.hasQuiz);
    const done = await inject('POST', `/api/training/items/${pick.id}/complete`, headers, {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ newlyCompleted: true });
    expect(done.json().score).toBe(before.score + 3);
    const again = (await inject('POST', `/api/training/items/${pick.id}/complete`, headers, {})).json();
    expect(again).toMatchObject({ newlyCompleted: false, completedAt: done.json().completedAt });

    const after = (await inject('GET', '/api/candidate/score', headers)).json();
    expect(after.components.find((c: { key: string }) => c.key === 'training').points).toBe(3);
    const history = (await inject('GET', '/api/candidate/score/history', headers)).json().history;
    expect(history.filter((h: { reason: string }) => h.reason === 'training-completed')).toHaveLength(1);

    const mineAfter = (await inject('GET', '/api/training', headers)).json();
    expect(mineAfter.completed.map((c: { id: string }) => c.id)).toEqual([pick.id]);
    expect(mineAfter.completedCount).toBe(1);
    expect(mineAfter.recommended.map((c: { id: string }) => c.id)).not.toContain(pick.id);

    const report = (await inject('GET', '/api/training/report', headers)).json();
    expect(report.completions).toHaveLength(1);
    expect(report.completionsByDay).toEqual([{ date: done.json().completedAt.slice(0, 10), count: 1, total: 1 }]);
    expect(report.minutesByCategory[0]).toMatchObject({ category: pick.category, minutesCompleted: pick.minutes });
    expect(report.scoreHistory.at(-1).components.training).toBe(3);
    const csv = await inject('GET', '/api/training/report/csv', headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Completed on,Title,Category');
    expect(csv.body).toContain(pick.title);
    // archiving the item takes it out of the library, not out of the candidate's report and count
    const [completedItem] = await database.db.select().from(trainingItems).where(eq(trainingItems.id, pick.id));
    await inject('POST', '/api/admin/training/bulk', admin, { action: 'archive', ids: [pick.id] });
    expectProblem(await inject('GET', `/api/training/items/${pick.id}`, headers), 404);
    expect((await inject('GET', '/api/training/report', headers)).json().completions).toHaveLength(1);
    await inject('POST', '/api/admin/training/bulk', admin, { action: 'publish', ids: [pick.id] });
    expect(completedItem.status).toBe('published');
    // the employer's candidate page says how many items the candidate completed
    const detail = await inject('GET', `/api/candidates/${user.id}`, employer);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().trainingCompleted).toBe(1);
    // another candidate's report is their own, empty
    expect((await inject('GET', '/api/training/report', candidate)).json().completions.length).toBeLessThan(2);
    expect(user.id).not.toBe(candidateId);
  });

  it('a candidate without a profile can complete items; the count feeds the score once the profile exists', async () => {
    const { headers } = await signedIn(app, database.db, ['Candidate']);
    const mine = (await inject('GET', '/api/training', headers)).json();
    expect(mine.hasProfile).toBe(false);
    const item = mine.recommended.find((c: { hasQuiz: boolean }) => !c.hasQuiz);
    expect((await inject('POST', `/api/training/items/${item.id}/complete`, headers, {})).json()).toMatchObject({
      newlyCompleted: true,
      score: null,
    });
    await inject('POST', '/api/candidate/profile', headers, { headline: 'Analyst' });
    const score = (await inject('GET', '/api/candidate/score', headers)).json();
    expect(score.components.find((c: { key: string }) => c.key === 'training').points).toBe(3);
  });
});
