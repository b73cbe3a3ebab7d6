import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, todayUtc } from '@talentmatch/shared/jobs';
import { expectProblem, useTestApp } from '../../../test/app.ts';
import { signedIn } from '../../../test/profile-helpers.ts';
import type { Database } from '../../platform/db/index.ts';
import { companies } from '../companies/tables.ts';
import { seedCompany } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedArea, seedOption, seedSkill } from '../../seed/profile-factories.ts';
import { benefits } from '../benefits/tables.ts';
import { closeDueJobs, type JobStatusChange, refreshCompanyJobSearchDocuments } from './service.ts';
import { jobBenefits, jobs, jobSkills } from './tables.ts';

let database: Database;
let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof signedIn>>;
let employer: Awaited<ReturnType<typeof signedIn>>;
let otherEmployer: Awaited<ReturnType<typeof signedIn>>;
let candidate: Awaited<ReturnType<typeof signedIn>>;
let companyId: string;
let otherCompanyId: string;
let skillA: { id: string; name: string };
let skillB: { id: string; name: string };
let yearsId: string;
let educationId: string;
let areaId: string;
let benefitId: string;

const daysFromToday = (days: number) => todayUtc(new Date(Date.now() + days * 86_400_000));

useTestApp((t) => ({ database, app } = t));
beforeAll(async () => {
  admin = await signedIn(app, database.db, ['Administrator']);
  const a = await seedCompany(database.db, { name: 'Quillfeather Labs' });
  const b = await seedCompany(database.db, { name: 'Other Co' });
  companyId = a.company.id;
  otherCompanyId = b.company.id;
  // a paid plan with room, so the plan limit is tested on its own company below
  await database.db.execute(
    sql`update subscriptions set status = 'active', plan_code = 'large-yearly' where company_id in (${companyId}, ${otherCompanyId})`,
  );
  employer = await signedIn(app, database.db, ['Employer'], { companyId });
  otherEmployer = await signedIn(app, database.db, ['Employer'], { companyId: otherCompanyId });
  candidate = await signedIn(app, database.db, ['Candidate']);
  skillA = await seedSkill(database.db, { name: 'Zephyrscript' });
  skillB = await seedSkill(database.db, { name: 'Quasarbase' });
  yearsId = (await seedOption(database.db, 'years', { value: 3 })).id;
  educationId = (await seedOption(database.db, 'education', { value: 3 })).id;
  areaId = (await seedArea(database.db)).id;
  const [benefit] = await database.db.insert(benefits).values({ name: 'Test dental', icon: 'heart' }).returning();
  benefitId = benefit.id;
});

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Platform Engineer',
  description: '## About the role\n\nRun our **Kubernetes** clusters.\n\n- on call one week in six',
  city: 'Denver',
  region: 'CO',
  country: 'United States',
  workplace: 'hybrid',
  employmentType: 'full_time',
  salaryMin: 120000,
  salaryMax: 150000,
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  skills: [
    { skillId: skillA.id, importance: 'required' },
    { skillId: skillB.id, importance: 'nice_to_have' },
  ],
  yearsOptionId: yearsId,
  educationOptionId: educationId,
  experienceAreaId: areaId,
  benefitIds: [benefitId],
  positions: 2,
  closingDate: daysFromToday(30),
  ...overrides,
});

const jobCount = async () => (await database.db.select({ n: count() }).from(jobs))[0].n;
const docMatches = async (jobId: string, query: string) =>
  (
    await database.db.execute<{ hit: boolean }>(
      sql`select search_document @@ plainto_tsquery('english', ${query}) as hit from jobs where id = ${jobId}`,
    )
  ).rows[0]?.hit;

async function create(headers = employer.headers, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/jobs', headers, payload: body(overrides) });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as { id: string; status: string; companyId: string };
}

describe('POST /api/jobs', () => {
  it('needs a session (401) and the Employer role (403 for candidates and administrators)', async () => {
    expectProblem(await app.inject({ method: 'POST', url: '/api/jobs', payload: body() }), 401);
    expectProblem(await app.inject({ method: 'POST', url: '/api/jobs', headers: candidate.headers, payload: body() }), 403);
    expectProblem(await app.inject({ method: 'POST', url: '/api/jobs', headers: admin.headers, payload: body() }), 403);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await jobCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ salaryMin: 90000, salaryMax: 80000 }, 'salaryMax', JOB_MESSAGES.salaryRange],
      [{ closingDate: daysFromToday(-1) }, 'closingDate', JOB_MESSAGES.closingDatePast],
      [{ description: 'Hello <script>alert(1)</script>' }, 'description', JOB_MESSAGES.htmlInDescription],
      [{ description: 'Click <a href="x">here</a>' }, 'description', JOB_MESSAGES.htmlInDescription],
      [{ title: '<b>Engineer</b>' }, 'title', 'Title must not contain HTML.'],
      [{ title: '' }, 'title', 'Title is required.'],
      [{ skills: [{ skillId: '00000000-0000-4000-8000-000000000000', importance: 'required' }] }, 'skills', JOB_MESSAGES.skillUnknown],
      [{ benefitIds: ['00000000-0000-4000-8000-000000000000'] }, 'benefitIds', 'This benefit is not in the catalogue.'],
      [{ yearsOptionId: educationId }, 'yearsOptionId', 'Choose an option from the list.'],
      [{ experienceAreaId: '00000000-0000-4000-8000-000000000000' }, 'experienceAreaId', 'Choose an experience area from the list.'],
      [{ positions: 0 }, 'positions', 'At least one position.'],
    ];
    for (const [overrides, field, message] of cases) {
      const problem = expectProblem(
        await app.inject({ method: 'POST', url: '/api/jobs', headers: employer.headers, payload: body(overrides) }),
        400,
      );
      expect(problem.errors?.[field], `${field} for ${JSON.stringify(overrides)}`).toBeDefined();
      if (field !== 'benefitIds') expect(problem.errors?.[field]).toContain(message);
    }
    expect(await jobCount()).toBe(before);
  });

  it('creates a draft with its skills, benefits and search document', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/jobs', headers: employer.headers, payload: body() });
    expect(response.statusCode).toBe(201);
    const job = response.json();
    expect(job).toMatchObject({
      title: 'Platform Engineer',
      status: 'draft',
      companyName: 'Quillfeather Labs',
      positions: 2,
      allowedTransitions: ['open'],
    });
    expect(job.skills.map((s: { name: string; importance: string }) => [s.name, s.importance])).toEqual([
      ['Zephyrscript', 'required'],
      ['Quasarbase', 'nice_to_have'],
    ]);
    expect(job.benefits.map((b: { id: string }) => b.id)).toEqual([benefitId]);
    expect(job.yearsOption.id).toBe(yearsId);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'draft', openedAt: null, companyId });
    expect(await database.db.select().from(jobSkills).where(eq(jobSkills.jobId, job.id))).toHaveLength(2);
    expect(await database.db.select().from(jobBenefits).where(eq(jobBenefits.jobId, job.id))).toHaveLength(1);
    for (const word of ['platform', 'zephyrscript', 'quillfeather', 'kubernetes']) expect(await docMatches(job.id, word), word).toBe(true);
    const weights = await database.db.execute<{ doc: string }>(sql`select search_document::text as doc from jobs where id = ${job.id}`);
    expect(weights.rows[0].doc).toMatch(/'platform':\d+A/);
    expect(weights.rows[0].doc).toMatch(/'zephyrscript':\d+B/);
    expect(weights.rows[0].doc).toMatch(/'quillfeath\w*':\d+C/);
    // D is the default weight, which PostgreSQL does not print
    expect(weights.rows[0].doc).toMatch(/'kubernet\w*':\d+(\s|$)/);
  });

  it('publishes at once with publish: true', async () => {
    const job = await create(employer.headers, { publish: true });
    expect(job.status).toBe('open');
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.openedAt).toBeInstanceOf(Date);
  });
});

describe('plan limit on open jobs', () => {
  it('refuses a fourth open job on a trial (publish, create-and-publish and resume) and lets drafts through', async () => {
    const { company } = await seedCompany(database.db, { name: 'Trial Co' });
    const trial = await signedIn(app, database.db, ['Employer'], { companyId: company.id });
    const opened = [];
    for (let i = 0; i < 3; i++) opened.push(await create(trial.headers, { publish: true, title: `Trial job ${i}` }));
    const refused = expectProblem(
      await app.inject({ method: 'POST', url: '/api/jobs', headers: trial.headers, payload: { ...body(), publish: true } }),
      409,
    );
    expect(refused.detail).toBe(
      'Your trial allows 3 open jobs. Upgrade your plan to add more (Subscription → Manage billing, or Choose Plan).',
    );
    const draft = await create(trial.headers);
    expectProblem(
      await app.inject({ method: 'POST', url: `/api/jobs/${draft.id}/status`, headers: trial.headers, payload: { status: 'open' } }),
      409,
    );
    expect((await database.db.select().from(jobs).where(eq(jobs.id, draft.id)))[0].status).toBe('draft');
    // pausing frees a slot; publishing the draft takes it; resuming the paused one is then refused
    await app.inject({ method: 'POST', url: `/api/jobs/${opened[0].id}/status`, headers: trial.headers, payload: { status: 'paused' } });
    expect(
      (await app.inject({ method: 'POST', url: `/api/jobs/${draft.id}/status`, headers: trial.headers, payload: { status: 'open' } }))
        .statusCode,
    ).toBe(200);
    expectProblem(
      await app.inject({ method: 'POST', url: `/api/jobs/${opened[0].id}/status`, headers: trial.headers, payload: { status: 'open' } }),
      409,
    );
    // a job past its closing date no longer counts
    await database.db
      .update(jobs)
      .set({ closingDate: daysFromToday(-2) })
      .where(eq(jobs.id, opened[1].id));
    expect(
      (await app.inject({ method: 'POST', url: `/api/jobs/${opened[0].id}/status`, headers: trial.headers, payload: { status: 'open' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /api/jobs', () => {
  it('needs an employer (401, 403 for candidates and administrators)', async () => {
    expectProblem(await app.inject({ method: 'GET', url: '/api/jobs' }), 401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/jobs', headers: candidate.headers }), 403);
    expectProblem(await app.inject({ method: 'GET', url: '/api/jobs', headers: admin.headers }), 403);
  });

  it("lists only the company's jobs with counts per status, a status filter and paging", async () => {
    const mine = await create(employer.headers, { title: 'Listed analyst', publish: true });
    const theirs = await create(otherEmployer.headers, { title: 'Secret other job', publish: true });
    const all = (await app.inject({ method: 'GET', url: '/api/jobs?pageSize=100', headers: employer.headers })).json();
    expect(all.items.map((j: { id: string }) => j.id)).toContain(mine.id);
    expect(all.items.map((j: { id: string }) => j.id)).not.toContain(theirs.id);
    expect(all.items.every((j: { companyId: string }) => j.companyId === companyId)).toBe(true);
    expect(all.counts.all).toBe(all.totalRecords);
    expect(all.counts.open + all.counts.draft + all.counts.paused + all.counts.closed + all.counts.filled).toBe(all.counts.all);
    // a job nobody applied to yet: every hiring status at zero (counts with applications: applications tests)
    expect(all.items.find((j: { id: string }) => j.id === mine.id).candidateCounts).toEqual({
      all: 0,
      Invited: 0,
      Applied: 0,
      InvitationAccepted: 0,
      InvitationRejected: 0,
      ApplicationAccepted: 0,
      ApplicationRejected: 0,
      Withdrawn: 0,
      Hired: 0,
    });
    const open = (await app.inject({ method: 'GET', url: '/api/jobs?status=open', headers: employer.headers })).json();
    expect(open.items.every((j: { status: string }) => j.status === 'open')).toBe(true);
    expect(open.totalRecords).toBe(all.counts.open);
    const paged = (await app.inject({ method: 'GET', url: '/api/jobs?page=2&pageSize=1', headers: employer.headers })).json();
    expect(paged.items).toHaveLength(1);
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    const bad = expectProblem(await app.inject({ method: 'GET', url: '/api/jobs?status=nope&page=0', headers: employer.headers }), 400);
    expect(Object.keys(bad.errors ?? {})).toEqual(expect.arrayContaining(['status', 'page']));
  });

  it('answers 404 to an employer without a company', async () => {
    const loner = await signedIn(app, database.db, ['Employer']);
    expectProblem(await app.inject({ method: 'GET', url: '/api/jobs', headers: loner.headers }), 404);
  });
});

describe('GET /api/jobs/:id', () => {
  it('lets the company and administrators read; 404 for another company; 403 for candidates', async () => {
    const job = await create();
    expectProblem(await app.inject({ method: 'GET', url: `/api/jobs/${job.id}` }), 401);
    expectProblem(await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: candidate.headers }), 403);
    const hidden = expectProblem(await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: otherEmployer.headers }), 404);
    expect(hidden.detail).toBe(JOB_MESSAGES.notFound);
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: employer.headers })).json().id).toBe(job.id);
    expect((await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/admin/jobs/${job.id}`, headers: admin.headers })).statusCode).toBe(200);
    expect(
      expectProblem(await app.inject({ method: 'GET', url: '/api/jobs/not-a-uuid', headers: employer.headers }), 400).errors,
    ).toHaveProperty('id');
  });
});

describe('PUT /api/jobs/:id', () => {
  it('updates the fields, the lists and the search document', async () => {
    const job = await create();
    expectProblem(await app.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, payload: body() }), 401);
    expectProblem(await app.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: candidate.headers, payload: body() }), 403);
    expectProblem(
      await app.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: otherEmployer.headers, payload: body({ title: 'Hijacked' }) }),
      404,
    );
    const bad = expectProblem(
      await app.inject({
        method: 'PUT',
        url: `/api/jobs/${job.id}`,
        headers: employer.headers,
        payload: body({ salaryMin: 5, salaryMax: 1 }),
      }),
      400,
    );
    expect(bad.errors?.salaryMax).toEqual([JOB_MESSAGES.salaryRange]);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: employer.headers,
      payload: body({ title: 'Reliability Engineer', skills: [{ skillId: skillB.id, importance: 'required' }], benefitIds: [] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Reliability Engineer',
      skills: [{ skillId: skillB.id, importance: 'required' }],
      benefits: [],
    });
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.title).toBe('Reliability Engineer');
    expect(await docMatches(job.id, 'reliability')).toBe(true);
    expect(await docMatches(job.id, 'zephyrscript')).toBe(false);
  });

  it('refuses to edit a closed or filled job (409)', async () => {
    const job = await create(employer.headers, { publish: true });
    await app.inject({ method: 'POST', url: `/api/jobs/${job.id}/status`, headers: employer.headers, payload: { status: 'filled' } });
    const problem = expectProblem(
      await app.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: employer.headers, payload: body() }),
      409,
    );
    expect(problem.detail).toBe(JOB_MESSAGES.notEditable);
  });
});

describe('POST /api/jobs/:id/status', () => {
  it('walks the lifecycle and refuses moves outside the table with 409', async () => {
    const job = await create();
    const move = (status: string, headers = employer.headers) =>
      app.inject({ method: 'POST', url: `/api/jobs/${job.id}/status`, headers, payload: { status } });
    expectProblem(await app.inject({ method: 'POST', url: `/api/jobs/${job.id}/status`, payload: { status: 'open' } }), 401);
    expectProblem(await move('open', candidate.headers), 403);
    expectProblem(await move('open', otherEmployer.headers), 404);
    expect(expectProblem(await move('reopened'), 400).errors).toHaveProperty('status');
    expect(expectProblem(await move('paused'), 409).detail).toBe('A draft can only be published; publish it first.');
    expect((await move('open')).json()).toMatchObject({ status: 'open', allowedTransitions: ['paused', 'closed', 'filled'] });
    expect((await move('paused')).json().status).toBe('paused');
    expect((await move('open')).json().status).toBe('open');
    const closed = await move('closed');
    expect(closed.json()).toMatchObject({ status: 'closed', allowedTransitions: [] });
    expect(expectProblem(await move('open'), 409).detail).toBe('This job is closed; it cannot change any more. Copy it to post it again.');
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.status).toBe('closed');
    expect(row.closedAt).toBeInstanceOf(Date);
  });
});

describe('GET /api/jobs/:id/copy', () => {
  it("gives the fields of the company's own job to start a new one", async () => {
    const job = await create();
    expectProblem(await app.inject({ method: 'GET', url: `/api/jobs/${job.id}/copy` }), 401);
    expectProblem(await app.inject({ method: 'GET', url: `/api/jobs/${job.id}/copy`, headers: otherEmployer.headers }), 404);
    const copy = (await app.inject({ method: 'GET', url: `/api/jobs/${job.id}/copy`, headers: employer.headers })).json();
    expect(copy).toMatchObject({ title: 'Platform Engineer', salaryMin: 120000, benefitIds: [benefitId], experienceAreaId: areaId });
    expect(copy).not.toHaveProperty('id');
    expect((await app.inject({ method: 'POST', url: '/api/jobs', headers: employer.headers, payload: copy })).statusCode).toBe(201);
  });
});

describe('administrators', () => {
  it('list every job with title search, status and company filters (403 for employers)', async () => {
    const mine = await create(employer.headers, { title: 'Unicorn wrangler', publish: true });
    const theirs = await create(otherEmployer.headers, { title: 'Unicorn groomer' });
    expectProblem(await app.inject({ method: 'GET', url: '/api/admin/jobs' }), 401);
    expectProblem(await app.inject({ method: 'GET', url: '/api/admin/jobs', headers: employer.headers }), 403);
    const search = (await app.inject({ method: 'GET', url: '/api/admin/jobs?search=unicorn', headers: admin.headers })).json();
    expect(search.items.map((j: { id: string }) => j.id).sort()).toEqual([mine.id, theirs.id].sort());
    expect(search.items.find((j: { id: string }) => j.id === theirs.id).companyName).toBe('Other Co');
    const open = (await app.inject({ method: 'GET', url: '/api/admin/jobs?search=unicorn&status=open', headers: admin.headers })).json();
    expect(open.items.map((j: { id: string }) => j.id)).toEqual([mine.id]);
    expect(open.counts).toMatchObject({ all: 2, open: 1, draft: 1 });
    const byCompany = (
      await app.inject({ method: 'GET', url: `/api/admin/jobs?search=unicorn&companyId=${otherCompanyId}`, headers: admin.headers })
    ).json();
    expect(byCompany.items.map((j: { id: string }) => j.id)).toEqual([theirs.id]);
    expect(
      expectProblem(await app.inject({ method: 'GET', url: '/api/admin/jobs?companyId=x', headers: admin.headers }), 400).errors,
    ).toHaveProperty('companyId');
    // LIKE wildcards are searched literally
    expect((await app.inject({ method: 'GET', url: '/api/admin/jobs?search=%25', headers: admin.headers })).json().totalRecords).toBe(0);
  });

  it('may close a job (employers may not use the admin route)', async () => {
    const job = await create(employer.headers, { publish: true });
    expectProblem(await app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/close` }), 401);
    expectProblem(await app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/close`, headers: employer.headers }), 403);
    expectProblem(
      await app.inject({ method: 'POST', url: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/close', headers: admin.headers }),
      404,
    );
    const closed = await app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/close`, headers: admin.headers });
    expect(closed.json().status).toBe('closed');
    expect((await database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0].status).toBe('closed');
    expectProblem(await app.inject({ method: 'POST', url: `/api/admin/jobs/${job.id}/close`, headers: admin.headers }), 409);
  });
});

describe('closing date', () => {
  it('reads a job past its closing date as closed at once, and the tick stores it', async () => {
    const job = await seedJob(database.db, { companyId, title: 'Expired posting', status: 'open', closingDate: daysFromToday(-1) });
    const lastDay = await seedJob(database.db, { companyId, title: 'Closes today', status: 'open', closingDate: todayUtc() });
    const read = (await app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: employer.headers })).json();
    expect(read).toMatchObject({ status: 'closed', allowedTransitions: [] });
    const closedList = (await app.inject({ method: 'GET', url: '/api/jobs?status=closed&pageSize=100', headers: employer.headers })).json();
    expect(closedList.items.map((j: { id: string }) => j.id)).toContain(job.id);
    const openList = (await app.inject({ method: 'GET', url: '/api/jobs?status=open&pageSize=100', headers: employer.headers })).json();
    expect(openList.items.map((j: { id: string }) => j.id)).not.toContain(job.id);
    expect(openList.items.map((j: { id: string }) => j.id)).toContain(lastDay.id);
    expect(
      expectProblem(
        await app.inject({ method: 'POST', url: `/api/jobs/${job.id}/status`, headers: employer.headers, payload: { status: 'paused' } }),
        409,
      ).detail,
    ).toBe(JOB_MESSAGES.pastClosingDate);
    expect((await database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0].status).toBe('open');

    const announced: JobStatusChange[] = [];
    const closed = await closeDueJobs({ db: database.db, afterStatusChange: async (_tx, change) => void announced.push(change) });
    expect(closed).toContain(job.id);
    expect(closed).not.toContain(lastDay.id);
    // each stored closing is announced like any other status change (webhooks: job.closed)
    expect(announced).toContainEqual({ jobId: job.id, companyId, from: 'open', to: 'closed' });
    expect(announced.map((c) => c.jobId)).not.toContain(lastDay.id);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.status).toBe('closed');
    expect(row.closedAt).toBeInstanceOf(Date);
    expect((await database.db.select().from(jobs).where(eq(jobs.id, lastDay.id)))[0].status).toBe('open');
  });
});

describe('follow-ups of other modules', () => {
  it('moves job skills to the kept skill on a merge, without duplicates, and refreshes the document', async () => {
    const keep = await seedSkill(database.db, { name: 'Keepskill' });
    const dup = await seedSkill(database.db, { name: 'Dupskill' });
    const both = await create(employer.headers, {
      skills: [
        { skillId: keep.id, importance: 'nice_to_have' },
        { skillId: dup.id, importance: 'required' },
      ],
    });
    const onlyDup = await create(employer.headers, { skills: [{ skillId: dup.id, importance: 'nice_to_have' }] });
    const merged = await app.inject({
      method: 'POST',
      url: `/api/skills/${dup.id}/merge`,
      headers: admin.headers,
      payload: { targetId: keep.id },
    });
    expect(merged.statusCode).toBe(200);
    const rows = await database.db.select().from(jobSkills).where(eq(jobSkills.jobId, both.id));
    expect(rows.map((r) => [r.skillId, r.importance])).toEqual([[keep.id, 'required']]);
    const moved = await database.db.select().from(jobSkills).where(eq(jobSkills.jobId, onlyDup.id));
    expect(moved.map((r) => [r.skillId, r.importance])).toEqual([[keep.id, 'nice_to_have']]);
    expect(await docMatches(onlyDup.id, 'keepskill')).toBe(true);
    expect(await docMatches(onlyDup.id, 'dupskill')).toBe(false);
  });

  it('refreshes the company name in the documents after a rename', async () => {
    const job = await create();
    await database.db.transaction(async (tx) => {
      await tx.update(companies).set({ name: 'Brightwater Studio' }).where(eq(companies.id, companyId));
      await refreshCompanyJobSearchDocuments(tx, companyId);
    });
    expect(await docMatches(job.id, 'brightwater')).toBe(true);
    await database.db.update(companies).set({ name: 'Quillfeather Labs' }).where(eq(companies.id, companyId));
  });
});
