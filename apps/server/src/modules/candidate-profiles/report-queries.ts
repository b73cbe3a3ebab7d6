import { type SQL, sql } from 'drizzle-orm';

/**
 * True when the candidate `userId` (a column expression) has a complete profile: a summary, a
 * location (city or country) and a resume.
 */
export function profileCompleteSql(userId: SQL): SQL {
  return sql`exists (select 1 from candidate_profiles p where p.user_id = ${userId}
    and p.summary <> '' and (p.city <> '' or p.country <> '') and p.resume_file_id is not null)`;
}
