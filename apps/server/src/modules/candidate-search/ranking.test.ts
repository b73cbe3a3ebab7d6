import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateSearchQuery } from '@talentmatch/shared/matching';
import type { Database } from '../../platform/db/index.ts';
import { createTestDatabase } from '../../../test/app.ts';
import { seedBulk } from '../../seed/bulk.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedSkill } from '../../seed/profile-factories.ts';
import { pairMatch } from '../../../test/match-sql.ts';
import type { RankingPlan } from './ranking.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { searchCandidates } from './service.ts';
import { foldShortlists, pageFromShortlist, refreshShortlist } from './shortlist.ts';

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
const admin: Actor = { userId: '00000000-0000-0000-0000-000000000000', roles: ['Administrator'], companyId: null };

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
    await seedJob(db, {
      companyId,
      title: 'Nobody has it',
      city: 'Berlin',
      country: 'Germany',
      workplace: 'on_site',
      skills: [{ skillId: unheld.id }],
    }),
    await seedJob(db, { companyId, title: 'No skills listed', workplace: 'remote' }),
  ];
  const option = async (kind: string) =>
    (await db.execute<{ id: string }>(sql`select id from dropdown_options where kind = ${kind} and value > 1 order by value limit 1`))
      .rows[0].id;
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
    const { items } = await searchCandidates(
      database.db,
      admin,
      candidateSearchQuery.parse({ ...filters, jobId, sort: 'score', page: String(page), pageSize: '50' }),
      { useShortlist: false },
    );
    passing.push(...items.map((c) => c.id));
    if (items.length < 50) break;
  }
  if (passing.length === 0) return { ids: [], total: 0 };
  const { joins, raw: exact } = pairMatch();
  const { rows } = await database.db.execute<{ user_id: string }>(sql`
    select p.user_id from jobs j cross join candidate_profiles p
    ${joins}
    where j.id = ${jobId} and p.user_id = any(array[${sql.join(
      passing.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[])
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
          const result = await searchCandidates(
            database.db,
            admin,
            candidateSearchQuery.parse({ ...filters, jobId: job.id, sort: 'match' }),
            { plan, useShortlist: false },
          );
          expect({ job: job.title, filters, plan: name, ids: result.items.map((c) => c.id), total: result.totalRecords }).toEqual({
            job: job.title,
            filters,
            plan: name,
            ...expected,
          });
          compared += expected.ids.length;
        }
      }
    }
    // the comparisons are not vacuous
    expect(compared).toBeGreaterThan(500);
  }, 120_000);
});

// Shortlists (shortlist.ts): the page from a job's kept best candidates must be the unpruned page too, while
// profiles and jobs change under it, before and after the marks are folded in.
describe('ranking from the shortlists', () => {
  const SIZE = 60;
  const ALL = [...FILTERS, { pageSize: '50', page: '2' }];
  const ranked = (jobId: string, filters: Record<string, string>) =>
    searchCandidates(database.db, admin, candidateSearchQuery.parse({ ...filters, jobId, sort: 'match' }));
  /** How the shortlist answers the first page without filters: 'ids' or why it cannot. */
  const answer = async (jobId: string) => {
    const page = await pageFromShortlist(database.db, jobId, sql`p.visibility = 'visible'`, 0, 20);
    return 'ids' in page ? 'ids' : page.missing;
  };
  async function expectUnpruned(label: string) {
    let answered = 0;
    for (const job of jobs) {
      for (const filters of ALL) {
        const expected = await unpruned(job.id, filters);
        const result = await ranked(job.id, filters);
        expect({ label, job: job.title, filters, ids: result.items.map((c) => c.id), total: result.totalRecords }).toEqual({
          label,
          job: job.title,
          filters,
          ...expected,
        });
        const q = candidateSearchQuery.parse({ ...filters, jobId: job.id });
        if (expected.ids.length > 0 && (q.page - 1) * q.pageSize + q.pageSize <= SIZE) answered++;
      }
    }
    return answered;
  }
  const dirty = async () =>
    Number((await database.db.execute<{ n: string }>(sql`select count(*) as n from match_dirty_candidates`)).rows[0].n);

  it('answers from the shortlist, and ranks at query time where its members are too few', async () => {
    const db = database.db;
    await foldShortlists(db);
    for (const job of jobs) {
      expect(await answer(job.id)).toBe('shortlist');
      await refreshShortlist(db, job.id, SIZE);
      expect(await answer(job.id)).toBe('ids');
    }
    const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from job_match_shortlists`);
    expect(Number(rows[0].n)).toBe(jobs.length * SIZE);
    expect(await expectUnpruned('fresh')).toBeGreaterThan(10);
    // a page beyond the shortlist's depth cannot come from it
    const deep = await pageFromShortlist(db, jobs[0].id, sql`p.visibility = 'visible'`, SIZE, 20);
    expect(deep).toEqual({ missing: 'members' });
  }, 120_000);

  it('stays exact while candidates change, before and after the fold', async () => {
    const db = database.db;
    const job = jobs[0];
    const before = await ranked(job.id, {});
    const top = before.items[0].id;
    // the last of the ranking rises to the top: every skill of the job at level 5, a score of 100
    const { rows: last } = await db.execute<{ user_id: string }>(sql`select user_id from candidate_profiles where visibility = 'visible'
      and user_id <> all(${sql.raw(`array[${before.items.map((c) => `'${c.id}'`).join(',')}]::uuid[]`)}) order by score, user_id limit 1`);
    const riser = last[0].user_id;
    await db.execute(sql`delete from candidate_skills where user_id = ${riser}`);
    await db.execute(
      sql`insert into candidate_skills (user_id, skill_id, level, years) select ${riser}, skill_id, 5, 10 from job_skills where job_id = ${job.id}`,
    );
    await db.execute(
      sql`update candidate_profiles set score = 100, remote_preference = 'any', willing_to_relocate = true where user_id = ${riser}`,
    );
    // the top candidate hides, another one loses every skill
    await db.execute(sql`update candidate_profiles set visibility = 'hidden' where user_id = ${top}`);
    await db.execute(sql`delete from candidate_skills where user_id = ${before.items[1].id}`);
    // a change outside the match facts marks nobody
    await db.execute(sql`update candidate_profiles set headline = 'Still here' where user_id = ${before.items[2].id}`);
    expect(await dirty()).toBe(3);
    expect(await answer(job.id)).toBe('ids');
    const after = await ranked(job.id, {});
    expect(after.items[0].id).toBe(riser);
    expect(after.items.map((c) => c.id)).not.toContain(top);
    expect(await expectUnpruned('marked, not folded')).toBeGreaterThan(10);
    // a fold that spends at least `vacuumAfter` marks vacuums the emptied mark table (outside any transaction)
    const folded = await foldShortlists(db, { vacuumAfter: 3 });
    expect(folded).toEqual({ candidates: 3, droppedJobs: [] });
    expect(await dirty()).toBe(0);
    const { rows } = await db.execute<{ job_id: string }>(sql`select job_id from job_match_shortlists where user_id = ${riser}`);
    expect(rows.map((r) => r.job_id)).toContain(job.id);
    expect(await expectUnpruned('folded')).toBeGreaterThan(10);
  }, 120_000);

  it("drops a job's shortlist when the job changes, and every shortlist when an option value changes", async () => {
    const db = database.db;
    const [first, second] = jobs;
    await db.execute(sql`update jobs set title = 'Renamed' where id = ${first.id}`);
    expect(await answer(first.id)).toBe('ids');
    await db.execute(sql`update jobs set workplace = 'remote' where id = ${first.id}`);
    expect(await answer(first.id)).toBe('shortlist');
    expect(await answer(second.id)).toBe('ids');
    expect(await expectUnpruned('job changed')).toBeGreaterThan(0);
    expect(await foldShortlists(db)).toEqual({ candidates: 0, droppedJobs: [first.id] });
    await refreshShortlist(db, first.id, SIZE);
    expect(await answer(first.id)).toBe('ids');
    await db.execute(sql`update dropdown_options set value = value + 1 where id = ${education}`);
    for (const job of jobs) expect(await answer(job.id)).toBe('shortlist');
    expect(await expectUnpruned('option value changed')).toBeGreaterThan(0);
    const { droppedJobs } = await foldShortlists(db);
    expect(droppedJobs.sort()).toEqual(jobs.map((j) => j.id).sort());
    for (const job of jobs) await refreshShortlist(db, job.id, SIZE);
    expect(await expectUnpruned('computed again')).toBeGreaterThan(10);
  }, 120_000);

  it('recomputes marked candidates only up to a limit, then waits for the fold', async () => {
    const db = database.db;
    await db.execute(sql`insert into match_dirty_candidates (user_id) select gen_random_uuid() from generate_series(1, 2001)`);
    expect(await answer(jobs[0].id)).toBe('fold');
    expect(await expectUnpruned('too many marks')).toBeGreaterThan(0);
    await foldShortlists(db);
    expect(await dirty()).toBe(0);
    expect(await answer(jobs[0].id)).toBe('ids');
  }, 120_000);
});
