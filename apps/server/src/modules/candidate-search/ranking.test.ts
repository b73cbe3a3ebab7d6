import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateSearchQuery } from '@talentmatch/shared/matching';
import type { Database } from '../../platform/db/index.ts';
import { createTestDatabase } from '../../../test/app.ts';
import { seedBulk } from '../../seed/bulk.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedSkill } from '../../seed/profile-factories.ts';
import { importanceWeightSql, matchRawSql } from '../matching/sql.ts';
import { candidateFactsSql, searchCandidates, type RankingPlan, type Viewer } from './service.ts';

// The pruned ranking (bounds, floors, the holders of the job's skills first) must give exactly the page that
// ranking every candidate passing the filters by the exact match gives, whichever plan it takes.
const PLANS: Record<string, RankingPlan> = {
  'from the filtered candidates': { fewCandidates: 1e9, holderLookups: 0 },
  'from the holders, looked up one by one': { fewCandidates: 0, holderLookups: 1e9 },
  'from the holders, joined with the filters': { fewCandidates: 0, holderLookups: 0 },
};

let database: Database;
let jobs: Array<{ id: string; title: string }>;
let years: string;
let education: string;
const admin: Viewer = { userId: '00000000-0000-0000-0000-000000000000', companyId: null, isAdmin: true };

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await seedBulk(db, { candidates: 400, jobs: 10, today: new Date() });
  const { rows } = await db.execute<{ id: string; title: string; company_id: string }>(
    sql`select id, title, company_id from jobs where status = 'open' order by created_at, id limit 3`,
  );
  const companyId = rows[0].company_id;
  // nobody holds this job's skill, and the other job lists none: everyone is ranked without skill points
  const unheld = await seedSkill(db);
  jobs = [
    ...rows,
    await seedJob(db, { companyId, title: 'Nobody has it', city: 'Berlin', country: 'Germany', workplace: 'on_site', skills: [{ skillId: unheld.id }] }),
    await seedJob(db, { companyId, title: 'No skills listed', workplace: 'remote' }),
  ];
  const option = async (kind: string) =>
    (await db.execute<{ id: string }>(sql`select id from dropdown_options where kind = ${kind} and value > 1 order by value limit 1`)).rows[0].id;
  years = await option('years');
  education = await option('education');
}, 120_000);
afterAll(async () => database?.close());

const FILTERS: Array<Record<string, string>> = [
  {},
  { pageSize: '10', page: '3' },
  { remote: 'true' },
  { location: 'United States', pageSize: '5' },
  { minScore: '30', pageSize: '10', page: '2' },
  { q: 'engineer' },
  { location: 'Lisbon', minScore: '40' },
];

/** Every candidate passing the filters, ranked by the exact match (no bound, no floor), one page. */
async function unpruned(jobId: string, filters: Record<string, string>): Promise<{ ids: string[]; total: number }> {
  const q = candidateSearchQuery.parse({ ...filters, jobId });
  const passing: string[] = [];
  for (let page = 1; ; page++) {
    const { items } = await searchCandidates(database.db, admin, candidateSearchQuery.parse({ ...filters, jobId, sort: 'score', page: String(page), pageSize: '50' }));
    passing.push(...items.map((c) => c.id));
    if (items.length < 50) break;
  }
  if (passing.length === 0) return { ids: [], total: 0 };
  const exact = matchRawSql({
    ...candidateFactsSql,
    skillEarned: sql`sk.earned`, skillTotal: sql`jt.total`, jobYears: sql`jf.years`, jobEducation: sql`jf.education`,
    jobWorkplace: sql`jf.workplace`, jobCity: sql`jf.city`, jobRegion: sql`jf.region`, jobCountry: sql`jf.country`,
  });
  const { rows } = await database.db.execute<{ user_id: string }>(sql`
    with js as (select skill_id, ${importanceWeightSql(sql`importance`)} as w from job_skills where job_id = ${jobId}),
    jt as (select coalesce(sum(w), 0)::int as total from js),
    jf as (select j.workplace, j.city, j.region, j.country, yo.value as years, eo.value as education from jobs j
      left join dropdown_options yo on yo.id = j.years_option_id left join dropdown_options eo on eo.id = j.education_option_id where j.id = ${jobId})
    select p.user_id from candidate_profiles p cross join jt cross join jf
    left join dropdown_options yo on yo.id = p.years_option_id
    left join dropdown_options eo on eo.id = p.education_option_id
    left join lateral (select max(o.value) as rank from education_experiences e join dropdown_options o on o.id = e.education_option_id where e.user_id = p.user_id) ed on true
    left join lateral (select sum(js.w * cs.level)::int as earned from js join candidate_skills cs on cs.skill_id = js.skill_id and cs.user_id = p.user_id) sk on true
    where p.user_id = any(array[${sql.join(passing.map((id) => sql`${id}`), sql`, `)}]::uuid[])
    order by ${exact} desc, p.score desc, p.user_id`);
  const offset = (q.page - 1) * q.pageSize;
  return { ids: rows.slice(offset, offset + q.pageSize).map((r) => r.user_id), total: passing.length };
}

describe('ranking candidates for a job', () => {
  it('gives the unpruned page with every plan, for every job and filter', async () => {
    const withYearsAndEducation = { yearsOptionId: years, educationOptionId: education, pageSize: '10' };
    let compared = 0;
    for (const job of jobs) {
      for (const filters of [...FILTERS, withYearsAndEducation]) {
        const expected = await unpruned(job.id, filters);
        for (const [name, plan] of Object.entries(PLANS)) {
          const result = await searchCandidates(database.db, admin, candidateSearchQuery.parse({ ...filters, jobId: job.id, sort: 'match' }), plan);
          expect({ job: job.title, filters, plan: name, ids: result.items.map((c) => c.id), total: result.totalRecords })
            .toEqual({ job: job.title, filters, plan: name, ...expected });
          compared += expected.ids.length;
        }
      }
    }
    // the comparisons are not vacuous
    expect(compared).toBeGreaterThan(500);
  }, 120_000);
});
