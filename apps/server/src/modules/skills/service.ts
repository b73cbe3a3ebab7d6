import { escapeLike } from '../../platform/db/like.ts';
import { required } from '@talentmatch/shared/required';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, type skillBody, type Skill, type SkillList } from '@talentmatch/shared/catalogues';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { findSkillsInText } from './match-skills.ts';
import type { SkillListQuery } from './schema.ts';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { skills } from './tables.ts';
import { bindDeps } from '../../platform/bind-deps.ts';

/** The catalogue as another module joins it (a job's skills, a candidate's): the fields it may read. */
export const skillCatalogue = new QueryBuilder()
  .select({ id: skills.id, name: skills.name, category: skills.category, isActive: skills.isActive })
  .from(skills)
  .as('skill_catalogue');

/** Whether each of these skills is active and whether it was merged away (a job's references are checked). */
export async function skillStates(db: Tx, ids: string[]) {
  const rows = await db
    .select({ id: skills.id, isActive: skills.isActive, mergedIntoId: skills.mergedIntoId })
    .from(skills)
    .where(inArray(skills.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

type SkillRow = typeof skills.$inferSelect;
type SkillInput = z.output<typeof skillBody>;
/** A transaction or the database: the catalogue is read inside the candidate's transactions too. */

/** What the catalogue needs from the modules above it (they import it, so it imports none of them). */
export interface SkillServiceDeps {
  /** How many candidates hold the skill whose id is given, as a correlated subquery (the holdings are candidate-profiles'). */
  holderCount: (skillId: SQL) => SQL<number>;
  /** A skill was merged into another: the modules holding skills move their rows, inside the merge's transaction. */
  afterMerge: (tx: Tx, sourceId: string, targetId: string) => Promise<void>;
}
const usage = (deps: SkillServiceDeps) => deps.holderCount(sql`"skills"."id"`);

function presentSkill(row: SkillRow & { candidateCount?: number }): Skill {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    isActive: row.isActive,
    mergedIntoId: row.mergedIntoId,
    candidateCount: row.candidateCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function listSkills(
  deps: SkillServiceDeps,
  db: Db,
  query: SkillListQuery,
  options: { includeInactive: boolean },
): Promise<SkillList> {
  const where: SQL[] = [isNull(skills.mergedIntoId)];
  const status = options.includeInactive ? query.status : 'active';
  if (status === 'active') where.push(eq(skills.isActive, true));
  if (status === 'inactive') where.push(eq(skills.isActive, false));
  if (query.category) where.push(eq(skills.category, query.category));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push(required(or(ilike(skills.name, like), ilike(skills.category, like))));
  }
  const condition = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(skills).where(condition);
  const rows = await db
    .select({ ...skillColumns(), candidateCount: usage(deps) })
    .from(skills)
    .where(condition)
    .orderBy(asc(skills.category), asc(sql`lower(${skills.name})`))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(presentSkill), totalRecords: total };
}

function skillColumns() {
  return {
    id: skills.id,
    name: skills.name,
    category: skills.category,
    description: skills.description,
    isActive: skills.isActive,
    mergedIntoId: skills.mergedIntoId,
    createdAt: skills.createdAt,
    updatedAt: skills.updatedAt,
  };
}

export async function listCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: skills.category })
    .from(skills)
    .where(and(isNull(skills.mergedIntoId), eq(skills.isActive, true)))
    .orderBy(asc(skills.category));
  return rows.map((r) => r.category);
}

async function getSkill(deps: SkillServiceDeps, db: Db, id: string): Promise<Skill> {
  const [row] = await db
    .select({ ...skillColumns(), candidateCount: usage(deps) })
    .from(skills)
    .where(eq(skills.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(CATALOGUE_MESSAGES.skillNotFound);
  return presentSkill(row);
}

async function nameTaken(db: Db, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: skills.id })
    .from(skills)
    .where(and(sql`lower(${skills.name}) = lower(${name})`, isNull(skills.mergedIntoId)))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

const taken = () => new BadRequestError(CATALOGUE_MESSAGES.skillNameTaken, { name: [CATALOGUE_MESSAGES.skillNameTaken] });

async function createSkill(_deps: SkillServiceDeps, db: Db, input: SkillInput): Promise<Skill> {
  if (await nameTaken(db, input.name)) throw taken();
  try {
    const [row] = await db.insert(skills).values(input).returning();
    return presentSkill(row);
  } catch (error) {
    if (isUniqueViolation(error, 'skills_name_key')) throw taken();
    throw error;
  }
}

async function updateSkill(deps: SkillServiceDeps, db: Db, id: string, input: SkillInput): Promise<Skill> {
  const current = await getSkill(deps, db, id);
  if (current.mergedIntoId) throw new ConflictError(CATALOGUE_MESSAGES.alreadyMerged);
  if (await nameTaken(db, input.name, id)) throw taken();
  try {
    await db
      .update(skills)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(skills.id, id));
  } catch (error) {
    if (isUniqueViolation(error, 'skills_name_key')) throw taken();
    throw error;
  }
  return getSkill(deps, db, id);
}

/**
 * Merges a duplicate into another skill: the duplicate stays as an inactive pointer, and every module
 * holding skills moves its rows to the kept skill in the same transaction (candidates keep the higher level and years
 * when they hold both, their scores recomputed; jobs requiring the duplicate require the kept skill instead).
 */
async function mergeSkill(deps: SkillServiceDeps, db: Db, sourceId: string, targetId: string): Promise<Skill> {
  if (sourceId === targetId) throw new BadRequestError(CATALOGUE_MESSAGES.mergeIntoSelf, { targetId: [CATALOGUE_MESSAGES.mergeIntoSelf] });
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(skills)
      .where(inArray(skills.id, [sourceId, targetId]))
      .for('update');
    const source = rows.find((r) => r.id === sourceId);
    const target = rows.find((r) => r.id === targetId);
    if (!source) throw new NotFoundError(CATALOGUE_MESSAGES.skillNotFound);
    if (!target) throw new BadRequestError(CATALOGUE_MESSAGES.skillNotFound, { targetId: [CATALOGUE_MESSAGES.skillNotFound] });
    if (source.mergedIntoId) throw new ConflictError(CATALOGUE_MESSAGES.alreadyMerged);
    if (target.mergedIntoId)
      throw new BadRequestError(CATALOGUE_MESSAGES.mergeTargetMerged, { targetId: [CATALOGUE_MESSAGES.mergeTargetMerged] });
    await tx.update(skills).set({ mergedIntoId: targetId, isActive: false, updatedAt: new Date() }).where(eq(skills.id, sourceId));
    await tx.update(skills).set({ mergedIntoId: targetId, updatedAt: new Date() }).where(eq(skills.mergedIntoId, sourceId));
    await deps.afterMerge(tx as unknown as Tx, sourceId, targetId);
  });
  return getSkill(deps, db, targetId);
}

/** A live, active catalogue skill (or a 400 naming the field). */
export async function requireOfferedSkill(db: Tx, id: string): Promise<SkillRow> {
  const [row] = await db.select().from(skills).where(eq(skills.id, id)).limit(1);
  if (!row || row.mergedIntoId)
    throw new BadRequestError('This skill is not in the catalogue.', { skillId: ['This skill is not in the catalogue.'] });
  if (!row.isActive)
    throw new BadRequestError('This skill is no longer offered; choose another.', {
      skillId: ['This skill is no longer offered; choose another.'],
    });
  return row;
}

/** Active catalogue skills named in the text. */
export async function skillsInText(db: Tx, text: string) {
  const catalogue = await db
    .select({ id: skills.id, name: skills.name, category: skills.category })
    .from(skills)
    .where(and(eq(skills.isActive, true), isNull(skills.mergedIntoId)));
  return findSkillsInText(text, catalogue);
}

/** The catalogue's reads and writes that need `SkillServiceDeps`, built once by the composition root. */
export function createSkillService(deps: SkillServiceDeps) {
  return bindDeps(deps, { listSkills, getSkill, createSkill, updateSkill, mergeSkill });
}
export type SkillService = ReturnType<typeof createSkillService>;
