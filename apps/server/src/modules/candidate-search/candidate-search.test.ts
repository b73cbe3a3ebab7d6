import { required } from '@talentmatch/shared/required';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/index.ts';
import { createTestApp, createTestDatabase, expectProblem } from '../../../test/app.ts';
import { makePdf, multipartFile, signedIn, TINY_PNG } from '../../../test/profile-helpers.ts';
import { loginAs } from '../../../test/app.ts';
import { seedSearchWorld } from '../../../test/search-fixtures.ts';
import { candidateSearchQuery } from '@talentmatch/shared/matching';
import { jobExperienceBody } from '@talentmatch/shared/candidate-profile-requests';
import { createCandidateProfiles, facetQuery } from '../candidate-profiles/service.ts';
import { scoreInputs } from '../../modules.ts';

const { addJob, deleteJob } = createCandidateProfiles(scoreInputs);
import { candidateProfiles } from '../candidate-profiles/tables.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { searchCandidates } from './service.ts';

let database: Database;
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof seedSearchWorld>>;
let employer: Record<string, string>;
let otherEmployer: Record<string, string>;
let admin: Record<string, string>;
let candidate: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  world = await seedSearchWorld(database.db);
  employer = (await signedIn(app, database.db, ['Employer'], { companyId: world.company.id })).headers;
  otherEmployer = (await signedIn(app, database.db, ['Employer'], { companyId: world.other.company.id })).headers;
  admin = (await signedIn(app, database.db, ['Administrator'])).headers;
  const { token } = await loginAs(app, world.candidates.best.email, world.candidates.best.password);
  candidate = { authorization: `Bearer ${token}` };
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers?: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const ids = (body: { items: Array<{ id: string }> }) => body.items.map((c) => c.id);

describe('GET /api/candidates', () => {
  it('401 anonymous, 403 candidate, 403 employer without a company', async () => {
    expectProblem(await get('/api/candidates'), 401);
    expectProblem(await get('/api/candidates', candidate), 403);
    const loner = (await signedIn(app, database.db, ['Employer'])).headers;
    expectProblem(await get('/api/candidates', loner), 403);
  });
  it('400 with errors', async () => {
    const body = expectProblem(await get('/api/candidates?minScore=500&skillMode=some&jobId=x&sort=name', employer), 400);
    expect(Object.keys(required(body.errors))).toEqual(expect.arrayContaining(['minScore', 'skillMode', 'jobId', 'sort']));
  });
  it('ranks by score without a job and never shows hidden candidates', async () => {
    const body = (await get('/api/candidates', employer)).json();
    expect(ids(body)).toEqual([world.candidates.far.id, world.candidates.best.id, world.candidates.middle.id]);
    expect(body.totalRecords).toBe(3);
    expect(body.items[0].breakdown).toBeNull();
  });
  it('ranks by match against a job of the company, with the breakdown per result', async () => {
    const body = (await get(`/api/candidates?jobId=${world.job.id}`, employer)).json();
    expect(ids(body)[0]).toBe(world.candidates.best.id);
    expect(ids(body)).not.toContain(world.candidates.hidden.id);
    expect(body.job.title).toBe('Senior TypeScript developer');
    const matches = body.items.map((c: { match: number }) => c.match);
    expect([...matches].sort((a, b) => b - a)).toEqual(matches);
    expect(body.items[0].breakdown.total).toBe(body.items[0].match);
    expect(body.items[0].breakdown.components).toHaveLength(7);
    expect(body.items[0].breakdown.summary).toBe('1 of 1 required');
    expect(ids((await get(`/api/candidates?jobId=${world.job.id}&sort=score`, employer)).json())[0]).toBe(world.candidates.far.id);
  });
  it('404 for another company’s job (an administrator may use any)', async () => {
    expectProblem(await get(`/api/candidates?jobId=${world.otherJob.id}`, employer), 404);
    expect((await get(`/api/candidates?jobId=${world.otherJob.id}`, admin)).statusCode).toBe(200);
  });
  it('filters: keyword, skills all/any, area, years, education, location/remote, minimum score; pages', async () => {
    const q = async (qs: string) => ids((await get(`/api/candidates?${qs}`, employer)).json()).sort();
    const { best, middle, far } = world.candidates;
    expect(await q('q=engineer')).toEqual([best.id, far.id].sort());
    expect(await q(`q=backend&experienceAreaId=${world.area.id}`)).toEqual([]);
    expect(await q(`skills=${world.skill.ts.id},${world.skill.pg.id}`)).toEqual([best.id]);
    expect(await q(`skills=${world.skill.ts.id},${world.skill.go.id}&skillMode=any`)).toEqual([best.id, middle.id, far.id].sort());
    expect(await q(`yearsOptionId=${world.years.y3.id}`)).toEqual([best.id]);
    expect(await q(`educationOptionId=${world.edu.e2.id}`)).toEqual([best.id, middle.id].sort());
    expect(await q('location=portugal')).toEqual([best.id, middle.id].sort());
    expect(await q('location=porto&remote=true')).toEqual([middle.id, far.id].sort());
    expect(await q('minScore=65')).toEqual([best.id, far.id].sort());
    const page2 = (await get('/api/candidates?pageSize=2&page=2', employer)).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.totalRecords).toBe(3);
    // past the last page: no one, and still the total
    const past = (await get('/api/candidates?pageSize=2&page=5', employer)).json();
    expect([past.items.length, past.totalRecords]).toEqual([0, 3]);
  });
});

describe('GET /api/candidates: skills and areas through the facet lexemes of the search document', () => {
  const holds = async (userId: string, query: SQL) => {
    const { rows } = await database.db.execute<{ hit: boolean }>(
      sql`select search_document @@ (${query}) as hit from candidate_profiles where user_id = ${userId}`,
    );
    return rows[0].hit;
  };
  it('holds one lexeme per skill held, per area worked in and per place, kept current by every change', async () => {
    const { best, middle } = world.candidates;
    const { ts, pg, go } = world.skill;
    expect(await holds(best.id, facetQuery('skill', [ts.id, pg.id]))).toBe(true);
    expect(await holds(middle.id, facetQuery('skill', [ts.id, pg.id]))).toBe(false);
    expect(await holds(middle.id, facetQuery('skill', [ts.id, go.id], 'any'))).toBe(true);
    expect(await holds(middle.id, facetQuery('area', [world.area.id]))).toBe(false);
    expect(await holds(best.id, facetQuery('place', ['portugal']))).toBe(true);
    expect(await holds(best.id, facetQuery('place', ['porto']))).toBe(false);
    const position = jobExperienceBody.parse({
      title: 'Backend engineer',
      company: 'Globex',
      experienceAreaId: world.area.id,
      startDate: '2020-01-01',
      isCurrent: true,
    });
    const added = await addJob(database.db, middle.id, position, { maxJobExperiences: 10, maxEducationExperiences: 10 });
    expect(await holds(middle.id, facetQuery('area', [world.area.id]))).toBe(true);
    expect(ids((await get(`/api/candidates?experienceAreaId=${world.area.id}`, employer)).json())).toEqual([middle.id]);
    await deleteJob(database.db, middle.id, added.id);
    expect(await holds(middle.id, facetQuery('area', [world.area.id]))).toBe(false);
    expect(ids((await get(`/api/candidates?experienceAreaId=${world.area.id}`, employer)).json())).toEqual([]);
  });
});

describe('GET /api/candidates: the total on a large site', () => {
  const viewer = (): Actor => ({ userId: world.manager.id, roles: ['Employer', 'AccountManager'], companyId: world.company.id });
  // forced "large": the table counts as large at any size, up to 2 matches are counted, the sample is the whole table
  const large = { largeSiteAbove: -1, exactUpTo: 2, sampleRows: Number.MAX_SAFE_INTEGER };
  const search = (query: Record<string, string>, estimate?: typeof large) =>
    searchCandidates(database.db, viewer(), candidateSearchQuery.parse(query), { estimate, useShortlist: false });

  it('is estimated above the exact limit ("about"), counted below it; the page and the ranking stay the same', async () => {
    const { best, middle, far } = world.candidates;
    const many = await search({}, large);
    expect([many.totalRecords, many.totalIsEstimate]).toEqual([3, true]);
    expect(ids(many)).toEqual([far.id, best.id, middle.id]);
    const ranked = await search({ jobId: world.job.id, sort: 'match' }, large);
    expect(ranked.totalIsEstimate).toBe(true);
    expect(ids(ranked)).toEqual(ids(await search({ jobId: world.job.id, sort: 'match' })));
    const few = await search({ q: 'engineer' }, large);
    expect([few.totalRecords, few.totalIsEstimate]).toEqual([2, undefined]);
  });
  it('is exact on a small site, through the API', async () => {
    const body = (await get('/api/candidates', employer)).json();
    expect([body.totalRecords, body.totalIsEstimate]).toEqual([3, undefined]);
  });
});

describe('GET /api/candidates/ranking-jobs', () => {
  it('401, 403, own company jobs only', async () => {
    expectProblem(await get('/api/candidates/ranking-jobs'), 401);
    expectProblem(await get('/api/candidates/ranking-jobs', candidate), 403);
    const jobs = (await get('/api/candidates/ranking-jobs', employer)).json();
    expect(jobs.map((j: { id: string }) => j.id)).toContain(world.job.id);
    expect(jobs.map((j: { id: string }) => j.id)).not.toContain(world.otherJob.id);
  });
});

describe('GET /api/candidates/:id and the resume link', () => {
  it('401, 403, 400', async () => {
    expectProblem(await get(`/api/candidates/${world.candidates.best.id}`), 401);
    expectProblem(await get(`/api/candidates/${world.candidates.best.id}`, candidate), 403);
    expect(expectProblem(await get('/api/candidates/nope', employer), 400).errors).toHaveProperty('id');
  });
  it('shows the profile, with a job the breakdown', async () => {
    const res = await get(`/api/candidates/${world.candidates.best.id}?jobId=${world.job.id}`, employer);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.firstName).toBe('Ana');
    expect(c.education).toHaveLength(1);
    expect(c.breakdown.total).toBe(c.match);
    expect(c.resume).toBeNull();
    expect((await get(`/api/candidates/${world.candidates.best.id}`, employer)).json().breakdown).toBeNull();
  });
  it('404 for a hidden candidate (administrators see everyone)', async () => {
    expectProblem(await get(`/api/candidates/${world.candidates.hidden.id}`, employer), 404);
    expect((await get(`/api/candidates/${world.candidates.hidden.id}`, admin)).statusCode).toBe(200);
  });
  it('serves a pdf resume inline through a signed link, framable by the same origin only', async () => {
    const { token } = await loginAs(app, world.candidates.middle.email, world.candidates.middle.password);
    const upload = multipartFile('resume', 'cv.pdf', await makePdf(['Bruno Test', 'TypeScript']), 'application/pdf');
    const up = await app.inject({
      method: 'POST',
      url: '/api/candidate/profile/resume',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${token}` },
    });
    expect(up.statusCode).toBe(201);
    const detail = (await get(`/api/candidates/${world.candidates.middle.id}`, employer)).json();
    expect(detail.resume).toMatchObject({ fileName: 'cv.pdf', contentType: 'application/pdf', inline: true });
    const file = await get(detail.resume.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // a tampered link, or the link for another candidate, is refused
    expectProblem(await get(`${detail.resume.url}x`), 404);
    expectProblem(await get(detail.resume.url.replace(world.candidates.middle.id, world.candidates.best.id)), 404);
    expectProblem(await get(`/api/candidates/${world.candidates.middle.id}/resume`), 400);
    // hidden since the link was made: refused
    await database.db
      .update(candidateProfiles)
      .set({ visibility: 'hidden' })
      .where(eq(candidateProfiles.userId, world.candidates.middle.id));
    expectProblem(await get(detail.resume.url), 404);
    await database.db
      .update(candidateProfiles)
      .set({ visibility: 'visible' })
      .where(eq(candidateProfiles.userId, world.candidates.middle.id));
    void otherEmployer;
  });
});

// Last: it changes the best candidate's skills.
describe("GET /api/candidates ranked from the job's shortlist", () => {
  const ranking = async () => {
    const res = await get(`/api/candidates?jobId=${world.remoteJob.id}&sort=match`, employer);
    expect(res.statusCode).toBe(200);
    return { ids: ids(res.json()), from: res.headers['server-timing'] };
  };
  const atQueryTime = async () => {
    const viewer: Actor = { userId: world.manager.id, roles: ['Employer', 'AccountManager'], companyId: world.company.id };
    return ids(
      await searchCandidates(database.db, viewer, candidateSearchQuery.parse({ jobId: world.remoteJob.id, sort: 'match' }), {
        useShortlist: false,
      }),
    );
  };

  it('ranks at query time first, then from the shortlist computed in the background; a profile change shows at once', async () => {
    // as if the job had never been ranked
    await app.shortlists.idle();
    await database.db.execute(sql`delete from job_match_states where job_id = ${world.remoteJob.id}`);
    const first = await ranking();
    expect(first.from).toBe('ranking;desc="query"');
    await app.shortlists.idle();
    const second = await ranking();
    expect(second).toEqual({ ids: first.ids, from: 'ranking;desc="shortlist"' });
    const { best, middle, far } = world.candidates;
    expect(second.ids).toEqual([far.id, best.id, middle.id]);
    // the second one now prefers on-site work (through the API): the next ranking, still from the shortlist, follows
    const profile = (await get('/api/candidate/profile', candidate)).json();
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/candidate/profile',
      headers: candidate,
      payload: {
        headline: profile.headline,
        city: profile.city,
        region: profile.region,
        country: profile.country,
        remotePreference: 'onsite',
        yearsOptionId: profile.yearsOption?.id ?? null,
        educationOptionId: profile.educationOption?.id ?? null,
      },
    });
    expect(moved.statusCode).toBe(200);
    const third = await ranking();
    expect(third).toEqual({ ids: [far.id, middle.id, best.id], from: 'ranking;desc="shortlist"' });
    expect(third.ids).toEqual(await atQueryTime());
  });
});

describe('GET /api/avatars/:id: the photo employers see', () => {
  it('serves the photo through the signed link of the detail, to that viewer only while the candidate is visible', async () => {
    const none = (await get(`/api/candidates/${world.candidates.best.id}`, employer)).json();
    expect(none.photoToken).toBeNull();
    const upload = multipartFile('photo', 'me.png', TINY_PNG, 'image/png');
    const up = await app.inject({
      method: 'POST',
      url: '/api/candidate/profile/photo',
      payload: upload.payload,
      headers: { ...upload.headers, ...candidate },
    });
    expect(up.statusCode).toBe(200);
    const config = (await get('/api/config/client-app')).json();
    expect(config.avatarBaseUrl).toBe('/api/avatars/');
    const detail = (await get(`/api/candidates/${world.candidates.best.id}`, employer)).json();
    expect(detail.hasPhoto).toBe(true);
    const url = `${config.avatarBaseUrl}${world.candidates.best.id}?token=${encodeURIComponent(detail.photoToken)}`;
    const photo = await get(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(TINY_PNG)).toBe(true);
    // no token: 400; a resume link is no photo link; a token for another candidate is refused
    expectProblem(await get(`/api/avatars/${world.candidates.best.id}`), 400);
    const resumeLinkToken = new URL(
      `http://x${(await get(`/api/candidates/${world.candidates.middle.id}`, employer)).json().resume.url}`,
    ).searchParams.get('token');
    expectProblem(await get(`/api/avatars/${world.candidates.middle.id}?token=${encodeURIComponent(required(resumeLinkToken))}`), 404);
    expectProblem(await get(`/api/avatars/${world.candidates.middle.id}?token=${encodeURIComponent(detail.photoToken)}`), 404);
    // hidden since the link was made: refused
    await database.db.update(candidateProfiles).set({ visibility: 'hidden' }).where(eq(candidateProfiles.userId, world.candidates.best.id));
    expectProblem(await get(url), 404);
    await database.db
      .update(candidateProfiles)
      .set({ visibility: 'visible' })
      .where(eq(candidateProfiles.userId, world.candidates.best.id));
  });
});
