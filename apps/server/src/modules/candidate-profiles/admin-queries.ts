import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCandidateList, AdminCandidateQuery, Completeness } from '@talentmatch/shared/administration';
import type { Db } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { candidateProfiles, candidateSkills } from './tables.ts';

const DAY_MS = 86_400_000;

/** The administrator's candidate list (admin/candidates): every candidate account, with or without a profile. */
export async function listCandidatesForAdmin(db: Db, query: AdminCandidateQuery, now = new Date()): Promise<AdminCandidateList> {
  const hasSkill = sql`exists (select 1 from ${candidateSkills} where ${candidateSkills.userId} = ${userDirectory.id})`;
  const completeness = sql<Completeness>`case when ${candidateProfiles.userId} is null then 'none'
    when ${candidateProfiles.resumeFileId} is not null and ${hasSkill} then 'complete' else 'partial' end`;
  const conditions: (SQL | undefined)[] = [isNull(userDirectory.deletedAt), sql`'Candidate' = any(${userDirectory.roles})`];
  if (query.search) {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`lower(${userDirectory.firstName} || ' ' || ${userDirectory.lastName} || ' ' || ${userDirectory.email}) like ${pattern}`,
    );
  }
  if (query.minScore !== undefined) conditions.push(gte(candidateProfiles.score, query.minScore));
  if (query.maxScore !== undefined) conditions.push(sql`${candidateProfiles.score} <= ${query.maxScore}`);
  if (query.visibility) conditions.push(eq(candidateProfiles.visibility, query.visibility));
  if (query.completeness) conditions.push(sql`${completeness} = ${query.completeness}`);
  if (query.lastLogin) {
    const days = { week: 7, month: 30, quarter: 90, inactive: 90 }[query.lastLogin];
    const since = new Date(now.getTime() - days * DAY_MS);
    conditions.push(
      query.lastLogin === 'inactive'
        ? or(isNull(userDirectory.lastLoginAt), lt(userDirectory.lastLoginAt, since))
        : gte(userDirectory.lastLoginAt, since),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: userDirectory.id,
        firstName: userDirectory.firstName,
        lastName: userDirectory.lastName,
        email: userDirectory.email,
        headline: candidateProfiles.headline,
        score: candidateProfiles.score,
        visibility: candidateProfiles.visibility,
        completeness,
        lastLoginAt: userDirectory.lastLoginAt,
        createdAt: userDirectory.createdAt,
        lockedAt: userDirectory.lockedAt,
      })
      .from(userDirectory)
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, userDirectory.id))
      .where(where)
      .orderBy(desc(userDirectory.createdAt), desc(userDirectory.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(userDirectory).leftJoin(candidateProfiles, eq(candidateProfiles.userId, userDirectory.id)).where(where),
  ]);
  return {
    candidates: rows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      headline: r.headline,
      score: r.score,
      visibility: r.visibility,
      completeness: r.completeness,
      lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      locked: r.lockedAt !== null,
    })),
    totalRecords: Number(total?.n ?? 0),
  };
}

/** Whether the candidate has created a profile (the admin candidate page shows the rest only then). */
export async function hasCandidateProfile(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  return Boolean(row);
}
