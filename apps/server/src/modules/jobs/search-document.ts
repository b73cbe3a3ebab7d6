import { skillsAs } from '../skills/queries.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.ts';
import { companyDirectoryAs } from '../companies/queries.ts';
export type { Tx } from '../../platform/db/index.ts';

// ---------------------------------------------------------------------------------------------
// Search document: title A, skills B, company C, description D. Every change of one of them calls
// this in the same transaction.

export function searchDocumentUpdate(where: SQL) {
  return sql`
    update jobs j set search_document =
      setweight(to_tsvector('english', j.title), 'A') ||
      setweight(to_tsvector('english', coalesce((
        select string_agg(s.name, ' ') from job_skills js join ${skillsAs('s')} on s.id = js.skill_id where js.job_id = j.id), '')), 'B') ||
      setweight(to_tsvector('english', coalesce((select c.name from ${companyDirectoryAs('c')} where c.id = j.company_id), '')), 'C') ||
      setweight(to_tsvector('english', j.description), 'D')
    where ${where}`;
}

/** Rebuilds one job's full-text document (call inside the transaction that changed it). */
export async function refreshJobSearchDocument(tx: Tx, jobId: string): Promise<void> {
  await tx.execute(searchDocumentUpdate(sql`j.id = ${jobId}`));
}

/** After a company is renamed, in the same transaction (the composition root makes it the companies module's `afterRename`). */
export async function refreshCompanyJobSearchDocuments(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(searchDocumentUpdate(sql`j.company_id = ${companyId}`));
}

/**
 * Skill merge (called by the skills service inside its transaction): the jobs requiring the duplicate
 * require the kept skill instead; a job listing both keeps one row, "required" winning.
 */
export async function moveJobSkillsOnMerge(tx: Tx, sourceId: string, targetId: string): Promise<string[]> {
  const moved = await tx.execute<{ job_id: string }>(sql`
    with src as (delete from job_skills where skill_id = ${sourceId} returning job_id, importance)
    insert into job_skills (job_id, skill_id, importance)
    select job_id, ${targetId}::uuid, importance from src
    on conflict (job_id, skill_id) do update
      set importance = case when job_skills.importance = 'required' or excluded.importance = 'required' then 'required' else 'nice_to_have' end
    returning job_id`);
  const jobIds = [...new Set(moved.rows.map((r) => r.job_id))];
  for (const jobId of jobIds) await refreshJobSearchDocument(tx, jobId);
  return jobIds;
}
