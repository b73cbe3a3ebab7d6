import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { isAccountManagerOf, isMemberOf } from '../companies/policy.ts';

/** The account manager registers and removes the company's endpoints and reads their delivery log; administrators too (support). */
export function canManageWebhooks(actor: Actor, companyId: string): boolean {
  return isAdmin(actor) || isAccountManagerOf(actor, { id: companyId });
}

/** A member who is not the account manager is told so (403); anyone else learns nothing of the company (404). */
export function isCompanyMember(actor: Actor, companyId: string): boolean {
  return isMemberOf(actor, { id: companyId });
}
