export const SUBSCRIPTION_STATUSES = [
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
  'disabled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
