import { todayUtc } from '@talentmatch/shared/jobs';
import { required } from '@talentmatch/shared/required';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createTestDatabase, loginAs } from '../../../test/app.ts';
import { openDatabase, type Database } from '../../platform/db/index.ts';
import { seedCompany } from '../../seed/demo.ts';
import { seedJob } from '../../seed/job-factories.ts';
import { seedCandidate } from '../../seed/profile-factories.ts';

/**
 * A database whose own time zone is a day away from UTC at this hour: 14 hours ahead in the afternoon (UTC), 12
 * behind in the morning. A session left in it would have another `current_date` than the UTC day the jobs rule uses.
 */
const awayFromUtc = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';

let scratch: Database & { url?: string };
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  scratch = await createTestDatabase();
  const [{ name }] = (await scratch.sql.executeSql('select current_database() as name')).rows as Array<{ name: string }>;
  await scratch.sql.executeSql(`alter database "${name}" set timezone to '${awayFromUtc}'`);
  // fresh sessions, which start with the database's own setting
  database = scratch.url
    ? await openDatabase({ url: scratch.url, onConnectionError: () => undefined })
    : await openDatabase({ loadDataDir: await required(scratch.dumpDataDir)() });
  app = await createTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await scratch?.close();
});

describe('a database whose default time zone is not UTC', () => {
  it('runs every session in UTC', async () => {
    const show = await database.db.execute(sql`select current_setting('TimeZone') as zone, current_date::text as day`);
    expect(show.rows[0]).toEqual({ zone: 'UTC', day: todayUtc() });
  });

  it('shows on the board exactly the jobs a candidate may apply to, by the UTC day', async () => {
    const { company, manager } = await seedCompany(database.db, { name: 'Midnight Co' });
    const today = todayUtc();
    const yesterday = todayUtc(new Date(Date.now() - 86_400_000));
    const closesToday = await seedJob(database.db, { companyId: company.id, createdBy: manager.id, closingDate: today });
    const closedYesterday = await seedJob(database.db, { companyId: company.id, createdBy: manager.id, closingDate: yesterday });
    const { user } = await seedCandidate(database.db, { profile: { visibility: 'visible' } });
    const headers = bearer((await loginAs(app, user.email, user.password)).token);
    const board = (id: string) => app.inject({ method: 'GET', url: `/api/job-board/jobs/${id}`, headers });
    const apply = (id: string) => app.inject({ method: 'POST', url: `/api/application/${id}`, headers, payload: {} });

    expect((await board(closesToday.id)).statusCode).toBe(200);
    expect((await apply(closesToday.id)).statusCode).toBe(201);
    expect((await board(closedYesterday.id)).statusCode).toBe(404);
    expect((await apply(closedYesterday.id)).statusCode).toBe(409);
  });
});
