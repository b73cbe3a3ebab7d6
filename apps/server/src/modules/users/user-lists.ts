import { escapeLike } from '../../platform/db/like.ts';
import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, StaleUsers, UserFilterQuery, UserList, UserListQuery } from '@talentmatch/shared/administration';
import type { Role } from '@talentmatch/shared/roles';
import type { Db, Tx } from '../../platform/db/index.ts';
import {
  ESTIMATE_LIMITS,
  type EstimateLimits,
  estimateFromSample,
  type Total,
  walkingTheIndex,
  walkIsShorter,
} from '../../platform/db/estimate.ts';
import { companyDirectory } from '../companies/queries.ts';
import { users } from './tables.ts';
import { userRoles } from './service.ts';
import { presentPerson } from './queries.ts';

// The account lists of the administration area (modules/administration calls them): all, filter, by role, stale;
// their totals at any size; the dashboard's account figures.

type UserRow = typeof users.$inferSelect;

/** The lower-cased "first last email" the trigram index (migration 0016) is built on. */
export const userSearchText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
const live = isNull(users.deletedAt);

export function present(row: { user: UserRow; companyName: string | null }): AdminUser {
  const u = row.user;
  return {
    id: u.id,
    ...presentPerson(u),
    roles: userRoles(u),
    companyId: u.companyId,
    companyName: row.companyName,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    locked: u.lockedAt !== null,
  };
}

/**
 * Counting every live account of a large site on each page costs more than the page (about 1,000,000 rows);
 * above this many the unfiltered total is reused for a few seconds. Smaller sites always get the exact count.
 */
const CACHED_TOTAL_ABOVE = 50_000;
const TOTAL_TTL_MS = 15_000;
const cachedTotals = new WeakMap<Db, { at: number; total: number }>();

async function countLiveUsers(db: Db): Promise<number> {
  const cached = cachedTotals.get(db);
  if (cached && cached.total > CACHED_TOTAL_ABOVE && Date.now() - cached.at < TOTAL_TTL_MS) return cached.total;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(live);
  cachedTotals.set(db, { at: Date.now(), total });
  return total;
}

/**
 * How a filtered list is read on a large site (above `largeSiteAbove` accounts): a block sample tells first how
 * frequent the filter is (`platform/db/estimate.ts`):
 * - expected matches up to `exactUpTo`: the exact count and the page, in parallel (each one trigram bitmap read);
 * - more: counting them would cost more than the page (a frequent surname prefix matches tens of thousands), so
 *   the total is the sample's estimate to two significant figures and the answer says `totalIsEstimate`.
 * Smaller sites always get exact totals.
 */
const TOTAL_LIMITS: EstimateLimits = { ...ESTIMATE_LIMITS, largeSiteAbove: CACHED_TOTAL_ABOVE };

/** The sample's estimate of the filter's matches when they are more than `exactUpTo`, else null. */
export async function estimatedTotal(db: Db, where: SQL | undefined, limits = TOTAL_LIMITS): Promise<Total | null> {
  return estimateFromSample(db, sql`${users}`, await countLiveUsers(db), where, limits);
}

async function pagedUsers(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  pageSize: number,
  options: { unfiltered?: boolean } = {},
): Promise<UserList> {
  const pageOf = (tx: Tx) =>
    tx
      .select({ user: users, companyName: companyDirectory.name })
      .from(users)
      .leftJoin(companyDirectory, eq(companyDirectory.id, users.companyId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  const answer = (rows: Awaited<ReturnType<typeof pageOf>>, total: Total): UserList => ({
    users: rows.map(present),
    totalRecords: total.total,
    ...(total.totalIsEstimate && { totalIsEstimate: true }),
  });
  if (options.unfiltered) {
    const [rows, total] = await Promise.all([pageOf(db), countLiveUsers(db)]);
    return answer(rows, { total });
  }
  const estimate = await estimatedTotal(db, where);
  if (estimate) {
    const walk = walkIsShorter(estimate.total, page * pageSize, await countLiveUsers(db));
    return answer(walk ? await db.transaction((tx) => walkingTheIndex(tx, () => pageOf(tx))) : await pageOf(db), estimate);
  }
  const [rows, [{ total }]] = await Promise.all([pageOf(db), db.select({ total: sql<number>`count(*)::int` }).from(users).where(where)]);
  return answer(rows, { total });
}

function orderOf(query: Pick<UserListQuery, 'sortBy' | 'sortDir'>): SQL[] {
  const dir = query.sortDir === 'asc' ? asc : desc;
  switch (query.sortBy) {
    case 'name':
      return [dir(sql`lower(${users.lastName})`), dir(sql`lower(${users.firstName})`), dir(users.id)];
    case 'email':
      return [dir(users.email)];
    case 'lastLoginAt':
      return [
        query.sortDir === 'asc' ? sql`${users.lastLoginAt} asc nulls first` : sql`${users.lastLoginAt} desc nulls last`,
        dir(users.id),
      ];
    default:
      return [dir(users.createdAt), dir(users.id)];
  }
}

/** GET api/user/all */
export function listUsers(db: Db, query: UserListQuery): Promise<UserList> {
  return pagedUsers(db, live, orderOf(query), query.page, query.pageSize, { unfiltered: true });
}

/** `%`, `_` and `\` typed by the user match themselves. */

/** GET api/user/filter: name or email contains the text (trigram index), best-known first (newest accounts). */
export function filterUsers(db: Db, query: UserFilterQuery): Promise<UserList> {
  const conditions = [live, sql`${userSearchText} like ${`%${escapeLike(query.query.toLowerCase())}%`}`];
  if (query.role) conditions.push(sql`${query.role} = any(${users.roles})`);
  return pagedUsers(db, and(...conditions), [desc(users.createdAt), desc(users.id)], query.page, query.pageSize);
}

/** GET api/user/role/{role} */
export function listUsersByRole(db: Db, role: Role, query: UserListQuery): Promise<UserList> {
  return pagedUsers(db, and(live, sql`${role} = any(${users.roles})`), orderOf(query), query.page, query.pageSize);
}

/** Accounts without a login for longer than the threshold (or never, and older than it). */
function staleCondition(thresholdDays: number): SQL {
  const cutoff = new Date(Date.now() - thresholdDays * 24 * 60 * 60 * 1000);
  const where = and(
    live,
    isNull(users.lockedAt),
    or(lt(users.lastLoginAt, cutoff), and(isNull(users.lastLoginAt), lt(users.createdAt, cutoff))),
  ) as SQL;
  return where;
}

/** GET api/user/stale-users: oldest login first. */
export async function listStaleUsers(db: Db, query: Pick<UserListQuery, 'page' | 'pageSize'>, thresholdDays: number): Promise<StaleUsers> {
  const where = staleCondition(thresholdDays);
  const list = await pagedUsers(db, where, [sql`${users.lastLoginAt} asc nulls first`, asc(users.createdAt)], query.page, query.pageSize);
  return { ...list, thresholdDays };
}

/** The dashboard's account figures: live accounts by role, in total and new since `weekAgo`, stale ones, sign-ups per UTC day since `firstDay`. */
export async function accountFigures(db: Db, options: { weekAgo: Date; firstDay: Date; staleThresholdDays: number }) {
  const { weekAgo, firstDay } = options;
  const [roleRows, [totals], [staleRow], signupRows] = await Promise.all([
    db
      .select({ role: sql<string>`r.role`, n: sql<number>`count(*)::int` })
      .from(sql`${users} cross join lateral unnest(${users.roles}) as r(role)`)
      .where(live)
      .groupBy(sql`r.role`),
    db
      .select({
        total: sql<number>`count(*)::int`,
        newThisWeek: sql<number>`(count(*) filter (where ${users.createdAt} >= ${weekAgo}))::int`,
      })
      .from(users)
      .where(live),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(staleCondition(options.staleThresholdDays)),
    db
      .select({ day: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(live, gte(users.createdAt, firstDay)))
      .groupBy(sql`1`),
  ]);
  return { roleRows, totals, staleRow, signupRows };
}
