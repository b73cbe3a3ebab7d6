import type { Role } from '@talentmatch/shared/roles';

/** Administrators define surveys and read their answers; candidates and employers answer them. */
export const canManageSurveys = (roles: readonly Role[]) => roles.includes('Administrator');
