import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/index.ts';

/**
 * The jobs service keeps `jobs.search_document` (title A, skills B, company C, description D); tests
 * that create jobs with the `seedJob` factory fill it with the same recipe here.
 */
export async function refreshJobSearchDocuments(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`
    update jobs j set search_document =
      setweight(to_tsvector('english', j.title), 'A') ||
      setweight(to_tsvector('english', coalesce((select string_agg(s.name, ' ') from job_skills js join skills s on s.id = js.skill_id where js.job_id = j.id), '')), 'B') ||
      setweight(to_tsvector('english', coalesce((select c.name from companies c where c.id = j.company_id), '')), 'C') ||
      setweight(to_tsvector('english', j.description), 'D')`);
}
