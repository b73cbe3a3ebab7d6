import { type SQL, sql } from 'drizzle-orm';

/**
 * For the reports module: every job published before `end`, as `from_at` (first published) and
 * `to_at` (closed or filled; null while open or paused). A job is open from `from_at` until `to_at`.
 */
export function jobOpenIntervalsSql(end: SQL): SQL {
  return sql`select opened_at as from_at, closed_at as to_at from jobs where opened_at is not null and opened_at < ${end}`;
}
