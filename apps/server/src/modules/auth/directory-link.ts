import { DIRECTORY_LINK_MESSAGES, type DirectoryConnection } from '@talentmatch/shared/auth-schemas';
import type { AppContext } from '../../platform/context.ts';
import { BadRequestError, ConflictError } from '../../platform/errors.ts';
import { recordAudit } from '../audit-log/service.ts';
import { findUserByDirectoryIdentity, getActiveUser, linkDirectoryIdentity, unlinkDirectoryIdentity } from '../users/service.ts';
import { configuredDirectory, type DirectoryVerifier } from './directory-login.ts';
import { DIRECTORY_LOGIN_NOT_CONFIGURED } from './schema.ts';

/**
 * "Connect Microsoft account" in Settings: the signed-in owner of an account links it to the directory identity they
 * just signed in with. The only way an administrator's account is linked, and the way for anyone whose token does not
 * prove their address. Failures are 400/409, never 401: the person stays signed in.
 */

/** `GET api/auth/directory-link` */
export async function directoryConnection(ctx: AppContext, userId: string): Promise<DirectoryConnection> {
  const user = await getActiveUser(ctx.db, userId);
  return { connected: user.directoryObjectId !== null, connectedAt: user.directoryLinkedAt?.toISOString() ?? null };
}

/** `POST api/auth/directory-link {msiToken}`; a token that does not verify throws DirectoryLoginRefused (the route answers 400). */
export async function connectDirectory(
  ctx: AppContext,
  verifier: DirectoryVerifier,
  userId: string,
  msiToken: string,
): Promise<DirectoryConnection> {
  const azureAd = await configuredDirectory(ctx, () => new BadRequestError(DIRECTORY_LOGIN_NOT_CONFIGURED));
  const identity = await verifier.verify(azureAd, msiToken);
  const holder = await findUserByDirectoryIdentity(ctx.db, identity);
  if (holder && holder.id !== userId) throw new ConflictError(DIRECTORY_LINK_MESSAGES.takenByAnother);
  if (!holder) {
    if (!(await linkDirectoryIdentity(ctx.db, userId, identity))) {
      // the account holds another identity, or this one was linked elsewhere a moment ago
      const raced = await findUserByDirectoryIdentity(ctx.db, identity);
      throw new ConflictError(
        raced && raced.id !== userId ? DIRECTORY_LINK_MESSAGES.takenByAnother : DIRECTORY_LINK_MESSAGES.alreadyConnected,
      );
    }
    await recordAudit(ctx.db, {
      actorId: userId,
      action: 'directory.linked',
      subjectType: 'user',
      subjectId: userId,
      details: { by: 'owner', tenantId: identity.tenantId },
    });
  }
  return directoryConnection(ctx, userId);
}

/** `DELETE api/auth/directory-link`: the owner disconnects; directory sign-in then no longer reaches the account. */
export async function disconnectDirectory(ctx: AppContext, userId: string): Promise<void> {
  if (!(await unlinkDirectoryIdentity(ctx.db, userId))) throw new ConflictError(DIRECTORY_LINK_MESSAGES.notConnected);
  await recordAudit(ctx.db, { actorId: userId, action: 'directory.unlinked', subjectType: 'user', subjectId: userId });
}
