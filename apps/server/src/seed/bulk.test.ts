import { required } from '@talentmatch/shared/required';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/index.ts';
import { createTestApp, createTestDatabase, loginAs } from '../../test/app.ts';
import { refreshSearchDocument } from '../modules/candidate-profiles/service.ts';
import { computeScore } from '../modules/candidate-score/components.ts';
import { createCandidateProfiles } from '../modules/candidate-profiles/service.ts';
import { scoreInputs } from '../modules.ts';
import { refreshJobSearchDocuments } from '../../test/search-helpers.ts';
import { loadCandidateFacts, loadJobFacts } from '../modules/matching/facts.ts';
import { matchBreakdown } from '../modules/matching/score.ts';
import { BULK_CANDIDATE_EMAIL, BULK_EMPLOYER_EMAIL, BULK_PASSWORD, seedBulk, type BulkSummary } from './bulk.ts';

const { loadScoreInputs } = createCandidateProfiles(scoreInputs);

let database: Database;
let app: FastifyInstance;
let summary: BulkSummary;
const today = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  summary = await seedBulk(database.db, { candidates: 200, jobs: 20, today });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await database.db.execute<T>(query)).rows[0];
const n = async (query: ReturnType<typeof sql>) => Number((await one<{ n: number }>(query)).n);

describe('seedBulk', () => {
  it('adds the candidates, jobs, companies and the two benchmark logins', async () => {
    expect(summary).toMatchObject({
      candidatesAdded: 200,
      jobsAdded: 20,
      companiesAdded: 1,
      firstCandidate: 1,
      employerCreated: true,
      candidateCreated: true,
    });
    expect(await n(sql`select count(*)::int as n from users where email like 'bulk-%@example.test' and email ~ '^bulk-[0-9]+@'`)).toBe(200);
    expect(await n(sql`select count(*)::int as n from candidate_profiles`)).toBe(201);
    // 20 generated jobs plus the bulk employer's 5 open ones
    expect(await n(sql`select count(*)::int as n from jobs`)).toBe(25);
    expect(
      await n(
        sql`select count(*)::int as n from jobs j join companies c on c.id = j.company_id where c.name = 'Bulk Benchmark Staffing' and j.status = 'open'`,
      ),
    ).toBe(5);
  });

  it('gives every profile 3–12 catalogue skills, 1–4 positions, a search document and a score', async () => {
    const counts = await database.db.execute<{ skills: number; jobs: number }>(sql`
      select (select count(*)::int from candidate_skills s where s.user_id = p.user_id) as skills,
             (select count(*)::int from job_experiences x where x.user_id = p.user_id) as jobs
      from candidate_profiles p`);
    for (const c of counts.rows) {
      expect(c.skills).toBeGreaterThanOrEqual(3);
      expect(c.skills).toBeLessThanOrEqual(12);
      expect(c.jobs).toBeGreaterThanOrEqual(1);
      expect(c.jobs).toBeLessThanOrEqual(4);
    }
    expect(await n(sql`select count(*)::int as n from candidate_profiles where search_document is null`)).toBe(0);
    expect(await n(sql`select count(*)::int as n from jobs where search_document is null`)).toBe(0);
    expect(await n(sql`select count(*)::int as n from candidate_skills where skill_id not in (select id from skills)`)).toBe(0);
    expect(await n(sql`select count(*)::int as n from job_skills where skill_id not in (select id from skills)`)).toBe(0);
    expect(await n(sql`select count(*)::int as n from job_skills`)).toBeGreaterThanOrEqual(25 * 3);
    expect(await n(sql`select count(*)::int as n from candidate_profiles where visibility = 'visible'`)).toBeGreaterThan(150);
    expect(await n(sql`select count(distinct score)::int as n from candidate_profiles`)).toBeGreaterThan(5);
  });

  it('stores the score module’s score and the services’ search documents', async () => {
    // string_agg has no order in the services' recipes, so positions may differ: compare lexemes with their weights.
    const lexemes = (doc: ReturnType<typeof sql>) =>
      sql`(select string_agg(lexeme || ':' || (select string_agg(w::text, '' order by w) from unnest(weights) w), ' ' order by lexeme) from unnest(${doc}))`;
    const sample = await database.db.execute<{ user_id: string; score: number; doc: string }>(
      sql`select user_id, score, ${lexemes(sql`search_document`)} as doc from candidate_profiles order by user_id limit 10`,
    );
    for (const row of sample.rows) {
      expect(computeScore(await loadScoreInputs(database.db, row.user_id, today.toISOString().slice(0, 10))).score).toBe(row.score);
      await refreshSearchDocument(database.db, row.user_id);
      expect(
        (
          await one<{ doc: string }>(
            sql`select ${lexemes(sql`search_document`)} as doc from candidate_profiles where user_id = ${row.user_id}`,
          )
        ).doc,
      ).toBe(row.doc);
    }
    const before = await database.db.execute<{ id: string; doc: string }>(
      sql`select id, ${lexemes(sql`search_document`)} as doc from jobs order by id`,
    );
    await refreshJobSearchDocuments(database.db);
    const after = await database.db.execute<{ id: string; doc: string }>(
      sql`select id, ${lexemes(sql`search_document`)} as doc from jobs order by id`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('feeds the job board and the candidate search', async () => {
    const employer = await loginAs(app, BULK_EMPLOYER_EMAIL, BULK_PASSWORD);
    const candidate = await loginAs(app, BULK_CANDIDATE_EMAIL, BULK_PASSWORD);
    const asEmployer = { authorization: `Bearer ${employer.token}` };
    const asCandidate = { authorization: `Bearer ${candidate.token}` };

    const board = (await app.inject({ method: 'GET', url: '/api/job-board/jobs?sort=match', headers: asCandidate })).json();
    expect(board.totalRecords).toBeGreaterThan(10);
    expect(board.items[0].match).toEqual(expect.any(Number));
    const keyword = board.items[0].title.split(' ').at(-1);
    expect(
      (await app.inject({ method: 'GET', url: `/api/job-board/jobs?q=${encodeURIComponent(keyword)}`, headers: asCandidate })).json()
        .totalRecords,
    ).toBeGreaterThan(0);
    expect(
      (await app.inject({ method: 'GET', url: '/api/job-board/recommended', headers: asCandidate })).json().items.length,
    ).toBeGreaterThan(0);

    const all = (await app.inject({ method: 'GET', url: '/api/candidates', headers: asEmployer })).json();
    expect(all.totalRecords).toBeGreaterThan(150);
    expect(all.items[0].firstName).toEqual(expect.any(String));
    const jobs = (await app.inject({ method: 'GET', url: '/api/candidates/ranking-jobs', headers: asEmployer })).json();
    expect(jobs).toHaveLength(5);
    const ranked = (await app.inject({ method: 'GET', url: `/api/candidates?jobId=${jobs[0].id}&sort=match`, headers: asEmployer })).json();
    // The database's order (bound-pruned exact ranking) agrees with the TypeScript totals, across pages.
    for (const job of jobs) {
      const url = (page: number) => `/api/candidates?jobId=${job.id}&sort=match&pageSize=30&page=${page}`;
      const one = (await app.inject({ method: 'GET', url: url(1), headers: asEmployer })).json();
      const two = (await app.inject({ method: 'GET', url: url(2), headers: asEmployer })).json();
      const totals = [...one.items, ...two.items].map((c: { match: number; breakdown: { total: number } }) => {
        expect(c.breakdown.total).toBe(c.match);
        return c.match;
      });
      expect(totals).toHaveLength(60);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      // and no candidate is missing from the top: every visible candidate's TypeScript total, best 60
      const visible = (
        await database.db.execute<{ user_id: string }>(sql`select user_id from candidate_profiles where visibility = 'visible'`)
      ).rows.map((r) => r.user_id);
      const jobFacts = required((await loadJobFacts(database.db, [job.id])).get(job.id));
      const everyone = [...(await loadCandidateFacts(database.db, visible)).values()].map((c) => matchBreakdown(jobFacts, c).total);
      expect(totals).toEqual(everyone.sort((a, b) => b - a).slice(0, 60));
      expect(one.totalRecords).toBe(all.totalRecords);
    }
    expect(ranked.items[0].breakdown.total).toBe(ranked.items[0].match);
    const word = all.items[0].headline.split(' ').find((w: string) => w.length > 4) ?? 'engineer';
    expect(
      (await app.inject({ method: 'GET', url: `/api/candidates?q=${encodeURIComponent(word)}`, headers: asEmployer })).json().totalRecords,
    ).toBeGreaterThan(0);
  });

  it('appends on a second run', async () => {
    const again = await seedBulk(database.db, { candidates: 10, jobs: 0, today });
    expect(again).toMatchObject({ firstCandidate: 201, employerCreated: false, candidateCreated: false, companiesAdded: 0 });
    expect(await n(sql`select count(*)::int as n from candidate_profiles`)).toBe(211);
  });
});
