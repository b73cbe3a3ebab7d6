import { escapeLike } from '../../platform/db/like.ts';
import { required } from '@talentmatch/shared/required';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { COMPANY_MESSAGES, type Benefit, type BenefitList, type CompanyBenefit, type benefitBody } from '@talentmatch/shared/companies';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { benefitFields, benefitsAs } from './queries.ts';
import { benefits, companyBenefits } from './tables.ts';

/** The catalogue as another module joins it (a job's benefits). */
export const benefitCatalogue = benefitsAs('benefit_catalogue');

type BenefitRow = typeof benefits.$inferSelect;
type BenefitInput = z.output<typeof benefitBody>;

const usage = sql<number>`(select count(*)::int from company_benefits cb where cb.benefit_id = "benefits"."id")`;

function presentBenefit(row: BenefitRow & { companyCount?: number }): Benefit {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    companyCount: row.companyCount ?? 0,
  };
}

export async function listBenefits(
  db: Db,
  query: { search: string; status: 'active' | 'inactive' | 'all'; page: number; pageSize: number },
  options: { admin: boolean },
): Promise<BenefitList> {
  const where: SQL[] = [];
  const status = options.admin ? query.status : 'active';
  if (status === 'active') where.push(eq(benefits.isActive, true));
  if (status === 'inactive') where.push(eq(benefits.isActive, false));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push(required(or(ilike(benefits.name, like), ilike(benefits.description, like))));
  }
  const condition = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(benefits).where(condition);
  const rows = await db
    .select({ ...benefitColumns(), companyCount: options.admin ? usage : sql<number>`0` })
    .from(benefits)
    .where(condition)
    .orderBy(asc(benefits.sortOrder), asc(sql`lower(${benefits.name})`))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(presentBenefit), totalRecords: total };
}

function benefitColumns() {
  return {
    ...benefitFields,
    createdAt: benefits.createdAt,
    updatedAt: benefits.updatedAt,
  };
}

export async function getBenefit(db: Db, id: string): Promise<Benefit> {
  const [row] = await db
    .select({ ...benefitColumns(), companyCount: usage })
    .from(benefits)
    .where(eq(benefits.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(COMPANY_MESSAGES.benefitNotFound);
  return presentBenefit(row);
}

const taken = () => new BadRequestError(COMPANY_MESSAGES.benefitNameTaken, { name: [COMPANY_MESSAGES.benefitNameTaken] });

async function nameTaken(db: Db, name: string, exceptId?: string) {
  const [row] = await db.select({ id: benefits.id }).from(benefits).where(sql`lower(${benefits.name}) = lower(${name})`).limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** New benefits go to the end of the order. */
export async function createBenefit(db: Db, input: BenefitInput): Promise<Benefit> {
  if (await nameTaken(db, input.name)) throw taken();
  try {
    const [row] = await db
      .insert(benefits)
      .values({ ...input, sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from benefits)` })
      .returning();
    return presentBenefit(row);
  } catch (error) {
    if (isUniqueViolation(error, 'benefits_name_key')) throw taken();
    throw error;
  }
}

export async function updateBenefit(db: Db, id: string, input: BenefitInput): Promise<Benefit> {
  await getBenefit(db, id);
  if (await nameTaken(db, input.name, id)) throw taken();
  try {
    await db
      .update(benefits)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(benefits.id, id));
  } catch (error) {
    if (isUniqueViolation(error, 'benefits_name_key')) throw taken();
    throw error;
  }
  return getBenefit(db, id);
}

/** Only a benefit no company offers may be deleted; the others are deactivated. */
export async function deleteBenefit(db: Db, id: string): Promise<void> {
  const benefit = await getBenefit(db, id);
  if (benefit.companyCount > 0) throw new ConflictError(COMPANY_MESSAGES.benefitInUse);
  await db.delete(benefits).where(eq(benefits.id, id));
}

/** The whole catalogue in its new order (every id exactly once). */
export async function reorderBenefits(db: Db, ids: string[]): Promise<BenefitList> {
  const mismatch = () => new BadRequestError(COMPANY_MESSAGES.benefitOrderMismatch, { ids: [COMPANY_MESSAGES.benefitOrderMismatch] });
  if (new Set(ids).size !== ids.length) throw mismatch();
  await db.transaction(async (tx) => {
    const all = await tx.select({ id: benefits.id }).from(benefits).for('update');
    if (all.length !== ids.length || !all.every((row) => ids.includes(row.id))) throw mismatch();
    for (const [index, id] of ids.entries()) {
      await tx
        .update(benefits)
        .set({ sortOrder: index + 1, updatedAt: new Date() })
        .where(eq(benefits.id, id));
    }
  });
  return listBenefits(db, { search: '', status: 'all', page: 1, pageSize: 500 }, { admin: true });
}

/**
 * Checks a company's (or later a job's) choice: every id must be in the catalogue, and a benefit that
 * is no longer offered may only stay where it was already chosen. Returns the ids without duplicates.
 */
export async function requireOfferedBenefits(db: Tx, ids: string[], alreadyChosen: readonly string[] = []): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select({ id: benefits.id, isActive: benefits.isActive }).from(benefits).where(inArray(benefits.id, unique));
  if (rows.length !== unique.length)
    throw new BadRequestError(COMPANY_MESSAGES.benefitUnknown, { benefitIds: [COMPANY_MESSAGES.benefitUnknown] });
  if (rows.some((row) => !row.isActive && !alreadyChosen.includes(row.id))) {
    throw new BadRequestError(COMPANY_MESSAGES.benefitInactive, { benefitIds: [COMPANY_MESSAGES.benefitInactive] });
  }
  return unique;
}

async function companyBenefitIds(db: Tx, companyId: string): Promise<string[]> {
  const rows = await db.select({ id: companyBenefits.benefitId }).from(companyBenefits).where(eq(companyBenefits.companyId, companyId));
  return rows.map((r) => r.id);
}

export async function listCompanyBenefits(db: Tx, companyId: string): Promise<CompanyBenefit[]> {
  return db
    .select({ id: benefits.id, name: benefits.name, description: benefits.description, icon: benefits.icon, isActive: benefits.isActive })
    .from(companyBenefits)
    .innerJoin(benefits, eq(benefits.id, companyBenefits.benefitId))
    .where(eq(companyBenefits.companyId, companyId))
    .orderBy(asc(benefits.sortOrder), asc(sql`lower(${benefits.name})`));
}

/** Replaces the company's benefits (inside the caller's transaction). */
async function setCompanyBenefits(tx: Tx, companyId: string, ids: string[]): Promise<void> {
  await tx.delete(companyBenefits).where(eq(companyBenefits.companyId, companyId));
  if (ids.length) await tx.insert(companyBenefits).values(ids.map((benefitId) => ({ companyId, benefitId })));
}

/**
 * The company profile's choice (provided to the companies module, inside its transaction): checks the ids
 * (a withdrawn benefit may stay where it was already chosen), then replaces the company's benefits.
 */
export async function replaceCompanyBenefits(tx: Tx, companyId: string, ids: string[]): Promise<void> {
  const chosen = await requireOfferedBenefits(tx, ids, await companyBenefitIds(tx, companyId));
  await setCompanyBenefits(tx, companyId, chosen);
}
