import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careersPath, publicJobPath } from '@talentmatch/shared/public-board';
import type { Database } from '../../platform/db/index.ts';
import { siteConfiguration } from '../../platform/db/schema.ts';
import { createTestApp, createTestDatabase, expectProblem } from '../../../test/app.ts';
import { seedSearchWorld } from '../../../test/search-fixtures.ts';
import { seedCompany } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { refreshJobSearchDocuments } from '../../../test/search-helpers.ts';

let database: Database;
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof seedSearchWorld>>;
let internalJob: { id: string; title: string };
let noSalaryJob: { id: string; title: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  world = await seedSearchWorld(database.db);
  internalJob = await seedJob(database.db, { companyId: world.company.id, title: 'Internal TypeScript role', publicListing: false });
  noSalaryJob = await seedJob(database.db, {
    companyId: world.company.id,
    title: 'Office manager',
    description: 'Keep the office running.',
    city: 'Lisbon',
    country: 'Portugal',
    closingDate: '2999-12-31',
  });
  await refreshJobSearchDocuments(database.db);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** The JSON-LD blocks of a page's head, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

async function jobPosting(job: { id: string; title: string }) {
  const res = await get(publicJobPath(job));
  expect(res.statusCode).toBe(200);
  const [ld] = jsonLdOf(res.body);
  expect(ld).toBeDefined();
  return { res, ld: ld as Record<string, unknown> };
}

function expectRequired(ld: Record<string, unknown>) {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('JobPosting');
  for (const key of ['title', 'description', 'datePosted', 'employmentType', 'hiringOrganization', 'identifier'])
    expect(ld).toHaveProperty(key);
  expect(ld.directApply).toBe(true);
  expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Acme Search Labs' });
  expect(ld.identifier).toMatchObject({ '@type': 'PropertyValue', name: 'Acme Search Labs' });
  expect(Number.isNaN(Date.parse(String(ld.datePosted)))).toBe(false);
}

describe('public job page', () => {
  it('an on-site job with a salary: JSON-LD with its address and salary, canonical, description, Open Graph and Twitter tags', async () => {
    const { res, ld } = await jobPosting(world.job);
    expectRequired(ld);
    expect(ld.title).toBe('Senior TypeScript developer');
    expect(ld.description).toContain('<strong>search</strong>');
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.identifier).toMatchObject({ value: world.job.id });
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressRegion: 'Lisboa', addressCountry: 'Portugal' },
    });
    expect(ld.jobLocationType).toBeUndefined();
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 50000, maxValue: 70000, unitText: 'YEAR' },
    });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${publicJobPath(world.job)}" />`));
    expect(res.body).toMatch(/<meta name="description" content="Acme Search Labs is hiring: Senior TypeScript developer/);
    expect(res.body).toContain('<meta property="og:title" content="Senior TypeScript developer at Acme Search Labs" />');
    expect(res.body).toContain('<meta property="og:url"');
    expect(res.body).toContain('<meta name="twitter:card" content="summary" />');
    // nothing about candidates or the hiring team
    expect(res.body).not.toMatch(/candidate|applications|hiring team/i);
  });

  it('a remote job: TELECOMMUTE with the applicant location, no address', async () => {
    const { ld } = await jobPosting(world.remoteJob);
    expectRequired(ld);
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.applicantLocationRequirements).toMatchObject({ '@type': 'Country' });
    expect(ld.jobLocation).toBeUndefined();
    expect(ld.employmentType).toBe('CONTRACTOR');
  });

  it('a job without a salary: no baseSalary; a closing date gives validThrough', async () => {
    const { ld } = await jobPosting(noSalaryJob);
    expectRequired(ld);
    expect(ld.baseSalary).toBeUndefined();
    expect(ld.validThrough).toBe('2999-12-31T23:59:59Z');
  });

  it('an address with other words (or none) after the id moves to the canonical one', async () => {
    const res = await get(`/jobs/${world.job.id}-old-title`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(publicJobPath(world.job));
  });

  it("a closed, filled or expired job answers 410 with a link to its company's jobs", async () => {
    for (const job of [world.closedJob, world.pastJob]) {
      const res = await get(publicJobPath(job));
      expect(res.statusCode).toBe(410);
      expect(res.body).toContain('This job is no longer open');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLdOf(res.body)).toEqual([]);
    }
    const api = await get(`/api/public/jobs/${world.closedJob.id}`);
    expect(expectProblem(api, 410).detail).toBe('This job is no longer open.');
    expect(api.json().job.company.careersPath).toBe(careersPath(world.company));
  });

  it('an internal job, a draft, an unknown id and a malformed address answer 404', async () => {
    for (const job of [internalJob, world.draftJob]) expect((await get(publicJobPath(job))).statusCode).toBe(404);
    expect((await get('/jobs/00000000-0000-0000-0000-000000000000-nothing')).statusCode).toBe(404);
    expect((await get('/jobs/not-a-job')).statusCode).toBe(404);
    expectProblem(await get(`/api/public/jobs/${internalJob.id}`), 404);
    expectProblem(await get('/api/public/jobs/nope'), 400);
  });
});

describe('public API', () => {
  it('GET api/public/jobs/{id}: the posting and its company, nothing else', async () => {
    const res = await get(`/api/public/jobs/${world.job.id}`);
    expect(res.statusCode).toBe(200);
    const job = res.json();
    expect(job).toMatchObject({ id: world.job.id, title: 'Senior TypeScript developer', path: publicJobPath(world.job) });
    expect(job.company.name).toBe('Acme Search Labs');
    expect(Object.keys(job).sort()).not.toEqual(expect.arrayContaining(['candidateCounts']));
  });

  it("GET api/public/jobs: the public open jobs only, with the board's filters; 400 for a bad filter", async () => {
    const all = (await get('/api/public/jobs')).json();
    const ids = all.items.map((j: { id: string }) => j.id);
    expect(ids).toEqual(expect.arrayContaining([world.job.id, world.remoteJob.id, world.otherJob.id, noSalaryJob.id]));
    expect(ids).not.toContain(internalJob.id);
    expect(ids).not.toContain(world.closedJob.id);
    expect(all.totalRecords).toBe(4);
    expect((await get('/api/public/jobs?remote=true')).json().items.map((j: { id: string }) => j.id)).toEqual([world.remoteJob.id]);
    expect((await get('/api/public/jobs?q=typescript')).json().items.map((j: { id: string }) => j.id)).toEqual([world.job.id]);
    expect((await get('/api/public/jobs?location=porto')).json().totalRecords).toBe(1);
    expect((await get('/api/public/jobs?employmentType=contract')).json().totalRecords).toBe(1);
    const paged = (await get('/api/public/jobs?pageSize=1&page=2')).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1, totalRecords: 4 });
    expect(paged.items).toHaveLength(1);
    expect(expectProblem(await get('/api/public/jobs?employmentType=forever'), 400).errors).toHaveProperty('employmentType');
  });

  it('GET api/public/companies/{slug}/jobs: the profile and its public open jobs; 404 for an unknown company', async () => {
    const slug = careersPath(world.company).split('/')[2];
    const page = (await get(`/api/public/companies/${slug}/jobs`)).json();
    expect(page.company.name).toBe('Acme Search Labs');
    const titles = page.jobs.map((j: { title: string }) => j.title).sort();
    expect(titles).toEqual(['Go backend engineer', 'Office manager', 'Senior TypeScript developer']);
    expectProblem(await get('/api/public/companies/nobody-00000000/jobs'), 404);
    const html = await get(careersPath(world.company));
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<link rel="canonical"');
  });
});

describe('sitemaps, robots.txt and the feed', () => {
  it('the index lists a job and a company sitemap; the job sitemap has the open public jobs with lastmod, not the closed or internal ones', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('/sitemaps/jobs-1.xml');
    expect(index.body).toContain('/sitemaps/companies-1.xml');
    const jobs = await get('/sitemaps/jobs-1.xml');
    expect(jobs.statusCode).toBe(200);
    expect(jobs.headers['content-type']).toContain('application/xml');
    expect(jobs.body).toContain(publicJobPath(world.job));
    expect(jobs.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(jobs.body.match(/<url>/g)).toHaveLength(4);
    for (const hidden of [world.closedJob, world.pastJob, internalJob, world.draftJob]) expect(jobs.body).not.toContain(hidden.id);
    const companies = await get('/sitemaps/companies-1.xml');
    expect(companies.body).toContain(careersPath(world.company));
    expect((await get('/sitemaps/jobs-2.xml')).statusCode).toBe(404);
  });

  it('robots.txt allows the public pages and keeps out the signed-in areas and the API', async () => {
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Allow: /jobs');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /candidate');
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  it('the feed lists the open public jobs, newest first', async () => {
    const feed = await get('/jobs/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body.match(/<item>/g)).toHaveLength(4);
    expect(feed.body).not.toContain(internalJob.id);
  });
});

describe('the board turned off in site configuration', () => {
  it('every public page answers 404 and the search is empty', async () => {
    await database.db.update(siteConfiguration).set({ publicBoard: false });
    try {
      expect((await get(publicJobPath(world.job))).statusCode).toBe(404);
      expectProblem(await get(`/api/public/jobs/${world.job.id}`), 404);
      expect((await get('/api/public/jobs')).json().totalRecords).toBe(0);
      expect((await get('/sitemap.xml')).statusCode).toBe(404);
      expect((await get('/robots.txt')).body).toContain('Disallow: /jobs');
    } finally {
      await database.db.update(siteConfiguration).set({ publicBoard: true }).where(eq(siteConfiguration.id, 1));
    }
  });
});

describe('a deleted job', () => {
  it('answers 410 when it was public (and leaves the sitemap), 404 when it never was', async () => {
    const doomed = await seedJob(database.db, { companyId: world.company.id, title: 'Lamplighter' });
    const doomedInternal = await seedJob(database.db, { companyId: world.company.id, title: 'Quiet lamplighter', publicListing: false });
    expect((await get('/sitemaps/jobs-1.xml')).body).toContain(doomed.id);
    await database.db.execute(sql`delete from jobs where id in (${doomed.id}, ${doomedInternal.id})`);

    const page = await get(publicJobPath(doomed));
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This job is no longer open');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    const api = await get(`/api/public/jobs/${doomed.id}`);
    expect(expectProblem(api, 410).detail).toBe('This job is no longer open.');
    expect(api.json().job).toEqual({
      kind: 'gone',
      title: 'Lamplighter',
      company: { name: 'Acme Search Labs', careersPath: careersPath(world.company) },
    });
    expect((await get('/sitemaps/jobs-1.xml')).body).not.toContain(doomed.id);
    expect((await get(publicJobPath(doomedInternal))).statusCode).toBe(404);
  });

  it("with its company: 410 with the company's name and a link to the search", async () => {
    const { company } = await seedCompany(database.db, { name: 'Vanished Ventures' });
    const job = await seedJob(database.db, { companyId: company.id, title: 'Night watch' });
    await database.db.execute(sql`delete from companies where id = ${company.id}`);
    const api = await get(`/api/public/jobs/${job.id}`);
    expect(api.statusCode).toBe(410);
    expect(api.json().job).toEqual({ kind: 'gone', title: 'Night watch', company: { name: 'Vanished Ventures', careersPath: '/jobs' } });
  });
});
