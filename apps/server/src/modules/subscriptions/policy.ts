import type { Role } from '@talentmatch/shared/roles';
import type { SubscriptionStatus } from '@talentmatch/shared/subscription-status';

/** Who may call the subscription API at all (the route's role gate). */
export const SUBSCRIPTION_ROLES: Role[] = ['Employer', 'AccountManager', 'Administrator'];

/** A company may choose a nonprofit plan only when an administrator flagged it nonprofit. */
export function canChoosePlan(company: { nonprofit: boolean }, plan: { nonprofit: boolean }): boolean {
  return plan.nonprofit === company.nonprofit;
}

/** Statuses for which a new checkout makes sense (no live provider subscription to change instead). */
export function needsCheckout(status: SubscriptionStatus, hasProviderSubscription: boolean): boolean {
  if (!hasProviderSubscription) return true;
  return ['canceled', 'incomplete_expired'].includes(status);
}

export const BILLING_MANAGER_ONLY = 'Only your company’s account manager can change the subscription or its payment.';

/** Checkout, plan change, cancel and resume: the company's account manager and administrators, no other member. */
export function canManageBilling(roles: readonly Role[]): boolean {
  return roles.includes('AccountManager') || roles.includes('Administrator');
}
