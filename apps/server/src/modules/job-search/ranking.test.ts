import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchQuery } from '@talentmatch/shared/matching';
import type { Database } from '../../platform/db/index.ts';
import { createTestDatabase } from '../../../test/app.ts';
import { seedBulk } from '../../seed/bulk.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { pairMatch } from '../../../test/match-sql.ts';
import { recommendedJobs, searchJobs } from './service.ts';

// Ranking jobs by match prunes with a bound (the location component at its maximum) and a floor: it must give
// exactly the page that ranking every job passing the filters by the exact match gives.
let database: Database;
let candidates: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await seedBulk(db, { candidates: 12, jobs: 300, today: new Date() });
  // a job without skills: the field decides coverage
  const { rows } = await db.execute<{ id: string }>(sql`select id from companies order by name limit 1`);
  await seedJob(db, { companyId: rows[0].id, title: 'No skills listed', workplace: 'remote' });
  candidates = (await db.execute<{ user_id: string }>(sql`select user_id from candidate_profiles order by user_id`)).rows.map(
    (r) => r.user_id,
  );
}, 120_000);
afterAll(async () => database?.close());

/** The given jobs ranked for the candidate by the exact match (no bound, no floor). */
async function unpruned(candidateId: string, jobIds: string[]): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const { joins, raw: exact } = pairMatch();
  const { rows } = await database.db.execute<{ id: string }>(sql`
    select j.id from jobs j cross join candidate_profiles p
    ${joins}
    where p.user_id = ${candidateId} and j.id = any(array[${sql.join(
      jobIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[])
    order by ${exact} desc, j.opened_at desc nulls last, j.id`);
  return rows.map((r) => r.id);
}

/** Every job passing the filters (newest first, all pages). */
async function passing(candidateId: string, filters: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { items } = await searchJobs(
      database.db,
      candidateId,
      jobSearchQuery.parse({ ...filters, sort: 'date', page: String(page), pageSize: '50' }),
    );
    ids.push(...items.map((j) => j.id));
    if (items.length < 50) break;
  }
  return ids;
}

describe('ranking jobs for a candidate', () => {
  it('recommends the unpruned top jobs', async () => {
    for (const candidateId of candidates) {
      const all = await unpruned(candidateId, await passing(candidateId, {}));
      for (const limit of [1, 6, 20]) {
        expect({ candidateId, limit, ids: (await recommendedJobs(database.db, candidateId, limit)).map((j) => j.id) }).toEqual({
          candidateId,
          limit,
          ids: all.slice(0, limit),
        });
      }
    }
  }, 120_000);

  it('pages the job board by match as the unpruned ranking does', async () => {
    const filters: Array<Record<string, string>> = [
      { pageSize: '10', page: '3' },
      { remote: 'true', pageSize: '5' },
      { location: 'United States', pageSize: '10', page: '2' },
      { employmentType: 'contract' },
      { q: 'engineer', pageSize: '10' },
    ];
    for (const candidateId of candidates.slice(0, 4)) {
      for (const f of filters) {
        const q = jobSearchQuery.parse({ ...f, sort: 'match' });
        const all = await unpruned(candidateId, await passing(candidateId, f));
        const result = await searchJobs(database.db, candidateId, q);
        const offset = (q.page - 1) * q.pageSize;
        expect({ candidateId, f, ids: result.items.map((j) => j.id), total: result.totalRecords }).toEqual({
          candidateId,
          f,
          ids: all.slice(offset, offset + q.pageSize),
          total: all.length,
        });
      }
    }
  }, 120_000);
});
