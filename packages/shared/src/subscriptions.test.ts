import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES, subscriptionStatusLabel } from './subscription-status.ts';
import { PLAN_CODES, planLabel } from './subscriptions.ts';

describe('labels instead of codes', () => {
  it('names every plan code, and no plan as the free trial', () => {
    expect(planLabel('large-yearly')).toBe('Large Yearly');
    expect(planLabel('medium-monthly')).toBe('Medium Monthly');
    expect(planLabel('extra-large-monthly-nonprofit')).toBe('Extra Large Monthly (Nonprofit)');
    expect(planLabel(null)).toBe('Free trial');
    expect(planLabel('(trial)')).toBe('Free trial');
    for (const code of PLAN_CODES) expect(planLabel(code), code).not.toMatch(/-/);
  });

  it('names every subscription status in words', () => {
    expect(subscriptionStatusLabel('trialing')).toBe('Trial');
    expect(subscriptionStatusLabel('past_due')).toBe('Past due');
    for (const status of SUBSCRIPTION_STATUSES) expect(subscriptionStatusLabel(status), status).toMatch(/^[A-Z][a-z ()]+$/);
  });
});
