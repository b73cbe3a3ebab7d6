import type { Actor } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import { COMPANY_MESSAGES } from '@talentmatch/shared/companies';
import { can as canCompany } from '../companies/policy.ts';

type CompanySubject = { id: string };

export const { can, authorize } = definePolicy(
  {
    /** Invite, resend, cancel, remove, hand over: the company's account manager, or an administrator (support). */
    manage: (actor, company: CompanySubject) => canCompany(actor, 'edit', company),
    /** Every member sees the team (read-only unless they manage it). */
    view: (actor, company: CompanySubject) => canCompany(actor, 'view', company),
  },
  { manage: COMPANY_MESSAGES.notAccountManager },
);

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
