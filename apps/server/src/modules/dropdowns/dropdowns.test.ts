import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedOption } from '../../seed/profile-factories.ts';
import { dropdownOptions } from './tables.ts';

let database: Database;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedIn>>;
let candidate: Awaited<ReturnType<typeof signedIn>>;

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  admin = await signedIn(app, database.db, ['Administrator']);
  candidate = await signedIn(app, database.db, ['Candidate']);
});

describe('GET api/dropdown/dropdowns and api/dropdown/all', () => {
  it('need the Administrator role', async () => {
    for (const url of ['/api/dropdown/dropdowns', '/api/dropdown/all']) {
      expectProblem(await app.inject({ method: 'GET', url }), 401);
      expectProblem(await app.inject({ method: 'GET', url, headers: candidate.headers }), 403);
    }
  });
  it('list every kind with counts, and all options including inactive ones', async () => {
    await seedOption(database.db, 'degree', { label: 'BSc' });
    await seedOption(database.db, 'degree', { label: 'Old degree', isActive: false });
    await seedOption(database.db, 'general', { list: 'Shift', label: 'Night' });
    const lists = (await app.inject({ method: 'GET', url: '/api/dropdown/dropdowns', headers: admin.headers })).json();
    expect(lists).toEqual(
      expect.arrayContaining([
        { kind: 'general', list: 'Shift', optionCount: 1, activeCount: 1 },
        { kind: 'degree', list: 'Degree', optionCount: 2, activeCount: 1 },
        { kind: 'years', list: 'Years of experience', optionCount: 0, activeCount: 0 },
      ]),
    );
    const all = (await app.inject({ method: 'GET', url: '/api/dropdown/all', headers: admin.headers })).json();
    const degree = all.find((d: { kind: string }) => d.kind === 'degree');
    expect(degree.options.map((o: { label: string }) => o.label)).toEqual(['BSc', 'Old degree']);
  });
});

describe('GET api/options/degree|years|education', () => {
  it('need a token and offer active options only, in order', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/options/years' }), 401);
    await seedOption(database.db, 'years', { label: '10+', sortOrder: 2 });
    await seedOption(database.db, 'years', { label: '0-1', sortOrder: 1 });
    await seedOption(database.db, 'years', { label: 'Retired option', isActive: false });
    const years = (await app.inject({ method: 'GET', url: '/api/options/years', headers: candidate.headers })).json();
    expect(years.map((o: { label: string }) => o.label)).toEqual(['0-1', '10+']);
    expect((await app.inject({ method: 'GET', url: '/api/options/education', headers: candidate.headers })).statusCode).toBe(200);
  });
});

describe('POST api/dropdown/', () => {
  it('needs the Administrator role', async () => {
    expectProblem(await app.inject({ method: 'POST', url: '/api/dropdown/', payload: {} }), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/dropdown/', payload: {}, headers: candidate.headers }), 403);
  });
  it('creates an option of any kind, at the end of its list', async () => {
    await seedOption(database.db, 'general', { list: 'Benefit tier', label: 'Gold', sortOrder: 4 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/dropdown/',
      headers: admin.headers,
      payload: { kind: 'general', list: 'Benefit tier', label: 'Platinum' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'general', list: 'Benefit tier', label: 'Platinum', sortOrder: 5, isActive: true });
    const [row] = await database.db.select().from(dropdownOptions).where(eq(dropdownOptions.id, response.json().id));
    expect(row.label).toBe('Platinum');
  });
  it('answers 400 for an unknown kind, a general option without a list, and a duplicate label', async () => {
    const kind = expectProblem(
      await app.inject({ method: 'POST', url: '/api/dropdown/', headers: admin.headers, payload: { kind: 'colour', label: 'Red' } }),
      400,
    );
    expect(kind.errors).toEqual({ kind: ['Choose general, degree, years or education.'] });
    const list = expectProblem(
      await app.inject({ method: 'POST', url: '/api/dropdown/', headers: admin.headers, payload: { kind: 'general', label: 'Red' } }),
      400,
    );
    expect(list.errors).toEqual({ list: ['A general option needs the name of its list.'] });
    await seedOption(database.db, 'education', { label: 'Bootcamp' });
    const dup = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/dropdown/',
        headers: admin.headers,
        payload: { kind: 'education', label: 'bootcamp' },
      }),
      400,
    );
    expect(dup.errors).toEqual({ label: ['This list already has an option with this label.'] });
  });
});

describe('PUT api/dropdown/option', () => {
  it('needs the Administrator role', async () => {
    expectProblem(await app.inject({ method: 'PUT', url: '/api/dropdown/option', payload: {} }), 401);
    expectProblem(await app.inject({ method: 'PUT', url: '/api/dropdown/option', payload: {}, headers: candidate.headers }), 403);
  });
  it('edits, reorders and deactivates an option', async () => {
    const option = await seedOption(database.db, 'degree');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/dropdown/option',
      headers: admin.headers,
      payload: { id: option.id, label: 'Renamed', value: null, sortOrder: 9, isActive: false },
    });
    expect(response.json()).toMatchObject({ label: 'Renamed', sortOrder: 9, isActive: false });
    const [row] = await database.db.select().from(dropdownOptions).where(eq(dropdownOptions.id, option.id));
    expect(row).toMatchObject({ label: 'Renamed', isActive: false });
  });
  it('answers 400 for missing fields and 404 for an unknown option', async () => {
    const problem = expectProblem(
      await app.inject({ method: 'PUT', url: '/api/dropdown/option', headers: admin.headers, payload: { id: 'x', label: '' } }),
      400,
    );
    expect(problem.errors).toMatchObject({ id: ['Not a valid option id.'], label: ['Label is required.'] });
    expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/dropdown/option',
        headers: admin.headers,
        payload: { id: '00000000-0000-4000-8000-000000000000', label: 'X', sortOrder: 1, isActive: true },
      }),
      404,
    );
  });
});

describe('POST and PUT api/dropdown/degree|years|education/', () => {
  it('need the Administrator role', async () => {
    for (const kind of ['degree', 'years', 'education']) {
      expectProblem(await app.inject({ method: 'POST', url: `/api/dropdown/${kind}/`, payload: { label: 'X' } }), 401);
      expectProblem(await app.inject({ method: 'PUT', url: `/api/dropdown/${kind}/`, payload: {}, headers: candidate.headers }), 403);
    }
  });
  it('create and update options of their kind only', async () => {
    for (const kind of ['degree', 'years', 'education'] as const) {
      const created = await app.inject({
        method: 'POST',
        url: `/api/dropdown/${kind}/`,
        headers: admin.headers,
        payload: { label: `New ${kind}`, value: 3 },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ kind, label: `New ${kind}`, value: 3 });
      const id = created.json().id;
      const updated = await app.inject({
        method: 'PUT',
        url: `/api/dropdown/${kind}/`,
        headers: admin.headers,
        payload: { id, label: `Edited ${kind}`, value: 4, sortOrder: 0, isActive: true },
      });
      expect(updated.json()).toMatchObject({ label: `Edited ${kind}`, value: 4 });
    }
    const degree = await seedOption(database.db, 'degree');
    // an option of another kind is not found through the years call
    expectProblem(
      await app.inject({
        method: 'PUT',
        url: '/api/dropdown/years/',
        headers: admin.headers,
        payload: { id: degree.id, label: 'X', sortOrder: 0, isActive: true },
      }),
      404,
    );
  });
  it('answer 400 for HTML in a label and a negative value', async () => {
    const problem = expectProblem(
      await app.inject({
        method: 'POST',
        url: '/api/dropdown/years/',
        headers: admin.headers,
        payload: { label: '<img src=x>', value: -1 },
      }),
      400,
    );
    expect(problem.errors).toEqual({ label: ['Label must not contain HTML.'], value: ['Value cannot be negative.'] });
  });
});
