import { required } from '@talentmatch/shared/required';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/index.ts';
import { createTestDatabase } from '../../../test/app.ts';
import { seedSearchWorld } from '../../../test/search-fixtures.ts';
import { candidateFactsSql } from '../candidate-search/ranking.ts';
import { loadCandidateFacts, loadJobFacts } from './facts.ts';
import { matchBreakdown } from './score.ts';
import { importanceWeightSql, matchTotalSql } from './sql.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => database?.close());

describe('match score in SQL', () => {
  it('agrees with the TypeScript breakdown on the total of every (job, candidate) pair', async () => {
    const db = database.db;
    const world = await seedSearchWorld(db);
    const jobIds = [world.job.id, world.remoteJob.id, world.otherJob.id];
    const { rows } = await db.execute<{ job_id: string; user_id: string; total: number }>(sql`
      with ed as (select e.user_id, max(o.value) as rank from education_experiences e join dropdown_options o on o.id = e.education_option_id group by e.user_id),
      js as (select job_id, skill_id, ${importanceWeightSql(sql`importance`)} as w from job_skills),
      jt as (select job_id, sum(w)::int as total from js group by job_id)
      select j.id as job_id, p.user_id,
        ${matchTotalSql({
          ...candidateFactsSql,
          skillEarned: sql`(select sum(js.w * cs.level) from js join candidate_skills cs on cs.skill_id = js.skill_id and cs.user_id = p.user_id where js.job_id = j.id)`,
          skillTotal: sql`jt.total`,
          jobYears: sql`jyo.value`,
          jobEducation: sql`jeo.value`,
          jobWorkplace: sql`j.workplace`,
          jobCity: sql`j.city`,
          jobRegion: sql`j.region`,
          jobCountry: sql`j.country`,
        })} as total
      from jobs j
      left join jt on jt.job_id = j.id
      left join dropdown_options jyo on jyo.id = j.years_option_id
      left join dropdown_options jeo on jeo.id = j.education_option_id
      cross join candidate_profiles p
      left join dropdown_options yo on yo.id = p.years_option_id
      left join dropdown_options eo on eo.id = p.education_option_id
      left join ed on ed.user_id = p.user_id
      where j.id = any(${sql.raw(`array['${jobIds.join("','")}']::uuid[]`)})`);
    const userIds = Object.values(world.candidates).map((c) => c.id);
    const jobs = await loadJobFacts(db, jobIds);
    const candidates = await loadCandidateFacts(db, userIds);
    expect(rows.length).toBe(jobIds.length * userIds.length);
    const distinct = new Set<number>();
    for (const r of rows) {
      const js = matchBreakdown(required(jobs.get(r.job_id)), required(candidates.get(r.user_id)));
      expect({ pair: `${r.job_id}/${r.user_id}`, total: Number(r.total) }).toEqual({ pair: `${r.job_id}/${r.user_id}`, total: js.total });
      distinct.add(js.total);
    }
    expect(distinct.size).toBeGreaterThan(4);
  });
});
