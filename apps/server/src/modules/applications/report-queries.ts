import { type SQL, sql } from 'drizzle-orm';

/** For the reports module: pipeline rows created in [start, end): `at`, `origin` ('application' | 'invitation'). */
export function pipelineCreatedSql(start: SQL, end: SQL): SQL {
  return sql`select created_at as at, origin from applications where created_at >= ${start} and created_at < ${end}`;
}

/**
 * For the reports module: hires in [start, end): `at` (the move to Hired) and `days` from the
 * application or invitation (the pipeline row's creation) to that move.
 */
export function hiresSql(start: SQL, end: SQL): SQL {
  return sql`select e.created_at as at, extract(epoch from (e.created_at - a.created_at)) / 86400.0 as days
    from application_events e join applications a on a.id = e.application_id
    where e.to_status = 'Hired' and e.created_at >= ${start} and e.created_at < ${end}`;
}

/** True when the candidate `userId` (a column expression) has applied to at least one job. */
export function hasAppliedSql(userId: SQL): SQL {
  return sql`exists (select 1 from applications a where a.candidate_id = ${userId} and a.origin = 'application')`;
}

/** True when the candidate `userId` (a column expression) has been hired at least once. */
export function wasHiredSql(userId: SQL): SQL {
  return sql`exists (select 1 from applications a where a.candidate_id = ${userId} and a.status = 'Hired')`;
}
