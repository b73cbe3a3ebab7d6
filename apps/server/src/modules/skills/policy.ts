import type { Role } from '@talentmatch/shared/roles';

/** Administrators manage the catalogue and see inactive skills; everyone else sees the live catalogue. */
export const canSeeInactiveSkills = (roles: Role[]) => roles.includes('Administrator');
