import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminUser,
  AdminUserDetail,
  AuditEvent,
  CreateUserBody,
  LastLogin,
  StaleUsers,
  SupportAccess,
  UpdateUserBody,
  UserFilterQuery,
  UserList,
  UserListQuery,
  UserSession,
} from '@talentmatch/shared/administration';
import type { Role } from '@talentmatch/shared/roles';
import { recordAudit } from '../../platform/audit.ts';
import { userRoles } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { auditLog, companies, sessions, users } from '../../platform/db/schema.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { sendPasswordLink } from '../auth/service.ts';
import { createUser, EMAIL_TAKEN, findUserByEmail } from '../users/service.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { randomBytes } from 'node:crypto';
import { ALREADY_ADMIN, CANNOT_LOCK_SELF, LAST_ADMIN_ROLE, revokeAdminBlocker, SESSION_NOT_FOUND, USER_NOT_FOUND } from './policy.ts';
import { getStaleUserThresholdDays } from '../site-config/service.ts';

type UserRow = typeof users.$inferSelect;
/** The administrator acting, as the audit trail records them. */
export type AuditedActor = { userId: string; sessionId: string; ip?: string };

/** The lower-cased "first last email" the trigram index (migration 0016) is built on. */
export const userSearchText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
const live = isNull(users.deletedAt);

function present(row: { user: UserRow; companyName: string | null }): AdminUser {
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phoneNumber: u.phoneNumber,
    uniqueId: u.uniqueId,
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
 * How a filtered list is read on a large site (above `largeSiteAbove` accounts). A block sample of about
 * `sampleRows` accounts (`tablesample system`) tells first how frequent the filter is:
 * - expected matches up to `exactUpTo`: the exact count and the page, in parallel (each one trigram bitmap read);
 * - more: counting them would cost more than the page (a frequent surname prefix matches tens of thousands), so
 *   the total is the sample's estimate to two significant figures and the answer says `totalIsEstimate`.
 * Smaller sites always get exact totals.
 */
export const TOTAL_LIMITS = { largeSiteAbove: CACHED_TOTAL_ABOVE, exactUpTo: 5_000, sampleRows: 10_000 };

export type Total = { total: number; totalIsEstimate?: true };

/** The sample's estimate of the filter's matches when they are more than `exactUpTo`, else null. */
export async function estimatedTotal(db: Db, where: SQL | undefined, limits = TOTAL_LIMITS): Promise<Total | null> {
  const accounts = await countLiveUsers(db);
  if (accounts <= limits.largeSiteAbove) return null;
  const percent = Math.min(100, (limits.sampleRows / accounts) * 100);
  const [{ sampled }] = await db
    .select({ sampled: sql<number>`count(*)::int` })
    .from(sql`${users} tablesample system (${sql.raw(percent.toFixed(4))})`)
    .where(where);
  const estimate = (sampled * 100) / percent;
  return estimate > limits.exactUpTo ? { total: roughly(estimate), totalIsEstimate: true } : null;
}

/** Two significant figures: an estimate should not look more precise than it is. */
export function roughly(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * Many matches: walking the sort order's index meets the page after about (offset + size) × accounts / matches
 * rows, where the trigram bitmap (the planner's choice: it cannot tell a frequent fragment from a rare one) reads
 * every match. When the walk is the shorter read it is forced for this one statement: no bitmap or sequential
 * scan, no parallel workers (their start-up costs more than the walk), no JIT (the walk's estimated cost passes
 * its threshold; compiling took 65 ms here).
 */
async function walkingTheIndex<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`);
    return read(tx);
  });
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
      .select({ user: users, companyName: companies.name })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
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
    const walk = estimate.total ** 2 > page * pageSize * (await countLiveUsers(db));
    return answer(walk ? await walkingTheIndex(db, pageOf) : await pageOf(db), estimate);
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
const likeEscape = (value: string) => value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET api/user/filter: name or email contains the text (trigram index), best-known first (newest accounts). */
export function filterUsers(db: Db, query: UserFilterQuery): Promise<UserList> {
  const conditions = [live, sql`${userSearchText} like ${`%${likeEscape(query.query)}%`}`];
  if (query.role) conditions.push(sql`${query.role} = any(${users.roles})`);
  return pagedUsers(db, and(...conditions), [desc(users.createdAt), desc(users.id)], query.page, query.pageSize);
}

/** GET api/user/role/{role} */
export function listUsersByRole(db: Db, role: Role, query: UserListQuery): Promise<UserList> {
  return pagedUsers(db, and(live, sql`${role} = any(${users.roles})`), orderOf(query), query.page, query.pageSize);
}

/** Accounts without a login for longer than the threshold (or never, and older than it). */
export async function staleCondition(db: Db): Promise<{ where: SQL; thresholdDays: number }> {
  const thresholdDays = await getStaleUserThresholdDays(db);
  const cutoff = new Date(Date.now() - thresholdDays * 24 * 60 * 60 * 1000);
  const where = and(
    live,
    isNull(users.lockedAt),
    or(lt(users.lastLoginAt, cutoff), and(isNull(users.lastLoginAt), lt(users.createdAt, cutoff))),
  ) as SQL;
  return { where, thresholdDays };
}

/** GET api/user/stale-users: oldest login first. */
export async function listStaleUsers(db: Db, query: Pick<UserListQuery, 'page' | 'pageSize'>): Promise<StaleUsers> {
  const { where, thresholdDays } = await staleCondition(db);
  const list = await pagedUsers(db, where, [sql`${users.lastLoginAt} asc nulls first`, asc(users.createdAt)], query.page, query.pageSize);
  return { ...list, thresholdDays };
}

export async function loadUser(db: Db, id: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return user;
}

/** GET api/user/{id} */
export async function getUserDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  return {
    ...present(row),
    lockedAt: row.user.lockedAt?.toISOString() ?? null,
    deleted: row.user.deletedAt !== null,
    lastLoginIp: row.user.lastLoginIp,
  };
}

/** POST api/user: the account gets an unusable random password and the person a link to choose theirs. */
export async function createUserByAdmin(ctx: AppContext, actor: AuditedActor, body: CreateUserBody): Promise<AdminUserDetail> {
  const user = await createUser(ctx.db, {
    email: body.email,
    // never told to anyone: the person sets a password through the emailed link
    password: randomBytes(24).toString('base64url'),
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: body.phoneNumber,
    roles: [body.role],
    // the setup link mailed to the address proves it when followed; the account counts as confirmed (docs/security.md)
    emailVerified: true,
  });
  await recordAudit(ctx.db, {
    actorId: actor.userId,
    action: 'user.created',
    subjectType: 'user',
    subjectId: user.id,
    details: { role: body.role, ip: actor.ip },
  });
  await sendPasswordLink(ctx, user, 'setup');
  return getUserDetail(ctx.db, user.id);
}

/** Ends every live session of the user at once (the session service closes their live event streams). */
export async function endAllSessions(ctx: AppContext, userId: string, reason: string, options: { except?: string } = {}) {
  await ctx.sessions.revokeAllForUser(userId, reason, options);
}

/** PUT api/user: profile fields and the lock. */
export async function updateUserByAdmin(ctx: AppContext, actor: AuditedActor, body: UpdateUserBody): Promise<AdminUserDetail> {
  const user = await loadUser(ctx.db, body.id);
  if (user.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  if (body.locked && user.id === actor.userId) throw new ConflictError(CANNOT_LOCK_SELF);
  if (body.email !== user.email) {
    const other = await findUserByEmail(ctx.db, body.email);
    if (other && other.id !== user.id) throw new ConflictError(EMAIL_TAKEN);
  }
  const changed = (['email', 'firstName', 'lastName', 'phoneNumber'] as const).filter((k) => body[k] !== user[k]);
  const lockChange = body.locked === (user.lockedAt !== null) ? null : body.locked ? 'locked' : 'unlocked';
  const now = new Date();
  try {
    await ctx.db
      .update(users)
      .set({
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber,
        lockedAt: lockChange === 'locked' ? now : lockChange === 'unlocked' ? null : user.lockedAt,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
  if (changed.length)
    await recordAudit(ctx.db, {
      actorId: actor.userId,
      action: 'user.updated',
      subjectType: 'user',
      subjectId: user.id,
      details: { changed },
    });
  if (lockChange) {
    await recordAudit(ctx.db, { actorId: actor.userId, action: `user.${lockChange}`, subjectType: 'user', subjectId: user.id });
    if (lockChange === 'locked') await endAllSessions(ctx, user.id, 'account-locked');
  }
  return getUserDetail(ctx.db, user.id);
}

async function countOtherAdministrators(db: Db, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`'Administrator' = any(${users.roles})`, ne(users.id, userId), live));
  return n;
}

/** POST api/admin/make */
export async function makeAdministrator(ctx: AppContext, actor: AuditedActor, userId: string): Promise<AdminUserDetail> {
  const user = await loadUser(ctx.db, userId);
  if (user.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  if (userRoles(user).includes('Administrator')) throw new ConflictError(ALREADY_ADMIN);
  await ctx.db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'Administrator')`, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await recordAudit(ctx.db, { actorId: actor.userId, action: 'admin.granted', subjectType: 'user', subjectId: user.id });
  return getUserDetail(ctx.db, user.id);
}

/** POST api/admin/revoke: the last administrator keeps the role. */
export async function revokeAdministrator(ctx: AppContext, actor: AuditedActor, userId: string): Promise<AdminUserDetail> {
  const user = await loadUser(ctx.db, userId);
  if (user.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  const blocker = revokeAdminBlocker({ roles: userRoles(user), otherAdministrators: await countOtherAdministrators(ctx.db, user.id) });
  if (blocker) throw new ConflictError(blocker);
  // a guarded update: two administrators revoking each other at once cannot leave none
  const updated = await ctx.db
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, 'Administrator')`, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, user.id),
        sql`(select count(*) from users o where 'Administrator' = any(o.roles) and o.deleted_at is null and o.id <> ${user.id}) > 0`,
      ),
    )
    .returning({ id: users.id });
  if (updated.length === 0) throw new ConflictError(LAST_ADMIN_ROLE);
  await recordAudit(ctx.db, { actorId: actor.userId, action: 'admin.revoked', subjectType: 'user', subjectId: user.id });
  return getUserDetail(ctx.db, user.id);
}

/** GET api/user/last-login: the login before the current one. */
export async function lastLogin(db: Db, userId: string): Promise<LastLogin> {
  const user = await loadUser(db, userId);
  return { at: user.previousLoginAt?.toISOString() ?? null, ip: user.previousLoginIp };
}

const sessionLive = (now: Date) => and(isNull(sessions.revokedAt), or(isNull(sessions.expiresAt), gt(sessions.expiresAt, now)));

/** Live sessions of a user, most recently used first. */
export async function listSessions(db: Db, userId: string, currentSessionId: string | null): Promise<UserSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sessionLive(new Date())))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(100);
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    ip: s.ip,
    userAgent: s.userAgent,
    current: s.id === currentSessionId,
    impersonated: s.impersonatorId !== null,
  }));
}

/** An administrator ends one session of a user. */
export async function revokeUserSession(ctx: AppContext, actor: AuditedActor, userId: string, sessionId: string): Promise<void> {
  await loadUser(ctx.db, userId);
  const ended = await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'revoked-by-admin' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), sessionLive(new Date())))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new NotFoundError(SESSION_NOT_FOUND);
  await ctx.events.endSessions(ended.map((s) => s.id));
  await recordAudit(ctx.db, { actorId: actor.userId, action: 'user.session-revoked', subjectType: 'user', subjectId: userId });
}

/** An administrator ends every session of a user. */
export async function revokeAllUserSessions(ctx: AppContext, actor: AuditedActor, userId: string): Promise<void> {
  await loadUser(ctx.db, userId);
  await endAllSessions(ctx, userId, 'revoked-by-admin');
  await recordAudit(ctx.db, { actorId: actor.userId, action: 'user.sessions-revoked', subjectType: 'user', subjectId: userId });
}

/** An administrator sends the user a password-reset link. */
export async function sendResetByAdmin(ctx: AppContext, actor: AuditedActor, userId: string): Promise<void> {
  const user = await loadUser(ctx.db, userId);
  if (user.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  await sendPasswordLink(ctx, user, 'reset');
  await recordAudit(ctx.db, { actorId: actor.userId, action: 'user.password-reset-sent', subjectType: 'user', subjectId: userId });
}

const SUMMARIES: Record<string, string> = {
  'user.created': 'Created the account',
  'user.updated': 'Changed the account details',
  'user.locked': 'Locked the account',
  'user.unlocked': 'Unlocked the account',
  'user.password-reset-sent': 'Sent a password-reset email',
  'user.session-revoked': 'Ended a session',
  'user.sessions-revoked': 'Ended every session',
  'admin.granted': 'Made the user an administrator',
  'admin.revoked': 'Took the administrator role away',
  'impersonation.started': 'Started viewing as the user',
  'impersonation.stopped': 'Stopped viewing as the user',
};

/** What administrators did to this account, newest first. */
export async function userAuditTrail(db: Db, userId: string): Promise<AuditEvent[]> {
  await loadUser(db, userId);
  const rows = await db
    .select({ entry: auditLog, actorFirst: users.firstName, actorLast: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map(({ entry, actorFirst, actorLast }) => ({
    id: entry.id,
    action: entry.action,
    summary: SUMMARIES[entry.action] ?? entry.action,
    actorName: actorFirst === null ? null : `${actorFirst} ${actorLast ?? ''}`.trim(),
    at: entry.createdAt.toISOString(),
    details: entry.details,
  }));
}

/** The caller's own account: when support viewed it (impersonation sessions), newest first. */
export async function supportAccessFor(db: Db, userId: string): Promise<SupportAccess[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.impersonatorId)))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  const now = Date.now();
  return rows.map((s) => {
    const ended = s.revokedAt ?? (s.expiresAt && s.expiresAt.getTime() <= now ? s.expiresAt : null);
    return { startedAt: s.createdAt.toISOString(), endedAt: ended?.toISOString() ?? null };
  });
}
