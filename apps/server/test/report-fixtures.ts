import { sql } from 'drizzle-orm';
import type { Role } from '@talentmatch/shared/roles';
import type { Db } from '../src/platform/db/index.ts';
import { seedUser } from '../src/seed/demo.ts';

/**
 * Facts at chosen moments for the report tests. Written as plain SQL rows (test set-up, not module
 * code): the reports must read them back exactly as the product would have stored them.
 */

export async function accountAt(db: Db, at: string, roles: Role[] = ['Candidate'], companyId: string | null = null) {
  const user = await seedUser(db, { roles, companyId });
  await db.execute(sql`update users set created_at = ${at}::timestamptz where id = ${user.id}::uuid`);
  return user;
}

/** A company registered at `at`, its subscription starting as a trial then (the trigger records the history). */
export async function companyAt(db: Db, at: string, name = `Company ${at}`) {
  const { rows } = await db.execute<{ id: string }>(
    sql`insert into companies (name, size, created_at, updated_at) values (${name}, '11-50', ${at}::timestamptz, ${at}::timestamptz) returning id`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('company not created');
  await db.execute(sql`insert into subscriptions (company_id, status, trial_ends_at, created_at, updated_at)
    values (${id}::uuid, 'trialing', ${at}::timestamptz + interval '14 days', ${at}::timestamptz, ${at}::timestamptz)`);
  return id;
}

/** The subscription of `companyId` moves to `status` (and `plan`) at `at`, as a provider event would apply it. */
export async function subscriptionAt(db: Db, companyId: string, at: string, status: string, plan: string | null) {
  await db.execute(sql`update subscriptions set status = ${status}, plan_code = ${plan}, updated_at = ${at}::timestamptz
    where company_id = ${companyId}::uuid`);
}

export async function jobAt(db: Db, companyId: string, openedAt: string | null, closedAt: string | null = null) {
  const status = openedAt === null ? 'draft' : closedAt ? 'closed' : 'open';
  const { rows } = await db.execute<{ id: string }>(sql`insert into jobs (company_id, title, status, opened_at, closed_at)
    values (${companyId}::uuid, 'Report job', ${status}, ${openedAt}::timestamptz, ${closedAt}::timestamptz) returning id`);
  const id = rows[0]?.id;
  if (!id) throw new Error('job not created');
  return id;
}

/** An application or invitation made at `at`, hired at `hiredAt` when given. */
export async function pipelineAt(
  db: Db,
  input: { jobId: string; companyId: string; candidateId: string; origin: 'application' | 'invitation'; at: string; hiredAt?: string },
) {
  const first = input.origin === 'application' ? 'Applied' : 'Invited';
  const { rows: conversation } = await db.execute<{
    id: string;
  }>(sql`insert into conversations (candidate_id, company_id, job_id, created_at)
    values (${input.candidateId}::uuid, ${input.companyId}::uuid, ${input.jobId}::uuid, ${input.at}::timestamptz) returning id`);
  const { rows } = await db.execute<{ id: string }>(sql`insert into applications
      (job_id, candidate_id, status, origin, conversation_id, created_at, updated_at)
    values (${input.jobId}::uuid, ${input.candidateId}::uuid, ${input.hiredAt ? 'Hired' : first}, ${input.origin},
      ${conversation[0]?.id}::uuid, ${input.at}::timestamptz, ${input.hiredAt ?? input.at}::timestamptz) returning id`);
  const id = rows[0]?.id;
  await db.execute(sql`insert into application_events (application_id, from_status, to_status, actor_side, created_at)
    values (${id}::uuid, null, ${first}, 'candidate', ${input.at}::timestamptz)`);
  if (input.hiredAt) {
    await db.execute(sql`insert into application_events (application_id, from_status, to_status, actor_side, created_at)
      values (${id}::uuid, ${first}, 'Hired', 'employer', ${input.hiredAt}::timestamptz)`);
  }
  return id;
}

/** A complete candidate profile (summary, location and a resume file). */
export async function completeProfile(db: Db, userId: string) {
  const { rows } = await db.execute<{ id: string }>(sql`insert into files (kind, content_type, size, storage_key)
    values ('resume', 'application/pdf', 10, ${`resume-${userId}`}) returning id`);
  await db.execute(sql`insert into candidate_profiles (user_id, headline, summary, city, resume_file_id)
    values (${userId}::uuid, 'Engineer', 'Builds things.', 'Berlin', ${rows[0]?.id}::uuid)`);
}
