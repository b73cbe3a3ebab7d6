import { required } from '@talentmatch/shared/required';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES, type CandidateSkill } from '@talentmatch/shared/candidate-profile';
import type { CandidateSkillUpdateBody } from '@talentmatch/shared/candidate-profile-requests';
import type { Db, Tx } from '../../platform/db/index.ts';
export type { Tx } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import { requireOfferedSkill, skillCatalogue } from '../skills/service.ts';
import { candidateSkills } from './tables.ts';
import type { ProfileScoring } from './after-change.ts';
import { requireProfileForUpdate } from './profile.ts';

// ---------------------------------------------------------------------------------------------
// Skills

const candidateSkillColumns = {
  id: candidateSkills.id,
  userId: candidateSkills.userId,
  skillId: candidateSkills.skillId,
  name: skillCatalogue.name,
  category: skillCatalogue.category,
  isActive: skillCatalogue.isActive,
  level: candidateSkills.level,
  years: candidateSkills.years,
};

export async function listCandidateSkills(db: Tx, userId: string): Promise<CandidateSkill[]> {
  const rows = await db
    .select(candidateSkillColumns)
    .from(candidateSkills)
    .innerJoin(skillCatalogue, eq(skillCatalogue.id, candidateSkills.skillId))
    .where(eq(candidateSkills.userId, userId))
    .orderBy(desc(candidateSkills.level), asc(skillCatalogue.name));
  return rows.map(({ userId: _u, ...rest }) => rest);
}

export async function findCandidateSkill(db: Tx, id: string) {
  const [row] = await db
    .select({ ...candidateSkillColumns, firstName: userDirectory.firstName, lastName: userDirectory.lastName, email: userDirectory.email })
    .from(candidateSkills)
    .innerJoin(skillCatalogue, eq(skillCatalogue.id, candidateSkills.skillId))
    .innerJoin(userDirectory, eq(userDirectory.id, candidateSkills.userId))
    .where(eq(candidateSkills.id, id))
    .limit(1);
  return row ?? null;
}

export async function addCandidateSkill(
  scoring: ProfileScoring,
  db: Db,
  userId: string,
  input: { skillId: string; level: number; years: number },
): Promise<CandidateSkill> {
  const id = await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    await requireOfferedSkill(tx, input.skillId);
    const [existing] = await tx
      .select({ id: candidateSkills.id })
      .from(candidateSkills)
      .where(and(eq(candidateSkills.userId, userId), eq(candidateSkills.skillId, input.skillId)))
      .limit(1);
    if (existing) throw new BadRequestError(PROFILE_MESSAGES.duplicateSkill, { skillId: [PROFILE_MESSAGES.duplicateSkill] });
    const [row] = await tx
      .insert(candidateSkills)
      .values({ userId, ...input })
      .returning({ id: candidateSkills.id });
    await scoring.afterProfileChange(tx, userId, 'skill-added');
    return row.id;
  });
  return required((await listCandidateSkills(db, userId)).find((s) => s.id === id));
}

export async function updateCandidateSkill(
  scoring: ProfileScoring,
  db: Db,
  ownerId: string,
  id: string,
  input: CandidateSkillUpdateBody,
): Promise<CandidateSkill> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, ownerId);
    const updated = await tx
      .update(candidateSkills)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(candidateSkills.id, id), eq(candidateSkills.userId, ownerId)))
      .returning({ id: candidateSkills.id });
    if (updated.length === 0) throw new NotFoundError('This skill is not on the profile.');
    await scoring.afterProfileChange(tx, ownerId, 'skill-updated');
  });
  return required((await listCandidateSkills(db, ownerId)).find((s) => s.id === id));
}

export async function deleteCandidateSkill(scoring: ProfileScoring, db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireProfileForUpdate(tx, userId);
    const deleted = await tx
      .delete(candidateSkills)
      .where(and(eq(candidateSkills.id, id), eq(candidateSkills.userId, userId)))
      .returning({ id: candidateSkills.id });
    if (deleted.length === 0) throw new NotFoundError('This skill is not on the profile.');
    await scoring.afterProfileChange(tx, userId, 'skill-removed');
  });
}

/**
 * A skill merge (registered with the skills module): candidates holding the duplicate hold the kept skill
 * instead, keeping the higher level and years when they hold both; their scores are recomputed.
 */
export async function moveCandidateSkillsOnMerge(scoring: ProfileScoring, tx: Tx, sourceId: string, targetId: string): Promise<void> {
  const moved = await tx.execute<{ user_id: string }>(sql`
    with src as (delete from candidate_skills where skill_id = ${sourceId} returning user_id, level, years)
    insert into candidate_skills (user_id, skill_id, level, years)
    select user_id, ${targetId}::uuid, level, years from src
    on conflict (user_id, skill_id) do update
      set level = greatest(candidate_skills.level, excluded.level),
          years = greatest(candidate_skills.years, excluded.years),
          updated_at = now()
    returning user_id`);
  await scoring.recomputeScoresFor(tx, [...new Set(moved.rows.map((r) => r.user_id))], 'skill-merged');
}
