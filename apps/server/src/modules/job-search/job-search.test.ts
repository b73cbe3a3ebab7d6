import { required } from '@talentmatch/shared/required';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/index.ts';
import { createTestApp, createTestDatabase, expectProblem } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import { loginAs } from '../../../test/app.ts';
import { seedSearchWorld } from '../../../test/search-fixtures.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedSkill } from '../../seed/profile-factories.ts';
import { searchPublicJobIds, searchPublicJobIdsMany } from './service.ts';

let database: Database;
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof seedSearchWorld>>;
let cand: Record<string, string>;
let noProfile: Record<string, string>;
let employer: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  world = await seedSearchWorld(database.db);
  const { token } = await loginAs(app, world.candidates.best.email, world.candidates.best.password);
  cand = { authorization: `Bearer ${token}` };
  noProfile = (await signedIn(app, database.db, ['Candidate'])).headers;
  employer = (await signedIn(app, database.db, ['Employer'], { companyId: world.company.id })).headers;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('GET /api/job-board/jobs', () => {
  it('401 without a token, 403 for an employer', async () => {
    expectProblem(await get('/api/job-board/jobs'), 401);
    expectProblem(await get('/api/job-board/jobs', employer), 403);
  });
  it('400 with errors for bad filters', async () => {
    const body = expectProblem(await get('/api/job-board/jobs?sort=best&skills=nope&page=0', cand), 400);
    expect(Object.keys(required(body.errors))).toEqual(expect.arrayContaining(['sort', 'skills.0', 'page']));
    expect(expectProblem(await get('/api/job-board/jobs?salaryMin=9&salaryMax=1', cand), 400).errors).toHaveProperty('salaryMax');
  });
  it('lists only open jobs whose closing date has not passed, with totals', async () => {
    const res = await get('/api/job-board/jobs?sort=date', cand);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const titles = body.items.map((j: { title: string }) => j.title);
    expect(body.totalRecords).toBe(3);
    expect(titles).not.toContain('Closed TypeScript role');
    expect(titles).not.toContain('Expired TypeScript role');
    expect(titles).not.toContain('Draft TypeScript role');
  });
  it('finds by full text (company, skills) and by a misspelt title', async () => {
    expect((await get('/api/job-board/jobs?q=typescript', cand)).json().items.map((j: { id: string }) => j.id)).toEqual([world.job.id]);
    expect((await get('/api/job-board/jobs?q=acme', cand)).json().totalRecords).toBe(2);
    expect((await get('/api/job-board/jobs?q=typscript%20developr', cand)).json().items[0].id).toBe(world.job.id);
  });
  it('filters by remote, location, employment type, salary overlap, skills and area', async () => {
    const ids = async (qs: string) =>
      (await get(`/api/job-board/jobs?${qs}`, cand))
        .json()
        .items.map((j: { id: string }) => j.id)
        .sort();
    expect(await ids('remote=true')).toEqual([world.remoteJob.id]);
    expect(await ids('location=porto')).toEqual([world.otherJob.id]);
    expect(await ids('location=porto&remote=true')).toEqual([world.remoteJob.id, world.otherJob.id].sort());
    expect(await ids('employmentType=contract')).toEqual([world.remoteJob.id]);
    expect(await ids('salaryMin=65000&salaryMax=80000')).toEqual([world.job.id]);
    expect(await ids(`skills=${world.skill.go.id}`)).toEqual([world.remoteJob.id]);
    expect(await ids(`experienceAreaId=${world.area.id}`)).toEqual([world.job.id]);
  });
  it('sorts by match with the match on each card, and pages', async () => {
    const body = (await get('/api/job-board/jobs?sort=match&pageSize=2', cand)).json();
    expect(body.items[0].id).toBe(world.job.id);
    expect(body.items[0].match).toBeGreaterThan(body.items[1].match);
    expect(body.items).toHaveLength(2);
    expect(body.totalRecords).toBe(3);
    expect((await get('/api/job-board/jobs?sort=match&pageSize=2&page=2', cand)).json().items).toHaveLength(1);
  });
  it('works without a profile (no match)', async () => {
    const body = (await get('/api/job-board/jobs', noProfile)).json();
    expect(body.totalRecords).toBe(3);
    expect(body.items[0].match).toBeNull();
  });
});

describe('GET /api/job-board/recommended', () => {
  it('401, 403, 400', async () => {
    expectProblem(await get('/api/job-board/recommended'), 401);
    expectProblem(await get('/api/job-board/recommended', employer), 403);
    expect(expectProblem(await get('/api/job-board/recommended?limit=99', cand), 400).errors).toHaveProperty('limit');
  });
  it('ranks open jobs by match', async () => {
    const items = (await get('/api/job-board/recommended?limit=2', cand)).json().items;
    expect(items.map((j: { id: string }) => j.id)[0]).toBe(world.job.id);
    expect(items).toHaveLength(2);
    expect((await get('/api/job-board/recommended', noProfile)).json().items).toEqual([]);
  });
});

describe('GET /api/job-board/jobs/:id', () => {
  it('401, 403, 400', async () => {
    expectProblem(await get(`/api/job-board/jobs/${world.job.id}`), 401);
    expectProblem(await get(`/api/job-board/jobs/${world.job.id}`, employer), 403);
    expect(expectProblem(await get('/api/job-board/jobs/nope', cand), 400).errors).toHaveProperty('id');
  });
  it('returns the job, company, benefits and breakdown', async () => {
    const res = await get(`/api/job-board/jobs/${world.job.id}`, cand);
    expect(res.statusCode).toBe(200);
    const job = res.json();
    expect(job.company.name).toBe('Acme Search Labs');
    expect(job.company.description).toBe('We build search.');
    expect(job.description).toContain('**search**');
    expect(job.breakdown.components).toHaveLength(7);
    expect(job.breakdown.summary).toBe('1 of 1 required');
    expect(job.breakdown.niceToHave).toEqual({ held: [expect.any(String)], total: 1 });
    expect(job.breakdown.total).toBe(job.match);
    expect(Array.isArray(job.benefits)).toBe(true);
  });
  it('never shows a closed, expired or draft job, not even by id', async () => {
    for (const j of [world.closedJob, world.pastJob, world.draftJob]) expectProblem(await get(`/api/job-board/jobs/${j.id}`, cand), 404);
  });
});

describe('an unrelated job on the board', () => {
  it('shows a customer-support job to a software engineer as a low match, under 25 %', async () => {
    const db = database.db;
    const spanish = await seedSkill(db, { name: 'Spanish' });
    const zendesk = await seedSkill(db, { name: 'Zendesk' });
    const support = await seedJob(db, {
      companyId: world.company.id,
      title: 'Customer Support Specialist (Spanish)',
      skills: [{ skillId: spanish.id }, { skillId: zendesk.id }],
    });
    const detail = (await get(`/api/job-board/jobs/${support.id}`, cand)).json();
    expect(detail.breakdown.summary).toBe('0 of 2 required: missing Spanish, Zendesk');
    expect(detail.match).toBeLessThan(25);
    expect(detail.breakdown.label).toBe('low');
    const board = (await get('/api/job-board/jobs?sort=match&pageSize=50', cand)).json();
    const card = board.items.find((j: { id: string }) => j.id === support.id);
    expect(card.match).toBe(detail.match);
    expect(card.breakdown.summary).toBe(detail.breakdown.summary);
    // it ranks below the job the engineer fits
    expect(board.items.map((j: { id: string }) => j.id).indexOf(world.job.id)).toBeLessThan(board.items.indexOf(card));
  });
});

describe('many public searches in one statement', () => {
  it('finds for each search what the public search finds alone (same count, same jobs)', async () => {
    const searches = ['', 'typescript', 'developer', 'typscript developr'].flatMap((q) =>
      ['', 'lisbon', 'Porto'].flatMap((location) =>
        [false, true].flatMap((remote) =>
          [undefined, 'contract' as const, 'full_time' as const].map((employmentType) => ({ q, location, remote, employmentType })),
        ),
      ),
    );
    const many = await searchPublicJobIdsMany(
      database.db,
      searches.map((s) => ({ ...s, openedAfter: new Date(0) })),
      new Date(Date.now() + 60_000),
      100,
    );
    for (const [n, s] of searches.entries()) {
      const alone = await searchPublicJobIds(database.db, { ...s, page: 1, pageSize: 100 });
      expect({ search: s, total: many[n].total, ids: [...many[n].ids].sort() }).toEqual({
        search: s,
        total: alone.total,
        ids: [...alone.ids].sort(),
      });
    }
    expect(many.some((m) => m.total > 0)).toBe(true);
  });
});
