import type {
  AdminUserDetail,
  AuditEvent,
  CreateUserBody,
  LastLogin,
  SupportAccess,
  UpdateUserBody,
  UserSession,
} from '@talentmatch/shared/administration';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { auditTrail, recordAudit, recordRead } from '../audit-log/service.ts';
import { endLiveSession, impersonationSessionsOf, liveSessionsOf } from '../auth/service.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { sendPasswordLink } from '../auth/service.ts';
import {
  countOtherAdministrators,
  createUser,
  EMAIL_TAKEN,
  findUserByEmail,
  findUserById,
  findUserWithCompanyName,
  grantAdministrator,
  presentAdminUser,
  revokeAdministratorRole,
  updateUser,
  type UserRow,
  userRoles,
} from '../users/service.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { randomBytes } from 'node:crypto';
import { ALREADY_ADMIN, CANNOT_LOCK_SELF, LAST_ADMIN_ROLE, revokeAdminBlocker, SESSION_NOT_FOUND, USER_NOT_FOUND } from './policy.ts';

/** The administrator acting, as the audit trail records them. */
export type AuditedActor = { userId: string; sessionId: string; ip?: string };

export async function loadUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return user;
}

/** GET api/user/{id} */
export async function getUserDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const row = await findUserWithCompanyName(db, id);
  if (!row) throw new NotFoundError(USER_NOT_FOUND);
  return {
    ...presentAdminUser(row),
    lockedAt: row.user.lockedAt?.toISOString() ?? null,
    deleted: row.user.deletedAt !== null,
    lastLoginIp: row.user.lastLoginIp,
  };
}

/** An administrator opens a user's admin page (`page`: the user or the candidate page): recorded in the user's trail. */
export async function recordUserViewed(db: Db, adminId: string, userId: string, page: 'user' | 'candidate'): Promise<void> {
  if (adminId === userId) return;
  await recordRead(db, { actorId: adminId, action: 'user.viewed', subjectType: 'user', subjectId: userId, details: { page } });
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

/**
 * The administrator lost the right to impersonate (demoted or locked): each view as another user they had open ends
 * at once (the live streams close) and the viewed user's trail records it.
 */
async function endImpersonationsBy(ctx: AppContext, adminId: string, reason: 'impersonator-demoted' | 'impersonator-locked') {
  const ended = await ctx.sessions.revokeImpersonationsBy(adminId, reason);
  for (const { sessionId, userId } of ended) {
    await recordAudit(ctx.db, {
      actorId: adminId,
      action: 'impersonation.ended',
      subjectType: 'user',
      subjectId: userId,
      details: { sessionId, reason },
    });
  }
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
    await updateUser(ctx.db, user.id, {
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      lockedAt: lockChange === 'locked' ? now : lockChange === 'unlocked' ? null : user.lockedAt,
      updatedAt: now,
    });
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
    if (lockChange === 'locked') {
      await endImpersonationsBy(ctx, user.id, 'impersonator-locked');
      await endAllSessions(ctx, user.id, 'account-locked');
    }
  }
  return getUserDetail(ctx.db, user.id);
}

/** POST api/admin/make */
export async function makeAdministrator(ctx: AppContext, actor: AuditedActor, userId: string): Promise<AdminUserDetail> {
  const user = await loadUser(ctx.db, userId);
  if (user.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  if (userRoles(user).includes('Administrator')) throw new ConflictError(ALREADY_ADMIN);
  await grantAdministrator(ctx.db, user.id);
  await recordAudit(ctx.db, { actorId: actor.userId, action: 'admin.granted', subjectType: 'user', subjectId: user.id });
  // their open tabs take a token with the new role (the administration menu appears without logging out)
  await ctx.events.publish([user.id], { type: 'roles-changed' });
  return getUserDetail(ctx.db, user.id);
}

/** POST api/admin/revoke: the last administrator keeps the role. */
export async function revokeAdministrator(ctx: AppContext, actor: AuditedActor, userId: string): Promise<AdminUserDetail> {
  const user = await loadUser(ctx.db, userId);
  if (user.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  const blocker = revokeAdminBlocker({ roles: userRoles(user), otherAdministrators: await countOtherAdministrators(ctx.db, user.id) });
  if (blocker) throw new ConflictError(blocker);
  // a guarded update: two administrators revoking each other at once cannot leave none
  if (!(await revokeAdministratorRole(ctx.db, user.id))) throw new ConflictError(LAST_ADMIN_ROLE);
  await recordAudit(ctx.db, { actorId: actor.userId, action: 'admin.revoked', subjectType: 'user', subjectId: user.id });
  await endImpersonationsBy(ctx, user.id, 'impersonator-demoted');
  await ctx.events.publish([user.id], { type: 'roles-changed' });
  return getUserDetail(ctx.db, user.id);
}

/** GET api/user/last-login: the login before the current one. */
export async function lastLogin(db: Db, userId: string): Promise<LastLogin> {
  const user = await loadUser(db, userId);
  return { at: user.previousLoginAt?.toISOString() ?? null, ip: user.previousLoginIp };
}

/** Live sessions of a user, most recently used first. */
export async function listSessions(db: Db, userId: string, currentSessionId: string | null): Promise<UserSession[]> {
  const rows = await liveSessionsOf(db, userId);
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
  const ended = await endLiveSession(ctx.db, userId, sessionId, 'revoked-by-admin');
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
  'impersonation.ended': 'Viewing as the user ended: the administrator lost the role or was locked',
  'directory.linked': 'Connected a Microsoft account',
  'directory.unlinked': 'Disconnected the Microsoft account',
  'directory.signed-up': 'Created the account by signing in with Microsoft',
};

/** The trail's line for an entry; a read names what was read. */
function summaryOf(action: string, details: Record<string, unknown>): string {
  if (action === 'user.viewed') return details.page === 'candidate' ? 'Viewed the candidate page' : 'Viewed the account page';
  if (action === 'email.read') return `Read the email “${String(details.subject ?? '')}” sent to the user`;
  if (action === 'conversation.read') return 'Read a conversation of the user';
  return SUMMARIES[action] ?? action;
}

/** What administrators did to this account and what of it they read, newest first. */
export async function userAuditTrail(db: Db, userId: string): Promise<AuditEvent[]> {
  await loadUser(db, userId);
  const rows = await auditTrail(db, 'user', userId);
  return rows.map(({ entry, actorFirst, actorLast }) => ({
    id: entry.id,
    action: entry.action,
    summary: summaryOf(entry.action, entry.details),
    actorName: actorFirst === null ? null : `${actorFirst} ${actorLast ?? ''}`.trim(),
    at: entry.createdAt.toISOString(),
    details: entry.details,
  }));
}

/** The caller's own account: when support viewed it (impersonation sessions), newest first. */
export async function supportAccessFor(db: Db, userId: string): Promise<SupportAccess[]> {
  const rows = await impersonationSessionsOf(db, userId);
  const now = Date.now();
  return rows.map((s) => {
    const ended = s.revokedAt ?? (s.expiresAt && s.expiresAt.getTime() <= now ? s.expiresAt : null);
    return { startedAt: s.createdAt.toISOString(), endedAt: ended?.toISOString() ?? null };
  });
}
