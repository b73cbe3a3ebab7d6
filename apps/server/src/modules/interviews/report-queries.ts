import { type SQL, sql } from 'drizzle-orm';

/**
 * For the reports module: confirmed interviews taking place in [start, end): `at` (the start) and `held` (over by
 * `now`). A cancelled interview counts in neither; an interview moved counts where it now takes place.
 */
export function interviewsScheduledSql(start: SQL, end: SQL, now: Date): SQL {
  return sql`select starts_at as at, ends_at <= ${now.toISOString()}::timestamptz as held from interviews
    where status = 'confirmed' and starts_at >= ${start} and starts_at < ${end}`;
}
