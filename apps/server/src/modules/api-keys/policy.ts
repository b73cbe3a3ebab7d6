import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { isAccountManagerOf } from '../companies/policy.ts';

/** The account manager creates the company's keys. */
export function canCreateApiKey(actor: Actor, companyId: string): boolean {
  return isAccountManagerOf(actor, { id: companyId });
}

/** The account manager lists and revokes the company's keys; an administrator those of every company. */
export function canManageApiKeys(actor: Actor, companyId: string): boolean {
  return isAdmin(actor) || isAccountManagerOf(actor, { id: companyId });
}
