import { required } from '@talentmatch/shared/required';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/index.ts';
import { createTestDatabase } from '../../../test/app.ts';
import { seedSearchWorld } from '../../../test/search-fixtures.ts';
import { loadCandidateFacts, loadJobFacts } from './facts.ts';
import { matchBreakdown } from './score.ts';
import { pairMatch } from '../../../test/match-sql.ts';

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
    const { joins, total } = pairMatch();
    const { rows } = await db.execute<{ job_id: string; user_id: string; total: number }>(sql`
      select j.id as job_id, p.user_id, ${total} as total
      from jobs j cross join candidate_profiles p
      ${joins}
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
