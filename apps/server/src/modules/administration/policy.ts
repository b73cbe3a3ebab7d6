import type { Role } from '@talentmatch/shared/roles';
import { definePolicy } from '../../platform/auth/authorize.ts';

export const LAST_ADMIN_ROLE = 'This is the last administrator. Make another user an administrator first.';
export const CANNOT_LOCK_SELF = 'You cannot lock your own account.';
export const ALREADY_ADMIN = 'This user is already an administrator.';
const NOT_ADMIN = 'This user is not an administrator.';
export const IMPERSONATE_SELF = 'You cannot impersonate yourself.';
export const IMPERSONATE_ADMIN = 'Administrators cannot be impersonated.';
const IMPERSONATE_LOCKED = 'This account is locked; unlock it before viewing it as the user.';
export const NOT_IMPERSONATING = 'You are not impersonating anyone.';
export const USER_NOT_FOUND = 'This user does not exist.';
export const SESSION_NOT_FOUND = 'This session does not exist or has already ended.';

export const { can, authorize } = definePolicy({
  /** An administrator views the product as another user: never themselves, another administrator or a locked account. */
  impersonate: (actor, target: { id: string; roles: Role[]; lockedAt: Date | null }) => {
    if (target.id === actor.userId) return IMPERSONATE_SELF;
    if (target.roles.includes('Administrator')) return IMPERSONATE_ADMIN;
    if (target.lockedAt) return IMPERSONATE_LOCKED;
    return true;
  },
});

/** Why the administrator role may not be taken from this user, or null. */
export function revokeAdminBlocker(input: { roles: Role[]; otherAdministrators: number }): string | null {
  if (!input.roles.includes('Administrator')) return NOT_ADMIN;
  if (input.otherAdministrators === 0) return LAST_ADMIN_ROLE;
  return null;
}
