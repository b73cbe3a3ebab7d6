import { and, eq, ne } from 'drizzle-orm';
import type { Profile, ProfileBody, UpdatePasswordBody } from '@talentmatch/shared/auth-schemas';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/index.ts';
import { users } from '../../platform/db/schema.ts';
import { BadRequestError, ConflictError } from '../../platform/errors.ts';
import { EMAIL_TAKEN, getActiveUser, isUniqueViolation, type UserRow } from '../users/service.ts';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

export function presentProfile(user: UserRow): Profile {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    uniqueId: user.uniqueId,
  };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  return presentProfile(await getActiveUser(db, userId));
}

export async function updateProfile(db: Db, userId: string, body: ProfileBody): Promise<Profile> {
  await getActiveUser(db, userId);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, body.email), ne(users.id, userId)))
    .limit(1);
  if (taken) throw new ConflictError(EMAIL_TAKEN);
  try {
    const [updated] = await db
      .update(users)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return presentProfile(updated);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
}

export async function updatePassword(db: Db, userId: string, body: UpdatePasswordBody): Promise<void> {
  const user = await getActiveUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new BadRequestError(CURRENT_PASSWORD_WRONG, { currentPassword: [CURRENT_PASSWORD_WRONG] });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
