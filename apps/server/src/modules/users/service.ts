import { isUniqueViolation } from '../../platform/db/index.ts';
import { randomInt } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { DIRECTORY_LINK_MESSAGES, type SelfUser } from '@talentmatch/shared/auth-schemas';
import { ROLES, type Role } from '@talentmatch/shared/roles';
import type { AuthContext } from '../../platform/auth/guards.ts';
import { hashPassword, UNUSABLE_PASSWORD } from '../../platform/auth/passwords.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import { users } from './tables.ts';
import { presentPerson } from './queries.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { deletionBlocker } from './policy.ts';

export type UserRow = typeof users.$inferSelect;
/** The roles of a user row that the product knows (anything else stored there is ignored). */
export function userRoles(user: Pick<UserRow, 'roles'>): Role[] {
  return user.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r));
}

export const EMAIL_TAKEN = 'An account with this email already exists.';
const DIRECTORY_IDENTITY_TAKEN = DIRECTORY_LINK_MESSAGES.takenByAnother;

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Short public id such as TM-7K3P9QXA (no 0/O/1/I/L/U to keep it readable aloud). */
function newUniqueId(): string {
  let id = 'TM-';
  for (let i = 0; i < 8; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** A directory identity: the tenant (Entra ID `tid`) and the person's object id in it (`oid`). */
export interface DirectoryIdentityKey {
  tenantId: string;
  objectId: string;
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
  /** true for accounts an administrator creates (and demo data); a registration confirms through a link */
  emailVerified?: boolean;
  /** a directory sign-up: the account starts linked to this identity */
  directory?: DirectoryIdentityKey;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

/** The account linked to this directory identity (sign-in matches on the pair only, never on an address). */
export async function findUserByDirectoryIdentity(db: Db, identity: DirectoryIdentityKey): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.directoryTenantId, identity.tenantId), eq(users.directoryObjectId, identity.objectId)))
    .limit(1);
  return user;
}

/**
 * Links a directory identity to an account that has none yet. False when the account is already linked
 * (to this or another identity) or the identity belongs to another account.
 */
export async function linkDirectoryIdentity(db: Db, userId: string, identity: DirectoryIdentityKey): Promise<boolean> {
  try {
    const linked = await db
      .update(users)
      .set({
        directoryTenantId: identity.tenantId,
        directoryObjectId: identity.objectId,
        directoryLinkedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), isNull(users.directoryObjectId)))
      .returning({ id: users.id });
    return linked.length === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The account's owner disconnects its directory identity; false when none was linked. */
export async function unlinkDirectoryIdentity(db: Db, userId: string): Promise<boolean> {
  const unlinked = await db
    .update(users)
    .set({ directoryTenantId: null, directoryObjectId: null, directoryLinkedAt: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.directoryObjectId} is not null`))
    .returning({ id: users.id });
  return unlinked.length === 1;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * Changes fields of one account (the login stamps, names, password hash, terms acceptance, address
 * confirmation); the updated row, undefined when there is no such account. Only the users module names the table.
 */
export async function updateUser(db: Tx, userId: string, fields: UserChanges): Promise<UserRow | undefined> {
  const [updated] = await db.update(users).set(fields).where(eq(users.id, userId)).returning();
  return updated;
}

export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id'>>;

/** An account with no company joins this one with these roles; false when it is in a company already. */
export async function joinCompany(db: Tx, userId: string, companyId: string, roles: string[]): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ companyId, roles, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.companyId)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** The member leaves the company (if still in it): no company, no employer roles. */
export async function leaveCompany(db: Tx, userId: string, companyId: string): Promise<void> {
  await db
    .update(users)
    .set({ companyId: null, roles: sql`array_remove(array_remove(${users.roles}, 'Employer'), 'AccountManager')`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
}

/** Nobody in the company is its account manager any more (a hand-over gives the role to one member next). */
export async function clearAccountManagers(db: Tx, companyId: string): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, 'AccountManager')`, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), sql`'AccountManager' = any(${users.roles})`));
}

/** Moves the account to a new (confirmed) address; false when it already has it. A taken address throws the unique violation. */
export async function moveUserEmail(db: Tx, userId: string, email: string, now: Date): Promise<boolean> {
  const moved = await db
    .update(users)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), ne(users.email, email)))
    .returning({ id: users.id });
  return moved.length > 0;
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
        termsAcceptedAt: input.termsAcceptedVersion == null ? null : new Date(),
        emailVerifiedAt: input.emailVerified ? new Date() : null,
        ...(input.directory
          ? { directoryTenantId: input.directory.tenantId, directoryObjectId: input.directory.objectId, directoryLinkedAt: new Date() }
          : {}),
      })
      .returning();
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new ConflictError(EMAIL_TAKEN);
    if (isUniqueViolation(error, 'users_directory_identity_key')) throw new ConflictError(DIRECTORY_IDENTITY_TAKEN);
    throw error;
  }
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return Boolean(await findUserByEmail(db, email));
}

/** The account with its company's name (null without a company). */
export async function findUserWithCompanyName(db: Db, id: string): Promise<{ user: UserRow; companyName: string | null } | undefined> {
  const [row] = await db
    .select({ user: users, companyName: companyDirectory.name })
    .from(users)
    .leftJoin(companyDirectory, eq(companyDirectory.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Live administrators other than this user. */
export async function countOtherAdministrators(db: Db, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`'Administrator' = any(${users.roles})`, ne(users.id, userId), isNull(users.deletedAt)));
  return n;
}

export async function grantAdministrator(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'Administrator')`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Takes the role away unless no other live administrator would be left (one guarded update); false when refused. */
export async function revokeAdministratorRole(db: Db, userId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, 'Administrator')`, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        sql`(select count(*) from users o where 'Administrator' = any(o.roles) and o.deleted_at is null and o.id <> ${userId}) > 0`,
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}

/** GET api/user/me: the signed-in user as authenticate read them for this request (no second query). */
export function presentSelf(auth: AuthContext): SelfUser {
  const a = auth.account;
  return {
    id: auth.userId,
    ...presentPerson(a),
    emailVerified: auth.emailVerified,
    roles: auth.roles,
    companyId: auth.companyId,
    companyName: a.companyName,
    termsAccepted: a.termsAccepted,
    isImpersonating: auth.impersonatorId !== null,
    createdAt: a.createdAt.toISOString(),
    lastLoginAt: a.lastLoginAt ? a.lastLoginAt.toISOString() : null,
  };
}

/**
 * Account deletion, the account's own part (the account module's deleteAccount runs every module's part
 * in one transaction): after the policy's checks the row stays for history with every personal field
 * replaced and the login addresses cleared (the session devices and unused reset codes go through
 * `ctx.sessions.forgetUser` in the same transaction).
 * Returns the address the account had (its queued emails are forgotten too).
 */
export async function anonymiseUser(tx: Tx, userId: string): Promise<{ email: string; roles: Role[] }> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.deletedAt) throw new NotFoundError('This account no longer exists.');
  const roles = userRoles(user);
  const [{ otherMembers }] = user.companyId
    ? await tx
        .select({ otherMembers: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.companyId, user.companyId), ne(users.id, user.id), isNull(users.deletedAt)))
    : [{ otherMembers: 0 }];
  const [{ otherAdmins }] = await tx
    .select({ otherAdmins: sql<number>`count(*)::int` })
    .from(users)
    .where(and(sql`'Administrator' = any(${users.roles})`, ne(users.id, user.id), isNull(users.deletedAt)));
  const blocker = deletionBlocker({ roles, otherCompanyMembers: otherMembers, otherAdministrators: otherAdmins });
  if (blocker) throw new ConflictError(blocker);
  await tx
    .update(users)
    .set({
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: 'Deleted user',
      lastName: '',
      phoneNumber: '',
      passwordHash: UNUSABLE_PASSWORD,
      // the directory identity goes with the personal data: it may link to a new account later
      directoryTenantId: null,
      directoryObjectId: null,
      directoryLinkedAt: null,
      lastLoginIp: null,
      previousLoginIp: null,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  return { email: user.email, roles };
}

// for "Download my data" (modules/data-export)
export { exportAccount } from './personal-data.ts';
// the administration area's account lists and dashboard figures
export {
  accountFigures,
  filterUsers,
  listStaleUsers,
  listUsers,
  listUsersByRole,
  present as presentAdminUser,
} from './user-lists.ts';
