import { type SQL, sql } from 'drizzle-orm';

/**
 * For the reports module: accounts created in [start, end) as a subquery with columns
 * `user_id, at, role ('Candidate' | 'Employer'), company_id`. Accounts with neither role (administrators
 * only) are left out; deleted accounts still count, they did sign up.
 */
export function accountsCreatedSql(start: SQL, end: SQL): SQL {
  return sql`select id as user_id, created_at as at,
      case when 'Candidate' = any(roles) then 'Candidate' else 'Employer' end as role, company_id
    from users
    where created_at >= ${start} and created_at < ${end} and ('Candidate' = any(roles) or 'Employer' = any(roles))`;
}
