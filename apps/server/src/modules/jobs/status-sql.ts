import { required } from '@talentmatch/shared/required';
import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { todayUtc, type JobStatus } from '@talentmatch/shared/jobs';
import type { Tx } from '../../platform/db/index.ts';
import type { JobDeps } from './job-deps.ts';
export type { Tx } from '../../platform/db/index.ts';
import { jobs } from './tables.ts';

// ---------------------------------------------------------------------------------------------
// Status in queries: past its closing date an open or paused job reads as closed, whatever the tick did.
// "Past" is decided here only, against the UTC day `todayUtc()` gives, as `effectiveStatus` does in TypeScript:
// never the database's `current_date`, so the board, the apply check and the plan's slots agree at midnight.

/** The closing date (a column, or an alias's column in raw SQL) is before `today`. */
function pastClosingDate(closingDate: SQL | typeof jobs.closingDate, today: string): SQL {
  return sql`${closingDate} < ${today}::date`;
}

function notPastClosingDate(closingDate: SQL | typeof jobs.closingDate, today: string): SQL {
  return sql`(${closingDate} is null or not ${pastClosingDate(closingDate, today)})`;
}

/** SQL of the effective status. */
export function effectiveStatusSql(today: string = todayUtc()): SQL<JobStatus> {
  return sql<JobStatus>`(case when ${jobs.status} in ('open', 'paused') and ${pastClosingDate(jobs.closingDate, today)} then 'closed' else ${jobs.status} end)`;
}

/** A job candidates may see and apply to: open and not past its closing date. */
function openJobCondition(today: string = todayUtc()): SQL {
  return statusCondition('open', today);
}

export function statusCondition(status: JobStatus, today: string): SQL {
  if (status === 'open' || status === 'paused') return required(and(eq(jobs.status, status), notPastClosingDate(jobs.closingDate, today)));
  if (status === 'closed') {
    return required(or(eq(jobs.status, 'closed'), and(inArray(jobs.status, ['open', 'paused']), pastClosingDate(jobs.closingDate, today))));
  }
  return eq(jobs.status, status);
}

/** The scheduler's pass: stores "closed" on the jobs past their closing date. */
export async function closeDueJobs(deps: Pick<JobDeps, 'db' | 'afterStatusChange'>, today: string = todayUtc()): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, companyId: jobs.companyId, status: jobs.status })
      .from(jobs)
      .where(and(inArray(jobs.status, ['open', 'paused']), pastClosingDate(jobs.closingDate, today)))
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const now = new Date();
    await tx
      .update(jobs)
      .set({ status: 'closed', closedAt: now, updatedAt: now })
      .where(
        inArray(
          jobs.id,
          due.map((r) => r.id),
        ),
      );
    for (const job of due) await deps.afterStatusChange(tx, { jobId: job.id, companyId: job.companyId, from: job.status, to: 'closed' });
    return due.map((r) => r.id);
  });
}

/** Open jobs of the company (published, not past their closing date): what uses the plan's job slots. */
export async function countOpenJobs(
  db: Tx,
  companyId: string,
  options: { exceptJobId?: string | null; today?: string } = {},
): Promise<number> {
  const conditions = [eq(jobs.companyId, companyId), openJobCondition(options.today ?? todayUtc())];
  if (options.exceptJobId) conditions.push(ne(jobs.id, options.exceptJobId));
  const [{ n }] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(...conditions));
  return n;
}

/** Open postings across the site (the admin dashboard's figure): open and not past their closing date. */
export async function countOpenJobsSiteWide(db: Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(openJobCondition());
  return Number(row?.n ?? 0);
}

/** A hire reached the job's positions: an open or paused job becomes filled (off the board, slot freed). */
export async function markJobFilled(db: Tx, jobId: string): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(jobs)
    .set({ status: 'filled', closedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ['open', 'paused'])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** What a candidate may see of jobs aliased `j`: open, closing date not passed. Nothing else, not even by id. */
export function onBoardSql(today: string = todayUtc()): SQL {
  return sql`(j.status = 'open' and ${notPastClosingDate(sql.raw('j.closing_date'), today)})`;
}
