import { type SQL, sql } from 'drizzle-orm';

/** For the reports module: companies registered in [start, end), one row each with column `at`. */
export function companiesCreatedSql(start: SQL, end: SQL): SQL {
  return sql`select created_at as at from companies where created_at >= ${start} and created_at < ${end}`;
}
