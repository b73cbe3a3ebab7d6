import type { Role } from '@talentmatch/shared/roles';

/** Reports show figures about every user and company: administrators only. */
export const canReadReports = (roles: readonly Role[]) => roles.includes('Administrator');
