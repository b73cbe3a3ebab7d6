import type { Actor } from '../../platform/auth/actor.ts';
import { required } from '@talentmatch/shared/required';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { COMPANY_MESSAGES, type TeamInvitation, type TeamMember, type TeamView } from '@talentmatch/shared/companies';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { personColumns, userDirectory } from '../users/queries.ts';
import { clearAccountManagers, leaveCompany, updateUser } from '../users/service.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { loadVisibleCompany, lockCompany } from '../companies/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import { checkPlanLimit, findSubscription, limitsOf } from '../subscriptions/service.ts';
import { invitationEmail } from './emails.ts';
import { noticeHandOver } from './notices.ts';
import { createInvitation } from './invitations.ts';
import { companyInvitations } from './tables.ts';
import { authorize, can, removalRefusal, seatsInUse } from './policy.ts';

const INVITATION_DAYS = 14;

// registration accepts an invitation; the demo seed makes one
export { createInvitation, findOpenInvitation, markInvitationAccepted } from './invitations.ts';
export { noticeTeammateJoined } from './notices.ts';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'background' | 'sessions'> & {
  config: Pick<AppContext['config'], 'publicUrl' | 'payments'>;
};

const memberWhere = (companyId: string) => and(eq(userDirectory.companyId, companyId), isNull(userDirectory.deletedAt));
const pendingWhere = (companyId: string) => and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.status, 'pending'));

async function loadManagedCompany(db: Db, viewer: Actor, companyId: string) {
  const company = await loadVisibleCompany(db, viewer, companyId);
  authorize(viewer, 'manage', company);
  return company;
}

async function counts(db: Db, companyId: string, now = new Date()) {
  const [{ members }] = await db.select({ members: sql<number>`count(*)::int` }).from(userDirectory).where(memberWhere(companyId));
  const [{ pending }] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(companyInvitations)
    .where(and(pendingWhere(companyId), gt(companyInvitations.expiresAt, now)));
  return { members, pending };
}

/** Seats the company uses: members plus unexpired pending invitations (the one rule every page shows). */
export async function countSeatsInUse(db: Db, companyId: string): Promise<number> {
  const { members, pending } = await counts(db, companyId);
  return seatsInUse(members, pending);
}

async function listMembers(db: Db, companyId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      ...personColumns,
      createdAt: userDirectory.createdAt,
      lastLoginAt: userDirectory.lastLoginAt,
    })
    .from(userDirectory)
    .where(memberWhere(companyId))
    .orderBy(
      desc(sql`'AccountManager' = any(${userDirectory.roles})`),
      asc(sql`lower(${userDirectory.lastName})`),
      asc(sql`lower(${userDirectory.firstName})`),
    );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    isAccountManager: r.roles.includes('AccountManager'),
    joinedAt: r.createdAt.toISOString(),
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  }));
}

async function listPendingInvitations(db: Db, companyId: string, now = new Date()): Promise<TeamInvitation[]> {
  const rows = await db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      createdAt: companyInvitations.createdAt,
      expiresAt: companyInvitations.expiresAt,
      inviterFirst: userDirectory.firstName,
      inviterLast: userDirectory.lastName,
    })
    .from(companyInvitations)
    .leftJoin(userDirectory, eq(userDirectory.id, companyInvitations.invitedBy))
    .where(pendingWhere(companyId))
    .orderBy(desc(companyInvitations.createdAt));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    invitedBy: r.inviterFirst ? `${r.inviterFirst} ${r.inviterLast ?? ''}`.trim() : null,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    expired: r.expiresAt <= now,
  }));
}

export async function getTeam(deps: Pick<Deps, 'db' | 'config'>, viewer: Actor, companyId: string): Promise<TeamView> {
  const { db } = deps;
  const company = await loadVisibleCompany(db, viewer, companyId);
  const canManage = can(viewer, 'manage', company);
  const { members, pending } = await counts(db, company.id);
  const limits = limitsOf(deps.config.payments.plans, await findSubscription(db, company.id));
  return {
    companyId: company.id,
    companyName: company.name,
    members: await listMembers(db, company.id),
    invitations: canManage ? await listPendingInvitations(db, company.id) : [],
    seats: { used: seatsInUse(members, pending), limit: limits.seats },
    canManage,
    viewerId: viewer.userId,
  };
}

async function sendInvitationMail(
  deps: Deps,
  invitation: { id: string; email: string; expiresAt: Date },
  companyName: string,
  inviterId: string,
) {
  const site = await getSiteConfiguration(deps.db);
  const [inviter] = await deps.db
    .select({ firstName: userDirectory.firstName, lastName: userDirectory.lastName })
    .from(userDirectory)
    .where(eq(userDirectory.id, inviterId))
    .limit(1);
  const input = {
    to: invitation.email,
    companyName,
    inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : `The team of ${companyName}`,
    registerUrl: `${deps.config.publicUrl}/register/${invitation.id}`,
    expiresAt: invitation.expiresAt,
    timeZone: site.timeZone,
  };
  // the invitation link is a one-time key to the company: sealed in the outbox, never logged (docs/security.md)
  deps.background.run(async () => deps.mailer.send({ ...(await invitationEmail(deps.db, input)), secrets: [input.registerUrl] }));
}

/** Invites a colleague: one pending invitation per address, new accounts only, within the plan's seats. */
export async function inviteMember(deps: Deps, viewer: Actor, companyId: string, email: string): Promise<TeamInvitation> {
  const { db } = deps;
  const company = await loadManagedCompany(db, viewer, companyId);
  // The company row lock makes the duplicate and seat checks and the insert one step: two invitations
  // sent at the same moment cannot both pass.
  const invitation = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockCompany(t, company.id);
    const [existing] = await t
      .select({ companyId: userDirectory.companyId })
      .from(userDirectory)
      .where(eq(userDirectory.email, email))
      .limit(1);
    if (existing) {
      const detail = existing.companyId === company.id ? COMPANY_MESSAGES.alreadyMember : COMPANY_MESSAGES.hasAccount;
      throw new ConflictError(detail);
    }
    const now = new Date();
    const [open] = await t
      .select({ id: companyInvitations.id })
      .from(companyInvitations)
      .where(and(pendingWhere(company.id), eq(companyInvitations.email, email), gt(companyInvitations.expiresAt, now)))
      .limit(1);
    if (open) throw new ConflictError(COMPANY_MESSAGES.alreadyInvited);
    const { members, pending } = await counts(t, company.id, now);
    await checkPlanLimit({ db: t, plans: deps.config.payments.plans }, company.id, 'seats', seatsInUse(members, pending));
    // an expired invitation to the same address is replaced by the new one
    await t
      .update(companyInvitations)
      .set({ status: 'canceled' })
      .where(and(pendingWhere(company.id), eq(companyInvitations.email, email), lte(companyInvitations.expiresAt, now)));
    return createInvitation(t, { companyId: company.id, email, invitedBy: viewer.userId, expiresInDays: INVITATION_DAYS });
  });
  await sendInvitationMail(deps, invitation, company.name, viewer.userId);
  return required((await listPendingInvitations(db, company.id)).find((i) => i.id === invitation.id));
}

async function loadPendingInvitation(db: Db, companyId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(and(pendingWhere(companyId), eq(companyInvitations.id, invitationId)))
    .limit(1);
  if (!row) throw new NotFoundError(COMPANY_MESSAGES.invitationNotFound);
  return row;
}

/** Sends the invitation again with a new expiry (the link stays the same). */
export async function resendInvitation(deps: Deps, viewer: Actor, companyId: string, invitationId: string): Promise<TeamInvitation> {
  const { db } = deps;
  const company = await loadManagedCompany(db, viewer, companyId);
  await loadPendingInvitation(db, company.id, invitationId);
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  const [updated] = await db.update(companyInvitations).set({ expiresAt }).where(eq(companyInvitations.id, invitationId)).returning();
  await sendInvitationMail(deps, updated, company.name, viewer.userId);
  return required((await listPendingInvitations(db, company.id)).find((i) => i.id === invitationId));
}

export async function cancelInvitation(deps: Pick<Deps, 'db'>, viewer: Actor, companyId: string, invitationId: string): Promise<void> {
  const company = await loadManagedCompany(deps.db, viewer, companyId);
  await loadPendingInvitation(deps.db, company.id, invitationId);
  await deps.db
    .update(companyInvitations)
    .set({ status: 'canceled' })
    .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.status, 'pending')));
}

async function loadMember(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select()
    .from(userDirectory)
    .where(and(eq(userDirectory.id, userId), isNull(userDirectory.deletedAt)))
    .limit(1);
  if (!row || row.companyId !== companyId) throw new NotFoundError(COMPANY_MESSAGES.memberNotFound);
  return row;
}

/** Takes the member out of the company: no company, no employer roles, every session ended. */
export async function removeMember(deps: Pick<Deps, 'db' | 'sessions'>, viewer: Actor, companyId: string, userId: string): Promise<void> {
  const { db } = deps;
  const company = await loadManagedCompany(db, viewer, companyId);
  const target = await loadMember(db, company.id, userId);
  const refusal = removalRefusal(viewer, target, company);
  if (refusal === 'self') throw new ConflictError(COMPANY_MESSAGES.cannotRemoveSelf);
  if (refusal === 'not-member') throw new NotFoundError(COMPANY_MESSAGES.memberNotFound);
  if (refusal === 'account-manager') throw new ConflictError(COMPANY_MESSAGES.removeAccountManager);
  await leaveCompany(db, target.id, company.id);
  await deps.sessions.revokeAllForUser(target.id, 'removed-from-company');
}

/** Gives the AccountManager role to another member; afterwards the company has exactly that one. */
export async function handOverAccountManager(
  deps: Pick<Deps, 'db' | 'config' | 'mailer' | 'background'> & Pick<AppContext, 'events'>,
  viewer: Actor,
  companyId: string,
  userId: string,
): Promise<TeamView> {
  const { db } = deps;
  const company = await loadManagedCompany(db, viewer, companyId);
  if (userId === viewer.userId) throw new BadRequestError(COMPANY_MESSAGES.handOverToSelf, { userId: [COMPANY_MESSAGES.handOverToSelf] });
  const target = await loadMember(db, company.id, userId).catch(() => {
    throw new BadRequestError(COMPANY_MESSAGES.memberNotFound, { userId: [COMPANY_MESSAGES.memberNotFound] });
  });
  const previous = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(and(eq(userDirectory.companyId, company.id), sql`'AccountManager' = any(${userDirectory.roles})`));
  await db.transaction(async (tx) => {
    await clearAccountManagers(tx, company.id);
    const roles = [...new Set([...target.roles.filter((r) => r !== 'AccountManager'), 'Employer', 'AccountManager'])];
    await updateUser(tx, target.id, { roles, updatedAt: new Date() });
  });
  // the open tabs of the new and the previous manager take tokens with their new roles (menus follow at once)
  await deps.events.publish([target.id, ...previous.map((p) => p.id)], { type: 'roles-changed' });
  const [from] = await db
    .select({ id: userDirectory.id, firstName: userDirectory.firstName, lastName: userDirectory.lastName })
    .from(userDirectory)
    .where(eq(userDirectory.id, viewer.userId))
    .limit(1);
  deps.background.run(() =>
    noticeHandOver(deps, {
      companyName: company.name,
      to: { id: target.id, email: target.email, firstName: target.firstName },
      from: from && from.id !== target.id && !viewer.roles.includes('Administrator') ? from : null,
    }),
  );
  // the previous manager may now only read the team
  return getTeam(
    deps,
    { ...viewer, roles: viewer.roles.includes('Administrator') ? viewer.roles : viewer.roles.filter((r) => r !== 'AccountManager') },
    company.id,
  );
}
// the team's answer schema, for the administrators' company page
export { teamAnswer } from './schema.ts';
