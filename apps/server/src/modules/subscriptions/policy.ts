import type { Role } from '@talentmatch/shared/roles';
import type { SubscriptionStatus } from '@talentmatch/shared/subscription-status';

/** Who may call the subscription API at all (the route's role gate). */
export const SUBSCRIPTION_ROLES: Role[] = ['Employer', 'AccountManager', 'Administrator'];

/** A user sees and changes only the subscription of the company they belong to. */
export function canManageSubscription(user: { roles: Role[]; companyId: string | null }, companyId: string): boolean {
  return user.companyId === companyId && user.roles.some((r) => r === 'Employer' || r === 'AccountManager');
}

/** A company may choose a nonprofit plan only when an administrator flagged it nonprofit. */
export function canChoosePlan(company: { nonprofit: boolean }, plan: { nonprofit: boolean }): boolean {
  return plan.nonprofit === company.nonprofit;
}

/** The statuses in which the employer keeps working (specification §4); others lead to /subscription/create. */
export const WORKING_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'disabled'];

/** Statuses for which a new checkout makes sense (no live provider subscription to change instead). */
export function needsCheckout(status: SubscriptionStatus, hasProviderSubscription: boolean): boolean {
  if (!hasProviderSubscription) return true;
  return ['canceled', 'incomplete_expired'].includes(status);
}
