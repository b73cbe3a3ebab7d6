import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import { companyInvitations } from './tables.ts';

// Invitations as other modules use them: the team page creates them, registration accepts them.

export async function createInvitation(
  db: Db,
  input: { companyId: string; email: string; invitedBy?: string | null; expiresInDays?: number },
) {
  const [invitation] = await db
    .insert(companyInvitations)
    .values({
      companyId: input.companyId,
      email: input.email.trim().toLowerCase(),
      invitedBy: input.invitedBy ?? null,
      expiresAt: new Date(Date.now() + (input.expiresInDays ?? 14) * 86400_000),
    })
    .returning();
  return invitation;
}

/** A pending, unexpired invitation with its company name, or null. */
export async function findOpenInvitation(db: Db, id: string) {
  const [row] = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      companyId: companyInvitations.companyId,
      companyName: companyDirectory.name,
    })
    .from(companyInvitations)
    .innerJoin(companyDirectory, eq(companyDirectory.id, companyInvitations.companyId))
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.status, 'pending'), gt(companyInvitations.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function markInvitationAccepted(db: Db, id: string): Promise<boolean> {
  const updated = await db
    .update(companyInvitations)
    .set({ status: 'accepted', acceptedAt: new Date() })
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.status, 'pending')))
    .returning({ id: companyInvitations.id });
  return updated.length > 0;
}
