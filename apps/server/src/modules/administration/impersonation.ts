import { IMPERSONATION_MINUTES } from '@talentmatch/shared/administration';
import type { TokenPair } from '@talentmatch/shared/access-token';
import { recordAudit } from '../audit-log/service.ts';
import { userRoles } from '../users/service.ts';
import type { AuthContext } from '../../platform/auth/guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { IMPERSONATION_READ_ONLY } from '../../platform/auth/impersonation-guard.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { authorize, NOT_IMPERSONATING, USER_NOT_FOUND } from './policy.ts';
import { loadUser } from './service.ts';

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
}

/**
 * GET api/auth/impersonate/{id}: a new session of the target whose token carries the administrator (`imp`).
 * Read-only (platform/auth/impersonation-guard.ts), 60 minutes at most, recorded in the audit log.
 */
export async function startImpersonation(ctx: AppContext, admin: AuthContext, targetId: string, meta: RequestMeta): Promise<TokenPair> {
  // an impersonation session never starts another (it holds the target's roles, never Administrator, but be explicit)
  if (admin.impersonatorId) throw new ForbiddenError(IMPERSONATION_READ_ONLY);
  const target = await loadUser(ctx.db, targetId);
  if (target.deletedAt) throw new NotFoundError(USER_NOT_FOUND);
  authorize(admin, 'impersonate', { id: target.id, roles: userRoles(target), lockedAt: target.lockedAt });
  const expiresAt = new Date(Date.now() + IMPERSONATION_MINUTES * 60 * 1000);
  const pair = await ctx.sessions.start(target, meta, { impersonatorId: admin.userId, expiresAt });
  await recordAudit(ctx.db, {
    actorId: admin.userId,
    action: 'impersonation.started',
    subjectType: 'user',
    subjectId: target.id,
    details: { ip: meta.ip ?? null, sessionId: pair.sessionId, expiresAt: expiresAt.toISOString() },
  });
  return { token: pair.token, refreshToken: pair.refreshToken };
}

/** GET api/auth/impersonation/stop: ends the impersonation session (the web restores the administrator's tokens). */
export async function stopImpersonation(ctx: AppContext, auth: AuthContext, meta: RequestMeta): Promise<void> {
  if (!auth.impersonatorId) throw new BadRequestError(NOT_IMPERSONATING);
  await ctx.sessions.revoke(auth.sessionId, 'impersonation-stopped');
  await recordAudit(ctx.db, {
    actorId: auth.impersonatorId,
    action: 'impersonation.stopped',
    subjectType: 'user',
    subjectId: auth.userId,
    details: { ip: meta.ip ?? null, sessionId: auth.sessionId },
  });
}
