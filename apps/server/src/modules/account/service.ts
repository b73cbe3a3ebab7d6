import { required } from '@talentmatch/shared/required';
import { EMAIL_MESSAGES, type Profile, type ProfileBody, type UpdatePasswordBody } from '@talentmatch/shared/auth-schemas';
import type { AuthContext } from '../../platform/auth/guards.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/index.ts';
import { BadRequestError } from '../../platform/errors.ts';
import { presentPerson } from '../users/queries.ts';
import { getActiveUser, updateUser, type UserRow } from '../users/service.ts';

import { CURRENT_PASSWORD_WRONG } from './schema.ts';

export { CURRENT_PASSWORD_WRONG };

function presentProfile(user: UserRow): Profile {
  return { ...presentPerson(user), emailVerified: user.emailVerifiedAt !== null };
}

/** GET api/account/profile: the signed-in user as authenticate read them for this request (no second query). */
export function signedInProfile(auth: AuthContext): Profile {
  return { ...presentPerson(auth.account), emailVerified: auth.emailVerified };
}

/**
 * Names and phone. The email in the body (specification §7) must be the current one: a new address goes through
 * the change flow (password, link to the new inbox; email-confirmation.ts), never straight in.
 */
export async function updateProfile(db: Db, userId: string, body: ProfileBody): Promise<Profile> {
  const user = await getActiveUser(db, userId);
  if (body.email !== user.email) throw new BadRequestError(EMAIL_MESSAGES.useChangeForm, { email: [EMAIL_MESSAGES.useChangeForm] });
  const updated = await updateUser(db, userId, {
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: body.phoneNumber,
    updatedAt: new Date(),
  });
  return presentProfile(required(updated, 'the updated account'));
}

export async function updatePassword(
  db: Db,
  userId: string,
  body: UpdatePasswordBody,
): Promise<{ id: string; email: string; firstName: string }> {
  const user = await getActiveUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new BadRequestError(CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
  }
  await updateUser(db, userId, { passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() });
  return { id: user.id, email: user.email, firstName: user.firstName };
}

export { noticePasswordChanged } from './notices.ts';

export { confirmEmail, requestEmailChange, resendVerification, sendVerificationLink } from './email-confirmation.ts';
