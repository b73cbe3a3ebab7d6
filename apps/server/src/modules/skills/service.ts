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
import { providerSlot } from '../../platform/provider-slot.ts';

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

/**
 * How many candidates hold a skill, as a correlated subquery on its id: the holdings are the candidate-profiles
 * module's, which provides this when its routes load (it imports this catalogue, so this catalogue imports none of it).
 */
type SkillUsage = (skillId: SQL) => SQL<number>;
const skillUsage = providerSlot<SkillUsage>('skill usage', 'candidate-profiles');
export const provideSkillUsage = skillUsage.provide;
const usage = () => skillUsage.get()(sql`"skills"."id"`);

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

export async function listSkills(db: Db, query: SkillListQuery, options: { includeInactive: boolean }): Promise<SkillList> {
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
    .select({ ...skillColumns(), candidateCount: usage() })
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

export async function getSkill(db: Db, id: string): Promise<Skill> {
  const [row] = await db
    .select({ ...skillColumns(), candidateCount: usage() })
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

export async function createSkill(db: Db, input: SkillInput): Promise<Skill> {
  if (await nameTaken(db, input.name)) throw taken();
  try {
    const [row] = await db.insert(skills).values(input).returning();
    return presentSkill(row);
  } catch (error) {
    if (isUniqueViolation(error, 'skills_name_key')) throw taken();
    throw error;
  }
}

export async function updateSkill(db: Db, id: string, input: SkillInput): Promise<Skill> {
  const current = await getSkill(db, id);
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
  return getSkill(db, id);
}

/** What a module holding skills does when one is merged into another, inside the merge's transaction. */
export type SkillMergeHandler = (tx: Tx, sourceId: string, targetId: string) => Promise<unknown>;
const mergeHandlers = new Set<SkillMergeHandler>();

/**
 * Modules that hold skills (candidate skills, job skills) register their part of a merge when their routes
 * load, so this catalogue imports none of them.
 */
export function onSkillMerged(handler: SkillMergeHandler): void {
  mergeHandlers.add(handler);
}

/**
 * Merges a duplicate into another skill: the duplicate stays as an inactive pointer, and every registered
 * holder moves its rows to the kept skill in the same transaction (candidates keep the higher level and years
 * when they hold both, their scores recomputed; jobs requiring the duplicate require the kept skill instead).
 */
export async function mergeSkill(db: Db, sourceId: string, targetId: string): Promise<Skill> {
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
    for (const handler of mergeHandlers) await handler(tx as unknown as Tx, sourceId, targetId);
  });
  return getSkill(db, targetId);
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
