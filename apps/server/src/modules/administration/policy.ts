import type { Role } from '@talentmatch/shared/roles';

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

/** Why an administrator may not impersonate the target, or null when they may. */
export function impersonationBlocker(input: {
  adminId: string;
  target: { id: string; roles: Role[]; lockedAt: Date | null };
}): string | null {
  if (input.target.id === input.adminId) return IMPERSONATE_SELF;
  if (input.target.roles.includes('Administrator')) return IMPERSONATE_ADMIN;
  if (input.target.lockedAt) return IMPERSONATE_LOCKED;
  return null;
}

/** Why the administrator role may not be taken from this user, or null. */
export function revokeAdminBlocker(input: { roles: Role[]; otherAdministrators: number }): string | null {
  if (!input.roles.includes('Administrator')) return NOT_ADMIN;
  if (input.otherAdministrators === 0) return LAST_ADMIN_ROLE;
  return null;
}
