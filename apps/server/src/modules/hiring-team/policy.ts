import type { Actor } from '../../platform/auth/actor.ts';
import { isAccountManagerOf, isMemberOf } from '../companies/policy.ts';

/** Invite, resend, cancel, remove, hand over: the company's account manager, or an administrator (support). */
export function canManageTeam(user: Actor, company: { id: string }): boolean {
  return user.roles.includes('Administrator') || isAccountManagerOf(user, company);
}

/** Every member sees the team (read-only unless they manage it). */
export function canViewTeam(user: Actor, company: { id: string }): boolean {
  return user.roles.includes('Administrator') || isMemberOf(user, company);
}

export type RemovalRefusal = 'self' | 'not-member' | 'account-manager' | null;

/**
 * Why a member may not be removed by this user, or null. The account manager cannot remove themselves,
 * and nobody (not even an administrator) removes the account manager before the role is handed over.
 */
export function removalRefusal(
  user: Actor,
  target: { id: string; companyId: string | null; roles: readonly string[] },
  company: { id: string },
): RemovalRefusal {
  if (target.companyId !== company.id) return 'not-member';
  if (target.id === user.userId) return 'self';
  if (target.roles.includes('AccountManager')) return 'account-manager';
  return null;
}

/** Seats in use: members plus pending invitations (an invitation reserves the seat its invitee will take). */
export function seatsInUse(members: number, pendingInvitations: number): number {
  return members + pendingInvitations;
}
