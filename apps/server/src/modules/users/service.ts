import { randomInt } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SelfUser } from '@talentmatch/shared/auth-schemas';
import type { Role } from '@talentmatch/shared/roles';
import { hashPassword, UNUSABLE_PASSWORD } from '../../platform/auth/passwords.ts';
import { currentTermsVersion, userRoles } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/index.ts';
import { companies, users } from '../../platform/db/schema.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { deletionBlocker } from './policy.ts';

export type UserRow = typeof users.$inferSelect;
export const EMAIL_TAKEN = 'An account with this email already exists.';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Short public id such as TM-7K3P9QXA (no 0/O/1/I/L/U to keep it readable aloud). */
export function newUniqueId(): string {
  let id = 'TM-';
  for (let i = 0; i < 8; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  roles: Role[];
  companyId?: string | null;
  termsAcceptedVersion?: number | null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function getActiveUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user || user.deletedAt) throw new NotFoundError('This account no longer exists.');
  return user;
}

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) throw new ConflictError(EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber ?? '',
        uniqueId: newUniqueId(),
        roles: input.roles,
        companyId: input.companyId ?? null,
        termsAcceptedVersion: input.termsAcceptedVersion ?? null,
      })
      .returning();
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // drizzle wraps driver errors; walk the cause chain for the PostgreSQL code.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === '23505') return !constraint || e.constraint === constraint || Boolean(e.message?.includes(constraint));
    current = e.cause;
  }
  return false;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return Boolean(await findUserByEmail(db, email));
}

export async function getSelf(db: Db, userId: string, options: { isImpersonating: boolean }): Promise<SelfUser> {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.user.deletedAt) throw new NotFoundError('This account no longer exists.');
  const termsVersion = await currentTermsVersion(db);
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
    companyName: row.companyName ?? null,
    termsAccepted: u.termsAcceptedVersion !== null && u.termsAcceptedVersion >= termsVersion,
    isImpersonating: options.isImpersonating,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  };
}

/** Anonymises the account (the row stays for history) after the policy's checks. */
export async function deleteOwnAccount(db: Db, userId: string): Promise<void> {
  const user = await getActiveUser(db, userId);
  const roles = userRoles(user);
  const [{ otherMembers }] = user.companyId
    ? await db
        .select({ otherMembers: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.companyId, user.companyId), ne(users.id, user.id), isNull(users.deletedAt)))
    : [{ otherMembers: 0 }];
  const [{ otherAdmins }] = await db
    .select({ otherAdmins: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`'Administrator' = any(${users.roles})`, ne(users.id, user.id), isNull(users.deletedAt)));
  const blocker = deletionBlocker({ roles, otherCompanyMembers: otherMembers, otherAdministrators: otherAdmins });
  if (blocker) throw new ConflictError(blocker);
  await db
    .update(users)
    .set({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: 'Deleted user',
      lastName: '',
      phoneNumber: '',
      passwordHash: UNUSABLE_PASSWORD,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}
