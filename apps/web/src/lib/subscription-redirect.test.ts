import { SUBSCRIPTION_STATUSES } from '@talentmatch/shared/subscription-status';
import { describe, expect, it } from 'vitest';
import { subscriptionRedirect } from './guard-rules.ts';

const employer = ['Employer'] as const;

describe('employer subscription redirect (§4)', () => {
  it.each(['active', 'trialing', 'disabled'] as const)('lets an employer whose status is %s work anywhere', (status) => {
    expect(subscriptionRedirect('/employer/jobs', employer, status)).toBeNull();
  });

  it.each(SUBSCRIPTION_STATUSES.filter((s) => !['active', 'trialing', 'disabled'].includes(s)))(
    'sends an employer whose status is %s to /subscription/create',
    (status) => {
      expect(subscriptionRedirect('/employer/dashboard', employer, status)).toBe('/subscription/create');
      expect(subscriptionRedirect('/employer/jobs', ['Employer', 'AccountManager'], status)).toBe('/subscription/create');
    },
  );

  it.each(['/home', '/welcome', '/employer', '/employer/', '/termsofuse', '/register', '/register/3f1c-invite', '/employer-landing'])(
    'makes an exception for %s',
    (path) => {
      expect(subscriptionRedirect(path, employer, 'canceled')).toBeNull();
    },
  );

  it('does not treat /employer/... as the /employer exception', () => {
    expect(subscriptionRedirect('/employer/candidates', employer, 'canceled')).toBe('/subscription/create');
  });

  it.each(SUBSCRIPTION_STATUSES)(
    'keeps the account reachable when the status is %s: settings (password, deletion) and billing',
    (status) => {
      for (const role of [employer, ['Employer', 'AccountManager'] as const]) {
        expect(subscriptionRedirect('/employer/settings', role, status)).toBeNull();
        expect(subscriptionRedirect('/employer/subscription', role, status)).toBeNull();
        expect(subscriptionRedirect('/employer/subscription/', role, status)).toBeNull();
      }
    },
  );

  it.each([
    '/subscription/create',
    '/subscription/add-payment',
    '/subscription/demo-checkout',
    '/subscription/demo-portal',
    '/payment-return',
    '/logout',
  ])('never redirects away from the way to pay: %s', (path) => {
    expect(subscriptionRedirect(path, employer, 'unpaid')).toBeNull();
  });

  it('applies to employers only, and waits for the status', () => {
    expect(subscriptionRedirect('/candidate/dashboard', ['Candidate'], 'canceled')).toBeNull();
    expect(subscriptionRedirect('/admin/dashboard', ['Administrator'], 'canceled')).toBeNull();
    expect(subscriptionRedirect('/employer/dashboard', employer, undefined)).toBeNull();
  });
});
