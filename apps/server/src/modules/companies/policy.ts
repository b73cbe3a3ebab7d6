import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import type { Role } from '@talentmatch/shared/roles';

/** Only an employer without a company may register one (the route gate checks the role, this the state). */
export function canRegisterCompany(user: { roles: readonly Role[]; companyId: string | null }): boolean {
  return user.roles.includes('Employer') && user.companyId === null;
}

/** Who is asking: roles and company come from the database row (authenticate). */

/** An employer belongs to the company; administrators belong to none but see every company. */
export function isMemberOf(user: Actor, company: { id: string }): boolean {
  return user.companyId === company.id && (user.roles.includes('Employer') || user.roles.includes('AccountManager'));
}

export function isAccountManagerOf(user: Actor, company: { id: string }): boolean {
  return isMemberOf(user, company) && user.roles.includes('AccountManager');
}

/** Members read their own company; another company's employer gets a 404 (its existence is not confirmed). */
export function canViewCompany(user: Actor, company: { id: string }): boolean {
  return isAdmin(user) || isMemberOf(user, company);
}

/** The account manager edits the profile; administrators may too (support). */
export function canEditCompany(user: Actor, company: { id: string }): boolean {
  return isAdmin(user) || isAccountManagerOf(user, company);
}

/** The nonprofit flag unlocks cheaper plans, so only an administrator (after verification) sets it. */
export function canSetNonprofit(user: Actor): boolean {
  return isAdmin(user);
}
