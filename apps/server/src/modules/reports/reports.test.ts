import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BusinessPeriod, BusinessReport, MarketingReport } from '@talentmatch/shared/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectProblem, loginAs, useTestApp } from '../../../test/app.ts';
import { accountAt, companyAt, completeProfile, jobAt, pipelineAt, subscriptionAt } from '../../../test/report-fixtures.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedCompany, seedUser } from '../../seed/demo.ts';
import { defaultPlans } from '../../platform/plans.ts';
import { recordAccountAcquisition } from './acquisition.ts';
import { businessReport } from './business.ts';
import { can } from './policy.ts';
import { landingVisits, reportRollup } from './tables.ts';
import { marketingReport } from './marketing.ts';
import { REFRESH_REPORT_ROLLUP_JOB, refreshReportRollup } from './rollup.ts';
import { inReportTransaction } from './transaction.ts';

let database: Database;
let app: FastifyInstance;
let admin: string;
let employer: string;
let candidate: string;
/** cand3: created 03-02 with no profile; the rollup test completes its profile later */
let cand3Id: string;

useTestApp((t) => ({ database, app } = t));

/**
 * The world (UTC instants). Range 2026-03-01 (a Sunday) .. 2026-03-07.
 *  accounts: cand0 02-28 23:30 (Berlin 03-01 00:30), cand1 03-01 10:00, cand2 03-01 23:30 (Berlin 03-02),
 *            cand3 03-02 12:00, emp1 03-02 09:00 (manager of A), cand9 03-07 23:30 (Berlin 03-08), invitee 03-04 (A)
 *  companies: B 02-20 (trial) → active medium-monthly 02-25 → canceled 03-03 12:00;
 *             A 03-01 08:00 (trial) → active small-yearly 03-04 10:00
 *  jobs (A): j1 opened 02-26 closed 03-02 15:00; j2 opened 03-01 09:00; j3 opened 03-05 23:30 (Berlin 03-06); one draft
 *  pipeline (j2): cand1 applies 03-02 10:00, hired 03-06 10:00 (4 days); cand3 invited 03-03 08:00, hired 03-05 20:00 (2.5 days);
 *                 cand2 applies 03-03 09:00
 *  visits: 03-01 newsletter/email/spring ×2; 03-02 from news.example.com ×1; 03-02 direct ×1
 *  acquisition: cand1 + emp1 newsletter/email/spring; cand2 referred by news.example.com; cand9 direct; invitee invitation;
 *               cand3 and cand0 none ("(unknown)")
 */
beforeAll(async () => {
  const db = database.db;
  const a = await seedUser(db, { roles: ['Administrator'] });
  admin = (await loginAs(app, a.email, a.password)).token;
  const { manager } = await seedCompany(db);
  employer = (await loginAs(app, manager.email, manager.password)).token;
  const c = await seedUser(db, { roles: ['Candidate'] });
  candidate = (await loginAs(app, c.email, c.password)).token;

  const companyB = await companyAt(db, '2026-02-20T10:00:00Z', 'Company B');
  await subscriptionAt(db, companyB, '2026-02-25T00:00:00Z', 'active', 'medium-monthly');
  await subscriptionAt(db, companyB, '2026-03-03T12:00:00Z', 'canceled', 'medium-monthly');
  const companyA = await companyAt(db, '2026-03-01T08:00:00Z', 'Company A');
  await subscriptionAt(db, companyA, '2026-03-04T10:00:00Z', 'active', 'small-yearly');

  await accountAt(db, '2026-02-28T23:30:00Z');
  const cand1 = await accountAt(db, '2026-03-01T10:00:00Z');
  const cand2 = await accountAt(db, '2026-03-01T23:30:00Z');
  const cand3 = await accountAt(db, '2026-03-02T12:00:00Z');
  cand3Id = cand3.id;
  const emp1 = await accountAt(db, '2026-03-02T09:00:00Z', ['Employer', 'AccountManager'], companyA);
  const cand9 = await accountAt(db, '2026-03-07T23:30:00Z');
  const invitee = await accountAt(db, '2026-03-04T12:00:00Z', ['Employer'], companyA);
  const newsletter = { source: 'newsletter', medium: 'email', campaign: 'spring' };
  await recordAccountAcquisition(db, cand1.id, { invited: false, acquisition: newsletter });
  await recordAccountAcquisition(db, emp1.id, { invited: false, acquisition: newsletter });
  await recordAccountAcquisition(db, cand2.id, { invited: false, acquisition: { referrerHost: 'news.example.com' } });
  await recordAccountAcquisition(db, cand9.id, { invited: false });
  await recordAccountAcquisition(db, invitee.id, { invited: true, acquisition: newsletter });
  await completeProfile(db, cand1.id);

  await jobAt(db, companyA, '2026-02-26T12:00:00Z', '2026-03-02T15:00:00Z');
  const j2 = await jobAt(db, companyA, '2026-03-01T09:00:00Z');
  await jobAt(db, companyA, '2026-03-05T23:30:00Z');
  await jobAt(db, companyA, null);
  await pipelineAt(db, {
    jobId: j2,
    companyId: companyA,
    candidateId: cand1.id,
    origin: 'application',
    at: '2026-03-02T10:00:00Z',
    hiredAt: '2026-03-06T10:00:00Z',
  });
  await pipelineAt(db, {
    jobId: j2,
    companyId: companyA,
    candidateId: cand3.id,
    origin: 'invitation',
    at: '2026-03-03T08:00:00Z',
    hiredAt: '2026-03-05T20:00:00Z',
  });
  await pipelineAt(db, { jobId: j2, companyId: companyA, candidateId: cand2.id, origin: 'application', at: '2026-03-03T09:00:00Z' });

  await db.insert(landingVisits).values([
    { day: '2026-03-01', page: '/', ...newsletter },
    { day: '2026-03-01', page: '/jobs', ...newsletter },
    { day: '2026-03-02', page: '/', referrerHost: 'news.example.com' },
    { day: '2026-03-02', page: '/register' },
  ]);
  // about 30 rows through the API-free factories; generous for a shared machine
}, 180_000);

const get = (url: string, token = admin) => app.inject({ method: 'GET', url, headers: bearer(token) });
const business = async (query: string) => {
  const response = await get(`/api/admin/reports/business?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BusinessReport;
};
const pick = (periods: BusinessPeriod[], key: keyof BusinessPeriod) => Object.fromEntries(periods.map((p) => [p.period, p[key]]));
const days = (values: unknown[]) => Object.fromEntries(values.map((v, i) => [`2026-03-0${i + 1}`, v]));

describe('reports policy', () => {
  it('administrators only', () => {
    expect(can({ userId: 'u', roles: ['Administrator'], companyId: null }, 'read')).toBe(true);
    expect(can({ userId: 'u', roles: ['Employer', 'AccountManager'], companyId: null }, 'read')).toBe(false);
    expect(can({ userId: 'u', roles: ['Candidate'], companyId: null }, 'read')).toBe(false);
  });
});

describe('GET /api/admin/reports/business', () => {
  const range = 'from=2026-03-01&to=2026-03-07&groupBy=day';

  it('401 anonymous, 403 employer and candidate', async () => {
    for (const path of ['business', 'business/csv', 'marketing', 'marketing/csv']) {
      expectProblem(await app.inject({ method: 'GET', url: `/api/admin/reports/${path}?${range}` }), 401);
      expectProblem(await get(`/api/admin/reports/${path}?${range}`, employer), 403);
      expectProblem(await get(`/api/admin/reports/${path}?${range}`, candidate), 403);
    }
  });

  it('400 naming the field: end before start, more than 5 years, unknown grouping, missing or bad dates', async () => {
    for (const path of ['business', 'marketing', 'business/csv']) {
      const before = expectProblem(await get(`/api/admin/reports/${path}?from=2026-03-07&to=2026-03-01`), 400);
      expect(before.errors?.to).toEqual(['The end date must not be before the start date.']);
      const long = expectProblem(await get(`/api/admin/reports/${path}?from=2020-03-01&to=2025-03-02`), 400);
      expect(long.errors?.to).toEqual(['A report covers at most 5 years.']);
      const grouping = expectProblem(await get(`/api/admin/reports/${path}?from=2026-03-01&to=2026-03-07&groupBy=year`), 400);
      expect(grouping.errors?.groupBy).toEqual(['Grouping must be day, week or month.']);
      const missing = expectProblem(await get(`/api/admin/reports/${path}?to=2026-03-07`), 400);
      expect(missing.errors?.from).toEqual(['The start date is required.']);
      const bad = expectProblem(await get(`/api/admin/reports/${path}?from=2026-02-30&to=2026-03-07`), 400);
      expect(bad.errors?.from).toEqual(['The start date must be a real date.']);
    }
    // exactly five years is allowed
    expect((await get('/api/admin/reports/business?from=2021-03-01&to=2026-03-01&groupBy=month')).statusCode).toBe(200);
  });

  it('400 naming the field (never 500) for a malformed start with a valid end, on every report and CSV route', async () => {
    const malformed = ['2026-01-01x', "2026-01-01' AND 1=1--", '2026-1-1', 'x', '2026-02-31'];
    for (const path of ['business', 'business/csv', 'marketing', 'marketing/csv']) {
      for (const from of malformed) {
        const response = await get(`/api/admin/reports/${path}?from=${encodeURIComponent(from)}&to=2026-02-01`);
        const problem = expectProblem(response, 400);
        expect(Object.keys(problem.errors ?? {})).toEqual(['from']);
      }
      const badEnd = expectProblem(await get(`/api/admin/reports/${path}?from=2026-01-01&to=2026-02-01x`), 400);
      expect(Object.keys(badEnd.errors ?? {})).toEqual(['to']);
    }
  });

  it('every figure by day in UTC, period edges included', async () => {
    const report = await business(range);
    expect(report).toMatchObject({ from: '2026-03-01', to: '2026-03-07', groupBy: 'day', timeZone: 'UTC', currency: 'usd' });
    const p = report.periods;
    expect(p.map((x) => x.period)).toEqual(Object.keys(days([1, 1, 1, 1, 1, 1, 1])));
    expect(pick(p, 'candidateSignUps')).toEqual(days([2, 1, 0, 0, 0, 0, 1]));
    expect(pick(p, 'employerSignUps')).toEqual(days([0, 1, 0, 1, 0, 0, 0]));
    expect(pick(p, 'newCompanies')).toEqual(days([1, 0, 0, 0, 0, 0, 0]));
    expect(pick(p, 'jobsPosted')).toEqual(days([1, 0, 0, 0, 1, 0, 0]));
    expect(pick(p, 'jobsOpen')).toEqual(days([2, 1, 1, 1, 2, 2, 2]));
    expect(pick(p, 'applications')).toEqual(days([0, 1, 1, 0, 0, 0, 0]));
    expect(pick(p, 'invitations')).toEqual(days([0, 0, 1, 0, 0, 0, 0]));
    expect(pick(p, 'hires')).toEqual(days([0, 0, 0, 0, 1, 1, 0]));
    expect(pick(p, 'medianDaysToHire')).toEqual(days([null, null, null, null, 2.5, 4, null]));
    expect(pick(p, 'trialingSubscriptions')).toEqual(days([1, 1, 1, 0, 0, 0, 0]));
    expect(pick(p, 'paidSubscriptions')).toEqual(days([1, 1, 0, 1, 1, 1, 1]));
    // medium monthly 99.00; small yearly 490.00 / 12 = 40.83
    expect(pick(p, 'mrrCents')).toEqual(days([9900, 9900, 0, 4083, 4083, 4083, 4083]));
    expect(pick(p, 'trialsStarted')).toEqual(days([1, 0, 0, 0, 0, 0, 0]));
    expect(pick(p, 'trialsConverted')).toEqual(days([1, 0, 0, 0, 0, 0, 0]));
    expect(pick(p, 'trialConversion')).toEqual(days([1, null, null, null, null, null, null]));
    expect(pick(p, 'paidAtStart')).toEqual(days([1, 1, 1, 0, 1, 1, 1]));
    expect(pick(p, 'churned')).toEqual(days([0, 0, 1, 0, 0, 0, 0]));
    expect(pick(p, 'churnRate')).toEqual(days([0, 0, 1, null, 0, 0, 0]));
    expect(report.subscriptionsByPlan).toEqual([
      { plan: 'medium-monthly', status: 'canceled', count: 1 },
      { plan: 'small-yearly', status: 'active', count: 1 },
    ]);
  });

  it('by week (Monday) and by month: the first period starts before the range, counts stay inside it', async () => {
    const week = (await business('from=2026-03-01&to=2026-03-07&groupBy=week')).periods;
    expect(week.map((x) => x.period)).toEqual(['2026-02-23', '2026-03-02']);
    expect(pick(week, 'candidateSignUps')).toEqual({ '2026-02-23': 2, '2026-03-02': 2 });
    expect(pick(week, 'hires')).toEqual({ '2026-02-23': 0, '2026-03-02': 2 });
    expect(pick(week, 'medianDaysToHire')).toEqual({ '2026-02-23': null, '2026-03-02': 3.3 });
    expect(pick(week, 'jobsOpen')).toEqual({ '2026-02-23': 2, '2026-03-02': 2 });
    expect(pick(week, 'churned')).toEqual({ '2026-02-23': 0, '2026-03-02': 1 });
    expect(pick(week, 'mrrCents')).toEqual({ '2026-02-23': 9900, '2026-03-02': 4083 });
    const month = (await business('from=2026-02-01&to=2026-03-31&groupBy=month')).periods;
    expect(month.map((x) => x.period)).toEqual(['2026-02-01', '2026-03-01']);
    expect(pick(month, 'candidateSignUps')).toEqual({ '2026-02-01': 1, '2026-03-01': 4 });
    expect(pick(month, 'newCompanies')).toEqual({ '2026-02-01': 1, '2026-03-01': 1 });
    expect(pick(month, 'trialsStarted')).toEqual({ '2026-02-01': 1, '2026-03-01': 1 });
    expect(pick(month, 'trialsConverted')).toEqual({ '2026-02-01': 1, '2026-03-01': 1 });
    expect(pick(month, 'paidSubscriptions')).toEqual({ '2026-02-01': 1, '2026-03-01': 1 });
    expect(pick(month, 'paidAtStart')).toEqual({ '2026-02-01': 0, '2026-03-01': 1 });
    expect(pick(month, 'churnRate')).toEqual({ '2026-02-01': null, '2026-03-01': 1 });
  });

  it('in Europe/Berlin a sign-up at 23:30 UTC counts on the next local day, at the range edges too', async () => {
    const report = await businessReport(
      database.db,
      { from: '2026-03-01', to: '2026-03-07', groupBy: 'day' },
      { timeZone: 'Europe/Berlin', plans: defaultPlans() },
    );
    const p = report.periods;
    expect(report.timeZone).toBe('Europe/Berlin');
    expect(pick(p, 'candidateSignUps')).toEqual(days([2, 2, 0, 0, 0, 0, 0]));
    expect(pick(p, 'employerSignUps')).toEqual(days([0, 1, 0, 1, 0, 0, 0]));
    expect(pick(p, 'jobsPosted')).toEqual(days([1, 0, 0, 0, 0, 1, 0]));
    expect(pick(p, 'hires')).toEqual(days([0, 0, 0, 0, 1, 1, 0]));
  });

  it('CSV of exactly the table, formulas neutralised by the platform helper', async () => {
    const response = await get(`/api/admin/reports/business/csv?${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('business-2026-03-01-2026-03-07-day.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe(
      'Period,Candidate sign-ups,Employer sign-ups,New companies,Jobs posted,Jobs open,Applications,Invitations,Hires,Median days to hire,Interviews scheduled,Interviews held,Trialing subscriptions,Paid subscriptions,MRR (USD),Trials started,Trials converted,Trial conversion,Paid at start,Churned,Churn rate',
    );
    expect(lines[1]).toBe('2026-03-01,2,0,1,1,2,0,0,0,,0,0,1,1,99.00,1,1,100.0%,1,0,0.0%');
    expect(lines[3]).toBe('2026-03-03,0,0,0,0,1,1,1,0,,0,0,1,0,0.00,0,0,,1,1,100.0%');
  });

  it('interviews scheduled (confirmed, by the day they take place) and held (over by now); cancelled ones in neither', async () => {
    const db = database.db;
    const { rows } = await db.execute<{ id: string; job_id: string; candidate_id: string; company_id: string }>(sql`
      select a.id, a.job_id, a.candidate_id, j.company_id from applications a join jobs j on j.id = a.job_id
      where a.created_at >= '2026-03-01' limit 1`);
    const a = rows[0];
    const interview = (startsAt: string, status: string) =>
      db.execute(sql`insert into interviews (application_id, company_id, job_id, candidate_id, kind, duration_minutes, status, starts_at, ends_at)
        values (${a.id}::uuid, ${a.company_id}::uuid, ${a.job_id}::uuid, ${a.candidate_id}::uuid, 'video', 60, ${status},
          ${startsAt}::timestamptz, ${startsAt}::timestamptz + interval '1 hour')`);
    await interview('2026-03-03T10:00:00Z', 'confirmed');
    await interview('2026-03-05T10:00:00Z', 'confirmed');
    await interview('2026-03-05T14:00:00Z', 'confirmed');
    await interview('2026-03-04T10:00:00Z', 'cancelled');
    const report = await businessReport(
      db,
      { from: '2026-03-01', to: '2026-03-07', groupBy: 'day' },
      { timeZone: 'UTC', plans: defaultPlans(), now: new Date('2026-03-05T12:00:00Z') },
    );
    expect(pick(report.periods, 'interviewsScheduled')).toEqual(days([0, 0, 1, 0, 2, 0, 0]));
    expect(pick(report.periods, 'interviewsHeld')).toEqual(days([0, 0, 1, 0, 1, 0, 0]));
    const week = (await business('from=2026-03-01&to=2026-03-07&groupBy=week')).periods;
    expect(pick(week, 'interviewsHeld')).toEqual({ '2026-02-23': 0, '2026-03-02': 3 });
  });
});

describe('GET /api/admin/reports/marketing', () => {
  const range = 'from=2026-03-01&to=2026-03-07&groupBy=day';
  const marketing = async (query: string) => {
    const response = await get(`/api/admin/reports/marketing?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MarketingReport;
  };

  it('visits and sign-ups by period and by source / medium / campaign', async () => {
    const report = await marketing(range);
    expect(Object.fromEntries(report.periods.map((p) => [p.period, [p.visits, p.signUps]]))).toEqual(
      days([
        [2, 2],
        [2, 2],
        [0, 0],
        [0, 1],
        [0, 0],
        [0, 0],
        [0, 1],
      ]),
    );
    const bySource = [...report.sources].sort((x, y) => x.source.localeCompare(y.source));
    expect(bySource).toEqual([
      { source: '(direct)', medium: '(none)', campaign: '(none)', visits: 1, candidateSignUps: 1, employerSignUps: 0, conversion: 1 },
      {
        source: '(invitation)',
        medium: '(none)',
        campaign: '(none)',
        visits: 0,
        candidateSignUps: 0,
        employerSignUps: 1,
        conversion: null,
      },
      { source: '(unknown)', medium: '(none)', campaign: '(none)', visits: 0, candidateSignUps: 1, employerSignUps: 0, conversion: null },
      {
        source: 'news.example.com',
        medium: 'referral',
        campaign: '(none)',
        visits: 1,
        candidateSignUps: 1,
        employerSignUps: 0,
        conversion: 1,
      },
      { source: 'newsletter', medium: 'email', campaign: 'spring', visits: 2, candidateSignUps: 1, employerSignUps: 1, conversion: 1 },
    ]);
    expect(report.sources[0]?.source).toBe('newsletter');
  });

  it('the employer and candidate funnels with counts and conversions, and filtered by source', async () => {
    const report = await marketing(range);
    expect(report.employerFunnel).toEqual([
      { step: 'Landing visits', count: 4, conversion: null },
      { step: 'Employer accounts', count: 1, conversion: 0.25 },
      { step: 'Company registered', count: 1, conversion: 1 },
      { step: 'Trial started', count: 1, conversion: 1 },
      { step: 'Paid subscription', count: 1, conversion: 1 },
    ]);
    expect(report.candidateFunnel).toEqual([
      { step: 'Candidate accounts', count: 4, conversion: null },
      { step: 'Profile complete', count: 1, conversion: 0.25 },
      { step: 'First application', count: 1, conversion: 1 },
      { step: 'Hired', count: 1, conversion: 1 },
    ]);
    const filtered = await marketing(`${range}&source=news.example.com`);
    expect(filtered.source).toBe('news.example.com');
    expect(filtered.employerFunnel.map((s) => s.count)).toEqual([1, 0, 0, 0, 0]);
    expect(filtered.candidateFunnel.map((s) => s.count)).toEqual([1, 0, 0, 0]);
    expect(filtered.sources).toEqual([
      {
        source: 'news.example.com',
        medium: 'referral',
        campaign: '(none)',
        visits: 1,
        candidateSignUps: 1,
        employerSignUps: 0,
        conversion: 1,
      },
    ]);
  });

  it('CSV of the sources table and both funnels, as the screen shows them', async () => {
    const response = await get(`/api/admin/reports/marketing/csv?${range}&source=newsletter`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const report = (await get(`/api/admin/reports/marketing?${range}&source=newsletter`)).json();
    const percent = (v: number | null) => (v === null ? '' : `${(v * 100).toFixed(1)}%`);
    expect(lines).toEqual([
      'Source,Medium,Campaign,Visits,Candidate sign-ups,Employer sign-ups,Conversion',
      'newsletter,email,spring,2,1,1,100.0%',
      '',
      'Funnel,Step,Accounts,Conversion from the step before',
      ...report.employerFunnel.map(
        (s: { step: string; count: number; conversion: number | null }) => `Employers,${s.step},${s.count},${percent(s.conversion)}`,
      ),
      ...report.candidateFunnel.map(
        (s: { step: string; count: number; conversion: number | null }) => `Candidates,${s.step},${s.count},${percent(s.conversion)}`,
      ),
    ]);
    expect(report.employerFunnel.length + report.candidateFunnel.length).toBeGreaterThan(0);
  });
});

describe('subscription history', () => {
  it('the trigger records each insert and each change of status or plan, not other updates', async () => {
    const { company } = await seedCompany(database.db);
    await database.db.execute(sql`update subscriptions set has_payment_method = true where company_id = ${company.id}::uuid`);
    await subscriptionAt(database.db, company.id, '2030-01-01T00:00:00Z', 'active', 'large-monthly');
    const { rows } = await database.db.execute<{ status: string; plan_code: string | null }>(
      sql`select status, plan_code from subscription_history where company_id = ${company.id}::uuid order by valid_from`,
    );
    expect(rows).toEqual([
      { status: 'trialing', plan_code: null },
      { status: 'active', plan_code: 'large-monthly' },
    ]);
  });
});

describe('report transaction', () => {
  it('reads in one read-only transaction with JIT off', async () => {
    const settings = await inReportTransaction(database.db, async (tx) => {
      const { rows } = await tx.execute<{ jit: string; readOnly: string }>(
        sql`select current_setting('jit') as "jit", current_setting('transaction_read_only') as "readOnly"`,
      );
      return rows[0];
    });
    expect(settings).toEqual({ jit: 'off', readOnly: 'on' });
  });
});

describe('daily rollup', () => {
  const ranges = [
    { from: '2026-03-01', to: '2026-03-07', groupBy: 'day' as const },
    { from: '2026-03-01', to: '2026-03-07', groupBy: 'week' as const },
    { from: '2026-02-01', to: '2026-03-31', groupBy: 'month' as const },
    { from: '2026-03-03', to: '2026-03-05', groupBy: 'day' as const },
  ];
  const sources = [undefined, 'newsletter', '(unknown)'];
  /** Every report of the matrix in one time zone, as the API would answer (funnelAsOf aside). */
  const allReports = (timeZone: string) =>
    inReportTransaction(database.db, async (tx) => {
      const answers: unknown[] = [];
      for (const range of ranges) {
        answers.push(await businessReport(tx, range, { timeZone, plans: defaultPlans() }));
        for (const source of sources) {
          const { funnelAsOf: _asOf, ...report } = await marketingReport(tx, { ...range, source }, { timeZone });
          answers.push(report);
        }
      }
      return answers;
    });
  const funnelOf = (timeZone: string) =>
    inReportTransaction(database.db, (tx) => marketingReport(tx, { from: '2026-03-01', to: '2026-03-07', groupBy: 'day' }, { timeZone }));

  it('answers exactly what the live rows answer, split mid-range, in the time zone it was built for', async () => {
    await database.db.delete(reportRollup);
    const liveUtc = await allReports('UTC');
    const liveBerlin = await allReports('Europe/Berlin');

    // built on 03-04 at noon UTC: the days up to 03-03 come from the rollup, the rest live
    expect(await refreshReportRollup(database.db, 'UTC', { now: new Date('2026-03-04T12:00:00Z') })).toEqual({
      rebuilt: true,
      throughDay: '2026-03-04',
    });
    // the rollup holds cand0..cand3 and emp1 (before 03-04): the reports below really read it
    const { rows } = await database.db.execute<{ n: string | number }>(sql`select sum(accounts) as n from report_account_days`);
    expect(Number(rows[0]?.n)).toBe(5);
    expect(await allReports('UTC')).toEqual(liveUtc);
    expect((await funnelOf('UTC')).funnelAsOf).toEqual({ before: '2026-03-04', builtAt: '2026-03-04T12:00:00.000Z' });
    // a UTC rollup is not used for Berlin days
    expect(await allReports('Europe/Berlin')).toEqual(liveBerlin);
    expect((await funnelOf('Europe/Berlin')).funnelAsOf).toBeNull();

    // the same local day again: nothing to do; another time zone: rebuilt for it
    expect((await refreshReportRollup(database.db, 'UTC', { now: new Date('2026-03-04T20:00:00Z') })).rebuilt).toBe(false);
    // 23:30 UTC on 03-07 is 03-08 in Berlin: the Berlin rollup holds the whole week
    expect(await refreshReportRollup(database.db, 'Europe/Berlin', { now: new Date('2026-03-07T23:30:00Z') })).toEqual({
      rebuilt: true,
      throughDay: '2026-03-08',
    });
    expect(await allReports('Europe/Berlin')).toEqual(liveBerlin);
    expect(await allReports('UTC')).toEqual(liveUtc);
  });

  it("an older account's later step shows from the next build on; a forced build rebuilds the same day", async () => {
    await refreshReportRollup(database.db, 'UTC', { now: new Date('2026-03-10T12:00:00Z') });
    const before = (await funnelOf('UTC')).candidateFunnel.map((s) => s.count);
    await completeProfile(database.db, cand3Id);
    // the rollup still counts cand3 at the step it had when it was built
    expect((await funnelOf('UTC')).candidateFunnel.map((s) => s.count)).toEqual(before);
    const rebuilt = await refreshReportRollup(database.db, 'UTC', { now: new Date('2026-03-10T13:00:00Z'), force: true });
    expect(rebuilt.rebuilt).toBe(true);
    const after = (await funnelOf('UTC')).candidateFunnel.map((s) => s.count);
    expect(after[1]).toBe((before[1] ?? 0) + 1);
    await database.db.delete(reportRollup);
    expect((await funnelOf('UTC')).candidateFunnel.map((s) => s.count)).toEqual(after);
  });

  it("a report that finds no rollup for the site's time zone has one built at once", async () => {
    await database.db.delete(reportRollup);
    const live = await get('/api/admin/reports/marketing?from=2026-03-01&to=2026-03-07&groupBy=day');
    expect(live.json().funnelAsOf).toBeNull();
    expect(await app.ctx.jobs.pendingCount(REFRESH_REPORT_ROLLUP_JOB)).toBeGreaterThan(0);
    await app.ctx.jobs.runPending([REFRESH_REPORT_ROLLUP_JOB]);
    const [state] = await database.db.select().from(reportRollup);
    expect(state?.timeZone).toBe('UTC');
    const summarised = await get('/api/admin/reports/marketing?from=2026-03-01&to=2026-03-07&groupBy=day');
    const { funnelAsOf, ...rest } = summarised.json();
    expect(funnelAsOf).not.toBeNull();
    expect({ ...live.json(), funnelAsOf: undefined }).toEqual({ ...rest, funnelAsOf: undefined });
    await database.db.delete(reportRollup);
  });
});
