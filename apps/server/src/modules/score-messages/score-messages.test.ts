import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { messageForScore } from './service.ts';
import { scoreMessages } from './tables.ts';

let database: Database;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedIn>>;
let candidate: Awaited<ReturnType<typeof signedIn>>;

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  admin = await signedIn(app, database.db, ['Administrator']);
  candidate = await signedIn(app, database.db, ['Candidate']);
});

const set = [
  { minScore: 0, maxScore: 49, title: 'Keep going', message: 'Add more to your profile.' },
  { minScore: 50, maxScore: 100, title: 'Great', message: 'Employers can see your strengths.', nextSteps: 'Keep it current.' },
];

describe('GET /api/score-messages', () => {
  it('needs the Administrator role', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/score-messages' }), 401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/score-messages', headers: candidate.headers }), 403);
    expect((await app.inject({ method: 'GET', url: '/api/score-messages', headers: admin.headers })).statusCode).toBe(200);
  });
});

describe('PUT /api/score-messages', () => {
  it('needs the Administrator role', async () => {
    expectProblem(await app.inject({ method: 'PUT', url: '/api/score-messages', payload: { messages: set } }), 401);
    expectProblem(
      await app.inject({ method: 'PUT', url: '/api/score-messages', payload: { messages: set }, headers: candidate.headers }),
      403,
    );
  });
  it('replaces the set, and the candidate message follows the range', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/score-messages', payload: { messages: set }, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((m: { title: string }) => m.title)).toEqual(['Keep going', 'Great']);
    expect(await messageForScore(database.db, 50)).toEqual({
      minScore: 50,
      maxScore: 100,
      title: 'Great',
      message: 'Employers can see your strengths.',
      nextSteps: 'Keep it current.',
    });
    expect(await messageForScore(database.db, 49)).toMatchObject({ title: 'Keep going' });
  });
  it('refuses overlaps and gaps with a clear message and keeps the old set', async () => {
    await app.inject({ method: 'PUT', url: '/api/score-messages', payload: { messages: set }, headers: admin.headers });
    const overlap = expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/score-messages',
        headers: admin.headers,
        payload: { messages: [{ ...set[0], maxScore: 60 }, set[1]] },
      }),
      400,
    );
    expect(overlap.errors).toEqual({ messages: ['The ranges 0–60 and 50–100 overlap.'] });
    const gap = expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/score-messages',
        headers: admin.headers,
        payload: { messages: [{ ...set[0], maxScore: 40 }, set[1]] },
      }),
      400,
    );
    expect(gap.errors).toEqual({ messages: ['Scores 41–49 have no message.'] });
    const html = expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/score-messages',
        headers: admin.headers,
        payload: { messages: [{ ...set[0], title: '<b>hi</b>' }, set[1]] },
      }),
      400,
    );
    expect(html.errors).toEqual({ 'messages.0.title': ['Title must not contain HTML.'] });
    expect(await database.db.select().from(scoreMessages)).toHaveLength(2);
  });
});
