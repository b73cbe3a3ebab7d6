import { isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';
import type { SubscriptionStatus } from '@talentmatch/shared/subscription-status';

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

export const { can, authorize } = definePolicy(
  {
    /** Checkout, plan change, cancel and resume: the company's account manager and administrators, no other member. */
    manageBilling: (actor) => actor.roles.includes('AccountManager') || isAdmin(actor),
  },
  { manageBilling: BILLING_MANAGER_ONLY },
);
