import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { seedSkill } from '../../seed/profile-factories.ts';
import { createSkillService } from './service.ts';

// The catalogue built on its own, as a script would: a database and the two dependencies its type names, no app.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the skill service without the app', () => {
  it('counts holders through the given subquery and runs the given after-merge in the merge', async () => {
    const merges: Array<{ sourceId: string; targetId: string; sourceMerged: boolean }> = [];
    const skills = createSkillService({
      holderCount: (skillId) => sql<number>`(case when ${skillId} is not null then 7 else 0 end)`,
      afterMerge: async (tx, sourceId, targetId) => {
        // inside the merge's transaction: the duplicate already points at the kept skill
        const { rows } = await tx.execute<{ merged: boolean }>(
          sql`select merged_into_id is not null as merged from skills where id = ${sourceId}`,
        );
        merges.push({ sourceId, targetId, sourceMerged: rows[0]?.merged ?? false });
      },
    });
    const kept = await seedSkill(database.db, { name: 'Standalone Kept' });
    const duplicate = await seedSkill(database.db, { name: 'Standalone Duplicate' });

    expect(await skills.getSkill(database.db, kept.id)).toMatchObject({ name: 'Standalone Kept', candidateCount: 7 });
    const merged = await skills.mergeSkill(database.db, duplicate.id, kept.id);
    expect(merged.id).toBe(kept.id);
    expect(merges).toEqual([{ sourceId: duplicate.id, targetId: kept.id, sourceMerged: true }]);
  });

  it('rolls the merge back when an after-effect fails', async () => {
    const skills = createSkillService({
      holderCount: () => sql<number>`0`,
      afterMerge: async () => {
        throw new Error('a holder could not move its rows');
      },
    });
    const kept = await seedSkill(database.db, { name: 'Rollback Kept' });
    const duplicate = await seedSkill(database.db, { name: 'Rollback Duplicate' });
    await expect(skills.mergeSkill(database.db, duplicate.id, kept.id)).rejects.toThrow('a holder could not move its rows');
    expect(await skills.getSkill(database.db, duplicate.id)).toMatchObject({ mergedIntoId: null, isActive: true });
  });
});
