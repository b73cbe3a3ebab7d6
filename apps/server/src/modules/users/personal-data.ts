import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import { users } from './tables.ts';
import { dataOnly, type PersonalDataPart } from '../../platform/personal-data.ts';

export interface AccountExport {
  id: string;
  uniqueId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  roles: string[];
  company: { id: string; name: string } | null;
  termsAcceptedVersion: number | null;
  termsAcceptedAt: string | null;
  signInWithDirectory: boolean;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  previousLoginAt: string | null;
  previousLoginIp: string | null;
  lockedAt: string | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The account for "Download my data": everything on the user's row except the password hash (and no tokens, which live elsewhere). */
export async function exportAccount(db: Db, userId: string): Promise<PersonalDataPart<AccountExport | null>> {
  const [row] = await db
    .select({ user: users, company: { id: companyDirectory.id, name: companyDirectory.name } })
    .from(users)
    .leftJoin(companyDirectory, eq(companyDirectory.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return dataOnly(null);
  const u = row.user;
  return dataOnly({
    id: u.id,
    uniqueId: u.uniqueId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phoneNumber: u.phoneNumber,
    roles: u.roles,
    company: row.company,
    termsAcceptedVersion: u.termsAcceptedVersion,
    termsAcceptedAt: iso(u.termsAcceptedAt),
    signInWithDirectory: u.directoryObjectId !== null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    lastLoginAt: iso(u.lastLoginAt),
    lastLoginIp: u.lastLoginIp,
    previousLoginAt: iso(u.previousLoginAt),
    previousLoginIp: u.previousLoginIp,
    lockedAt: iso(u.lockedAt),
  });
}
