import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedArea, seedCandidate } from '../../seed/profile-factories.ts';
import { jobExperiences } from '../candidate-profiles/tables.ts';
import { experienceAreas } from './tables.ts';

let database: Database;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedIn>>;
let candidate: Awaited<ReturnType<typeof signedIn>>;

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  admin = await signedIn(app, database.db, ['Administrator']);
  candidate = await signedIn(app, database.db, ['Candidate']);
});

describe('GET /api/experience-areas', () => {
  it('needs a token; candidates see active areas, administrators all', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/experience-areas' }), 401);
    const live = await seedArea(database.db, { name: 'Aquaculture' });
    const old = await seedArea(database.db, { name: 'Telegraphy', isActive: false });
    const mine = (await app.inject({ method: 'GET', url: '/api/experience-areas', headers: candidate.headers })).json();
    expect(mine.map((a: { id: string }) => a.id)).toContain(live.id);
    expect(mine.map((a: { id: string }) => a.id)).not.toContain(old.id);
    const all = (await app.inject({ method: 'GET', url: '/api/experience-areas', headers: admin.headers })).json();
    expect(all.map((a: { id: string }) => a.id)).toContain(old.id);
  });
  it('counts the positions in each area (the usage the candidate-profiles module provides)', async () => {
    const area = await seedArea(database.db, { name: 'Beekeeping' });
    const { user } = await seedCandidate(database.db);
    const position = { userId: user.id, experienceAreaId: area.id, company: 'Hive Co', startDate: '2020-01-01' };
    await database.db.insert(jobExperiences).values([
      { ...position, title: 'Keeper' },
      { ...position, title: 'Head keeper' },
    ]);
    const all = (await app.inject({ method: 'GET', url: '/api/experience-areas', headers: admin.headers })).json();
    const counts = Object.fromEntries(all.map((a: { id: string; jobExperienceCount: number }) => [a.id, a.jobExperienceCount]));
    expect(counts[area.id]).toBe(2);
  });
});

describe('POST /api/experience-areas', () => {
  it('needs the Administrator role', async () => {
    expectProblem(await app.inject({ method: 'POST', url: '/api/experience-areas', payload: { name: 'X' } }), 401);
    expectProblem(
      await app.inject({ method: 'POST', url: '/api/experience-areas', payload: { name: 'X' }, headers: candidate.headers }),
      403,
    );
  });
  it('creates an area', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/experience-areas',
      headers: admin.headers,
      payload: { name: 'Robotics', description: 'Robots.' },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await database.db.select().from(experienceAreas).where(eq(experienceAreas.id, response.json().id));
    expect(row.name).toBe('Robotics');
  });
  it('answers 400 for a taken name and for HTML', async () => {
    await seedArea(database.db, { name: 'Mining' });
    const taken = expectProblem(
      await app.inject({ method: 'POST', url: '/api/experience-areas', headers: admin.headers, payload: { name: 'mining' } }),
      400,
    );
    expect(taken.errors).toEqual({ name: ['An experience area with this name already exists.'] });
    const html = expectProblem(
      await app.inject({ method: 'POST', url: '/api/experience-areas', headers: admin.headers, payload: { name: '<script>x</script>' } }),
      400,
    );
    expect(html.errors).toEqual({ name: ['Name must not contain HTML.'] });
  });
});

describe('GET and PUT /api/experience-areas/:id', () => {
  it('needs the Administrator role', async () => {
    const area = await seedArea(database.db);
    expectProblem(await app.inject({ method: 'GET', url: `/api/experience-areas/${area.id}`, headers: candidate.headers }), 403);
    expectProblem(await app.inject({ method: 'PUT', url: `/api/experience-areas/${area.id}`, payload: { name: 'Y' } }), 401);
  });
  it('updates an area and deactivates it', async () => {
    const area = await seedArea(database.db);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/experience-areas/${area.id}`,
      headers: admin.headers,
      payload: { name: 'Renamed area', isActive: false },
    });
    expect(response.json()).toMatchObject({ name: 'Renamed area', isActive: false });
    expect((await app.inject({ method: 'GET', url: `/api/experience-areas/${area.id}`, headers: admin.headers })).json().isActive).toBe(
      false,
    );
  });
  it('answers 400 for an empty name and 404 for an unknown id', async () => {
    const area = await seedArea(database.db);
    expect(
      expectProblem(
        await app.inject({ method: 'PUT', url: `/api/experience-areas/${area.id}`, headers: admin.headers, payload: { name: ' ' } }),
        400,
      ).errors,
    ).toEqual({
      name: ['Name is required.'],
    });
    expectProblem(
      await app.inject({ method: 'GET', url: '/api/experience-areas/00000000-0000-4000-8000-000000000000', headers: admin.headers }),
      404,
    );
  });
});
