import type { Db } from '../platform/db/index.ts';
import { jobs, jobSkills } from '../modules/jobs/tables.ts';

/**
 * Factory for tests and seeds that need job rows before going through the jobs service.
 * It writes the rows as they are; the jobs service keeps the search document, so a test of search
 * should create its jobs through the service (or call the service's search-document refresh).
 */
export async function seedJob(
  db: Db,
  input: Partial<typeof jobs.$inferInsert> & {
    companyId: string;
    skills?: { skillId: string; importance?: 'required' | 'nice_to_have' }[];
  },
) {
  const { skills: jobSkillRows = [], ...values } = input;
  const status = values.status ?? 'open';
  const [job] = await db
    .insert(jobs)
    .values({
      title: 'Software engineer',
      description: 'Build and run the product with a small team.',
      ...values,
      status,
      openedAt: values.openedAt ?? (status === 'draft' ? null : new Date()),
    })
    .returning();
  if (jobSkillRows.length > 0) {
    await db
      .insert(jobSkills)
      .values(jobSkillRows.map((s) => ({ jobId: job.id, skillId: s.skillId, importance: s.importance ?? 'required' })));
  }
  return job;
}
