import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCandidate, seedSkill } from '../../seed/profile-factories.ts';
import { candidateSkills } from '../candidate-profiles/tables.ts';
import { candidateScoreHistory } from '../candidate-score/tables.ts';
import { skills } from './tables.ts';

let database: Database;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedIn>>;
let candidate: Awaited<ReturnType<typeof signedIn>>;

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  admin = await signedIn(app, database.db, ['Administrator']);
  candidate = await signedIn(app, database.db, ['Candidate']);
});

describe('GET /api/skills', () => {
  it('needs a bearer token', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/skills' }), 401);
  });
  it('searches the live catalogue; only administrators see inactive skills', async () => {
    await seedSkill(database.db, { name: 'Quantum Basketry', category: 'Crafts' });
    await seedSkill(database.db, { name: 'Quantum Knitting', category: 'Crafts', isActive: false });
    const mine = await app.inject({ method: 'GET', url: '/api/skills?search=quantum', headers: candidate.headers });
    expect(mine.json().items.map((s: { name: string }) => s.name)).toEqual(['Quantum Basketry']);
    const all = await app.inject({ method: 'GET', url: '/api/skills?search=quantum&status=all', headers: admin.headers });
    expect(all.json()).toMatchObject({ totalRecords: 2 });
  });
  it('answers 400 for a bad query', async () => {
    const problem = expectProblem(await app.inject({ method: 'GET', url: '/api/skills?status=maybe', headers: admin.headers }), 400);
    expect(problem.errors).toEqual({ status: ['status must be active, inactive or all.'] });
  });
});

describe('POST /api/skills', () => {
  const body = { name: 'Elixir', category: 'Programming languages', description: 'Functional language on the BEAM.' };
  it('needs a token and the Administrator role', async () => {
    expectProblem(await app.inject({ method: 'POST', url: '/api/skills', payload: body }), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/skills', payload: body, headers: candidate.headers }), 403);
  });
  it('creates a skill', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/skills', payload: body, headers: admin.headers });
    expect(response.statusCode).toBe(201);
    const [row] = await database.db.select().from(skills).where(eq(skills.id, response.json().id));
    expect(row).toMatchObject({ name: 'Elixir', isActive: true });
  });
  it('answers 400 for a duplicate name (any case), HTML and missing fields, storing nothing', async () => {
    const dup = expectProblem(
      await app.inject({ method: 'POST', url: '/api/skills', payload: { ...body, name: 'ELIXIR' }, headers: admin.headers }),
      400,
    );
    expect(dup.errors).toEqual({ name: ['A skill with this name already exists.'] });
    const bad = expectProblem(
      await app.inject({ method: 'POST', url: '/api/skills', payload: { name: '<b>Go</b>', category: '' }, headers: admin.headers }),
      400,
    );
    expect(bad.errors).toEqual({ name: ['Name must not contain HTML.'], category: ['Category is required.'] });
    expect(await database.db.select().from(skills).where(eq(skills.name, '<b>Go</b>'))).toEqual([]);
  });
});

describe('PUT /api/skills/:id and GET /api/skills/:id', () => {
  it('needs the Administrator role', async () => {
    const skill = await seedSkill(database.db);
    expectProblem(await app.inject({ method: 'GET', url: `/api/skills/${skill.id}` }), 401);
    expectProblem(await app.inject({ method: 'PUT', url: `/api/skills/${skill.id}`, payload: {}, headers: candidate.headers }), 403);
  });
  it('edits and deactivates a skill', async () => {
    const skill = await seedSkill(database.db);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/skills/${skill.id}`,
      headers: admin.headers,
      payload: { name: 'Renamed skill', category: 'Other', description: '', isActive: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed skill', isActive: false });
    expect((await app.inject({ method: 'GET', url: `/api/skills/${skill.id}`, headers: admin.headers })).json().name).toBe('Renamed skill');
  });
  it('answers 400 for bad input and 404 for an unknown skill', async () => {
    const skill = await seedSkill(database.db);
    const problem = expectProblem(
      await app.inject({ method: 'PUT', url: `/api/skills/${skill.id}`, headers: admin.headers, payload: { name: '' } }),
      400,
    );
    expect(problem.errors?.name).toEqual(['Name is required.']);
    expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/skills/00000000-0000-4000-8000-000000000000',
        headers: admin.headers,
        payload: { name: 'X', category: 'Y' },
      }),
      404,
    );
  });
});

describe('POST /api/skills/:id/merge', () => {
  it('needs the Administrator role', async () => {
    const skill = await seedSkill(database.db);
    expectProblem(await app.inject({ method: 'POST', url: `/api/skills/${skill.id}/merge`, payload: {} }), 401);
    expectProblem(await app.inject({ method: 'POST', url: `/api/skills/${skill.id}/merge`, payload: {}, headers: candidate.headers }), 403);
  });
  it('moves candidates to the target, keeps the higher level, and recomputes their scores', async () => {
    const duplicate = await seedSkill(database.db, { name: 'Javascript (dup)' });
    const target = await seedSkill(database.db, { name: 'JavaScript (target)' });
    const { user: a } = await seedCandidate(database.db);
    const { user: b } = await seedCandidate(database.db);
    await database.db.insert(candidateSkills).values([
      { userId: a.id, skillId: duplicate.id, level: 4, years: 5 },
      { userId: b.id, skillId: duplicate.id, level: 5, years: 1 },
      { userId: b.id, skillId: target.id, level: 2, years: 3 },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/skills/${duplicate.id}/merge`,
      headers: admin.headers,
      payload: { targetId: target.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, candidateCount: 2 });
    const rows = await database.db.select().from(candidateSkills).where(eq(candidateSkills.skillId, target.id));
    expect(rows.map((r) => [r.userId, r.level, r.years]).sort()).toEqual(
      [
        [a.id, 4, 5],
        [b.id, 5, 3],
      ].sort(),
    );
    const [source] = await database.db.select().from(skills).where(eq(skills.id, duplicate.id));
    expect(source).toMatchObject({ mergedIntoId: target.id, isActive: false });
    const history = await database.db.select().from(candidateScoreHistory).where(eq(candidateScoreHistory.userId, b.id));
    expect(history.at(-1)?.reason).toBe('skill-merged');
  });
  it('answers 400 for merging into itself or an unknown skill', async () => {
    const skill = await seedSkill(database.db);
    const self = expectProblem(
      await app.inject({ method: 'POST', url: `/api/skills/${skill.id}/merge`, headers: admin.headers, payload: { targetId: skill.id } }),
      400,
    );
    expect(self.errors).toEqual({ targetId: ['A skill cannot be merged into itself.'] });
    const bad = expectProblem(
      await app.inject({ method: 'POST', url: `/api/skills/${skill.id}/merge`, headers: admin.headers, payload: { targetId: 'nope' } }),
      400,
    );
    expect(bad.errors).toEqual({ targetId: ['Choose the skill to merge into.'] });
  });
});
