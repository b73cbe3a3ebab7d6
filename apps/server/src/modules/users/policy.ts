import type { Role } from '@talentmatch/shared/roles';

export const HAND_OVER_ACCOUNT_MANAGER = 'Hand the account-manager role to another team member before deleting your account.';
export const LAST_ADMINISTRATOR = 'You are the last administrator. Make another user an administrator before deleting your account.';

/** Why an account may not be deleted yet, or null when it may. */
export function deletionBlocker(input: { roles: Role[]; otherCompanyMembers: number; otherAdministrators: number }): string | null {
  if (input.roles.includes('AccountManager') && input.otherCompanyMembers > 0) return HAND_OVER_ACCOUNT_MANAGER;
  if (input.roles.includes('Administrator') && input.otherAdministrators === 0) return LAST_ADMINISTRATOR;
  return null;
}
