import type { Role } from '@talentmatch/shared/roles';

/** Administrators keep the catalogue and see inactive benefits; everyone else sees what is offered. */
export const canManageBenefits = (roles: readonly Role[]) => roles.includes('Administrator');
