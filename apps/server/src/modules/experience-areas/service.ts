import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, type experienceAreaBody, type ExperienceArea } from '@talentmatch/shared/catalogues';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/index.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { experienceAreas } from './tables.ts';
import { bindDeps } from '../../platform/bind-deps.ts';

/** The catalogue as another module joins it (a job's or an experience's area): the fields it may read. */
export const areaCatalogue = new QueryBuilder()
  .select({ id: experienceAreas.id, name: experienceAreas.name, isActive: experienceAreas.isActive })
  .from(experienceAreas)
  .as('area_catalogue');

type AreaInput = z.output<typeof experienceAreaBody>;
type AreaRow = typeof experienceAreas.$inferSelect;

/** What the catalogue needs from the modules above it (they import it, so it imports none of them). */
export interface AreaServiceDeps {
  /** How many positions are in the area whose id is given, as a correlated subquery (the positions are candidate-profiles'). */
  positionCount: (areaId: SQL) => SQL<number>;
}
const usage = (deps: AreaServiceDeps) => deps.positionCount(sql`"experience_areas"."id"`);

function present(row: AreaRow & { jobExperienceCount?: number }): ExperienceArea {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    jobExperienceCount: row.jobExperienceCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function listAreas(deps: AreaServiceDeps, db: Db, options: { includeInactive: boolean }): Promise<ExperienceArea[]> {
  const rows = await db
    .select({ ...columns(), jobExperienceCount: usage(deps) })
    .from(experienceAreas)
    .where(options.includeInactive ? undefined : eq(experienceAreas.isActive, true))
    .orderBy(asc(sql`lower(${experienceAreas.name})`));
  return rows.map(present);
}

function columns() {
  return {
    id: experienceAreas.id,
    name: experienceAreas.name,
    description: experienceAreas.description,
    isActive: experienceAreas.isActive,
    createdAt: experienceAreas.createdAt,
    updatedAt: experienceAreas.updatedAt,
  };
}

async function getArea(deps: AreaServiceDeps, db: Db, id: string): Promise<ExperienceArea> {
  const [row] = await db
    .select({ ...columns(), jobExperienceCount: usage(deps) })
    .from(experienceAreas)
    .where(eq(experienceAreas.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(CATALOGUE_MESSAGES.areaNotFound);
  return present(row);
}

const taken = () => new BadRequestError(CATALOGUE_MESSAGES.areaNameTaken, { name: [CATALOGUE_MESSAGES.areaNameTaken] });

async function nameTaken(db: Db, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: experienceAreas.id })
    .from(experienceAreas)
    .where(sql`lower(${experienceAreas.name}) = lower(${name})`)
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

async function createArea(_deps: AreaServiceDeps, db: Db, input: AreaInput): Promise<ExperienceArea> {
  if (await nameTaken(db, input.name)) throw taken();
  try {
    const [row] = await db.insert(experienceAreas).values(input).returning();
    return present(row);
  } catch (error) {
    if (isUniqueViolation(error, 'experience_areas_name_key')) throw taken();
    throw error;
  }
}

async function updateArea(deps: AreaServiceDeps, db: Db, id: string, input: AreaInput): Promise<ExperienceArea> {
  await getArea(deps, db, id);
  if (await nameTaken(db, input.name, id)) throw taken();
  try {
    await db
      .update(experienceAreas)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(experienceAreas.id, id));
  } catch (error) {
    if (isUniqueViolation(error, 'experience_areas_name_key')) throw taken();
    throw error;
  }
  return getArea(deps, db, id);
}

/**
 * An area a job experience may use: active, or (on an update) the one it already has, since
 * inactive entries stay valid on old records.
 */
export async function requireUsableArea(db: Tx, id: string, currentId?: string | null): Promise<AreaRow> {
  const [row] = await db
    .select()
    .from(experienceAreas)
    .where(and(eq(experienceAreas.id, id)))
    .limit(1);
  const unknown = 'Choose an experience area from the list.';
  if (!row) throw new BadRequestError(unknown, { experienceAreaId: [unknown] });
  if (!row.isActive && row.id !== currentId) {
    const msg = 'This experience area is no longer offered; choose another.';
    throw new BadRequestError(msg, { experienceAreaId: [msg] });
  }
  return row;
}

/** The catalogue's reads and writes that need `AreaServiceDeps`, built once by the composition root. */
export function createAreaService(deps: AreaServiceDeps) {
  return bindDeps(deps, { listAreas, getArea, createArea, updateArea });
}
export type AreaService = ReturnType<typeof createAreaService>;
