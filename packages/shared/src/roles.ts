export const ROLES = ['Candidate', 'Employer', 'Administrator', 'AccountManager'] as const;
export type Role = (typeof ROLES)[number];

/** The roles a route guard checks (specification §5: AccountManager is not checked in the guard). */
export const GUARDED_ROLES = ['Candidate', 'Employer', 'Administrator'] as const;

/** The token's role claim is one string or a list (specification §3). */
export type RoleClaim = Role | Role[];

export function rolesOf(claim: RoleClaim | undefined | null): Role[] {
  if (!claim) return [];
  return Array.isArray(claim) ? claim : [claim];
}

export function hasRole(claim: RoleClaim | undefined | null, role: Role): boolean {
  return rolesOf(claim).includes(role);
}

/** The area a user lands in from /home. */
export function homePathFor(claim: RoleClaim | undefined | null): string {
  const roles = rolesOf(claim);
  if (roles.includes('Administrator')) return '/admin/dashboard';
  if (roles.includes('Employer')) return '/employer/dashboard';
  if (roles.includes('Candidate')) return '/candidate/dashboard';
  return '/welcome';
}
