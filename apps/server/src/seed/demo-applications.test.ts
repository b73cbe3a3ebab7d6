import { required } from '@talentmatch/shared/required';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase, usesPostgres } from '../../test/app.ts';
import type { Database } from '../platform/db/index.ts';
import { users } from '../modules/users/tables.ts';
import { applicationEvents, applications } from '../modules/applications/tables.ts';
import { jobs } from '../modules/jobs/tables.ts';
import { messages } from '../modules/messaging/tables.ts';
import { interviewInterviewers, interviewSlots, interviews } from '../modules/interviews/tables.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemo } from './demo.ts';
import { DEMO_ACCOUNTS } from './demo-credentials.ts';

let database: Database;
/** Queries sent to a PostgreSQL connection while it was still running another (pg queues them, deprecated in pg 8). */
const overlapping: string[] = [];
const clientQuery = pg.Client.prototype.query;
beforeAll(async () => {
  database = await createTestDatabase();
  pg.Client.prototype.query = function (this: pg.Client & { activeQuery?: unknown; _queryQueue: unknown[] }, ...args: unknown[]) {
    if (this.activeQuery || this._queryQueue.length > 0)
      overlapping.push(String((args[0] as { text?: string })?.text ?? args[0]).slice(0, 120));
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
  try {
    await seedDemo(database.db);
  } finally {
    pg.Client.prototype.query = clientQuery;
  }
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!usesPostgres)('seeding on PostgreSQL', () => {
  it('sends one query at a time on a connection (no pg deprecation warning)', () => {
    expect(overlapping).toEqual([]);
  });
});

const pipeline = () =>
  database.db
    .select({ title: jobs.title, email: users.email, status: applications.status, conversationId: applications.conversationId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .orderBy(asc(jobs.title), asc(users.email));

describe('demo applications', () => {
  it('gives the demo candidate and Northwind a pipeline in several statuses, with history and templated messages', async () => {
    const rows = await pipeline();
    expect(rows.map((r) => [r.title, r.email, r.status])).toEqual([
      ['Analytics Engineer, Forecasting', DEMO_ACCOUNTS.candidate.email, 'Invited'],
      ['Analytics Engineer, Forecasting', 'jordan.lee@talentmatch.local', 'Withdrawn'],
      ['Data Analyst (Contract)', DEMO_ACCOUNTS.candidate.email, 'ApplicationRejected'],
      ['Machine Learning Engineer', 'sofia.garcia@talentmatch.local', 'Hired'],
      ['Senior Data Engineer', DEMO_ACCOUNTS.candidate.email, 'ApplicationAccepted'],
      ['Senior Data Engineer', 'jordan.lee@talentmatch.local', 'Applied'],
    ]);
    const accepted = required(rows.find((r) => r.title === 'Senior Data Engineer' && r.status === 'ApplicationAccepted'));
    const thread = await database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, accepted.conversationId))
      .orderBy(asc(messages.createdAt));
    expect(thread.map((m) => [m.templateType, m.senderSide])).toEqual([
      ['CandidateApplying', 'candidate'],
      [null, 'candidate'],
      ['AcceptApplication', 'employer'],
      [null, 'employer'],
      [null, 'candidate'],
      [null, 'employer'],
    ]);
    expect(thread[0].body).toContain('Hello Northwind Analytics team,');
    expect(thread.every((m) => !m.body.includes('{{'))).toBe(true);
    expect(await database.db.select().from(applicationEvents)).toHaveLength(11);
  });

  it('proposes Jordan two interview times with two interviewers, announced in the conversation', async () => {
    const rows = await database.db
      .select({ interview: interviews, email: users.email, conversationId: applications.conversationId })
      .from(interviews)
      .innerJoin(users, eq(users.id, interviews.candidateId))
      .innerJoin(applications, eq(applications.id, interviews.applicationId));
    expect(rows.map((r) => [r.email, r.interview.status, r.interview.kind])).toEqual([
      ['jordan.lee@talentmatch.local', 'proposed', 'video'],
    ]);
    const { interview, conversationId } = required(rows[0]);
    const slots = await database.db.select().from(interviewSlots).where(eq(interviewSlots.interviewId, interview.id));
    expect(slots).toHaveLength(2);
    for (const slot of slots) expect(slot.startsAt.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect(await database.db.select().from(interviewInterviewers).where(eq(interviewInterviewers.interviewId, interview.id))).toHaveLength(
      2,
    );
    const thread = await database.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.createdAt));
    expect(thread.at(-1)?.body).toMatch(/^Interview proposed: Video call, 45 minutes\.\n/);
  });

  it('adds nothing when run again', async () => {
    const before = await pipeline();
    const interviewsBefore = await database.db.select().from(interviews);
    await seedDemoApplications(database.db);
    expect(await pipeline()).toEqual(before);
    expect(await database.db.select().from(interviews)).toEqual(interviewsBefore);
  });
});
