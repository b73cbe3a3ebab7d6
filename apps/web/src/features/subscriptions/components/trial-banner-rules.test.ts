import { describe, expect, it } from 'vitest';
import { trialBanner } from './trial-banner-rules.ts';

const show = (daysRemaining: number, over: Partial<Parameters<typeof trialBanner>[0]> = {}) =>
  trialBanner({ status: 'trialing', showTrialBanner: true, trial: { daysRemaining, hasPaymentMethod: false }, ...over });

describe('trial banner (§4, §9)', () => {
  it.each([
    [14, 'info', 'Your free trial ends in 14 days.'],
    [4, 'info', 'Your free trial ends in 4 days.'],
    [3, 'warning', 'Your free trial ends in 3 days.'],
    [2, 'warning', 'Your free trial ends in 2 days.'],
    [1, 'warning', 'Your free trial ends tomorrow.'],
    [0, 'critical', 'Your free trial has expired. Choose a plan to keep hiring with us.'],
    [-2, 'critical', 'Your free trial has expired. Choose a plan to keep hiring with us.'],
  ] as const)('%i days left: %s, "%s"', (days, severity, message) => {
    expect(show(days)).toEqual({ severity, message });
  });

  it('is hidden when a payment method exists', () => {
    expect(show(2, { trial: { daysRemaining: 2, hasPaymentMethod: true } })).toBeNull();
  });

  it('is hidden when the configuration does not allow it', () => {
    expect(show(2, { showTrialBanner: false })).toBeNull();
  });

  it.each(['active', 'canceled', 'incomplete', 'incomplete_expired', 'past_due', 'paused', 'unpaid', 'disabled'] as const)(
    'is hidden when the status is %s',
    (status) => {
      expect(show(2, { status })).toBeNull();
    },
  );

  it('is hidden until the status and the trial status are known', () => {
    expect(show(2, { status: undefined })).toBeNull();
    expect(show(2, { trial: undefined })).toBeNull();
  });
});
