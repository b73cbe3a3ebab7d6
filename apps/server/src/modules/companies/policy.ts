import type { Role } from '@talentmatch/shared/roles';

/** Only an employer without a company may register one (the route gate checks the role, this the state). */
export function canRegisterCompany(user: { roles: Role[]; companyId: string | null }): boolean {
  return user.roles.includes('Employer') && user.companyId === null;
}
