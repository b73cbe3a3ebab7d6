import { sql, type SQL } from 'drizzle-orm';
import type { Application, HiringStatus } from '@talentmatch/shared/hiring';
import type { Job, JobStatus } from '@talentmatch/shared/jobs';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/index.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import { applicationsAs, applicationsById, getApplication } from '../applications/queries.ts';
import { candidateDetail, CANDIDATE_NOT_FOUND } from '../candidate-search/service.ts';
import { jobsAs } from '../jobs/queries.ts';
import { getJob } from '../jobs/service.ts';

/**
 * The reads of the public API (docs/integrations.md): the company's jobs and applications in pages ordered by their
 * last change (`updated_at`, then id), through the owners' read fragments and presenters, so a job or an application
 * reads as it does in the web app.
 */

interface ListQuery<S> {
  cursor?: string;
  limit: number;
  updated_since?: string;
  status?: S;
}

interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

const INVALID_CURSOR = 'The cursor is not valid: pass the next_cursor of the previous page.';

/** The position after the last item of a page: its last change (to the millisecond) and id. */
function encodeCursor(row: { at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.at, row.id]), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof at !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error();
    return { at, id };
  } catch {
    throw new BadRequestError(INVALID_CURSOR, { cursor: [INVALID_CURSOR] });
  }
}

/** One page of ids of `source` (alias `r`) matching `where`, with the next cursor. */
async function pageOfIds(db: Db, source: SQL, where: SQL[], query: ListQuery<string>): Promise<{ ids: string[]; next: string | null }> {
  const changed = sql`date_trunc('milliseconds', r.updated_at)`;
  const conditions = [...where];
  if (query.updated_since) conditions.push(sql`r.updated_at >= ${new Date(query.updated_since)}`);
  if (query.status) conditions.push(sql`r.status = ${query.status}`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(sql`(${changed}, r.id) > (${new Date(after.at)}::timestamptz, ${after.id}::uuid)`);
  }
  const { rows } = await db.execute<{ id: string; at: Date | string }>(sql`
    select r.id, ${changed} as at from ${source}
    where ${sql.join(conditions, sql` and `)}
    order by ${changed}, r.id
    limit ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor({ at: new Date(last.at).toISOString(), id: last.id }) : null;
  return { ids: page.map((r) => r.id), next };
}

export async function listJobs(db: Db, actor: Actor, query: ListQuery<JobStatus>): Promise<Page<Job>> {
  const { ids, next } = await pageOfIds(db, sql`${jobsAs('r')}`, [sql`r.company_id = ${actor.companyId}`], query);
  const data: Job[] = [];
  for (const id of ids) data.push(await getJob(db, actor, id));
  return { data, next_cursor: next };
}

type ApplicationSummary = Pick<Application, 'id' | 'status' | 'origin' | 'candidate' | 'createdAt' | 'updatedAt'> & { jobId: string };

const summary = (a: Application): ApplicationSummary => ({
  id: a.id,
  jobId: a.job.id,
  status: a.status,
  origin: a.origin,
  candidate: a.candidate,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
});

/** The applications of one of the company's jobs (404 for another company's job). */
export async function listJobApplications(
  db: Db,
  actor: Actor,
  jobId: string,
  query: ListQuery<HiringStatus>,
): Promise<Page<ApplicationSummary>> {
  await getJob(db, actor, jobId);
  const { ids, next } = await pageOfIds(db, sql`${applicationsAs('r')}`, [sql`r.job_id = ${jobId}`], query);
  return { data: (await applicationsById(db, actor, ids)).map(summary), next_cursor: next };
}

/** One application with its history and the moves the company may make. */
export async function readApplication(db: Db, actor: Actor, id: string) {
  const application = await getApplication(db, actor, id);
  const { job: _job, conversationId: _conversation, ...rest } = application;
  return { ...rest, jobId: application.job.id, history: application.history.map(({ from, to, at }) => ({ from, to, at })) };
}

/** A candidate who applied to, or was invited to, one of the company's jobs, as the company sees them in the web app. */
export async function readCandidate(db: Db, actor: Actor, candidateId: string) {
  const { rows } = await db.execute<{ id: string }>(sql`
    select a.id from ${applicationsAs('a')} join ${jobsAs('j')} on j.id = a.job_id
    where a.candidate_id = ${candidateId} and j.company_id = ${actor.companyId} limit 1`);
  if (rows.length === 0) throw new NotFoundError(CANDIDATE_NOT_FOUND);
  // a key acts for its company, never as an administrator
  const viewer = { ...actor, roles: actor.roles.filter((role) => role !== 'Administrator') };
  const { resume, ...detail } = await candidateDetail(db, viewer, candidateId, undefined, () => '');
  return { ...detail, resume: resume ? { fileName: resume.fileName, contentType: resume.contentType } : null };
}
