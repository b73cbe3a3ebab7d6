import type { PlanView, SubscriptionConfig } from '@talentmatch/shared/subscriptions';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { CreateSubscriptionPage } from './create-subscription-page.tsx';

afterEach(() => cleanup());

const plan = (size: 'small' | 'medium', seats: number): PlanView => ({
  code: `${size}-yearly`,
  size,
  interval: 'yearly',
  nonprofit: false,
  name: `${size === 'small' ? 'Small' : 'Medium'} Yearly`,
  priceId: `price_${size}`,
  price: { amount: size === 'small' ? 49000 : 99000, currency: 'usd' },
  limits: { openJobs: 3, seats },
});

describe('/subscription/create: a plan smaller than the team', () => {
  it('says why before checkout and offers no Choose for it; a plan that fits stays open', async () => {
    const config: SubscriptionConfig = {
      showTrialBanner: true,
      plans: [plan('small', 2), plan('medium', 5)],
      provider: 'demo',
      nonprofitEligible: false,
      seatsInUse: 3,
    };
    server.use(
      http.get('/api/subscription/config', () => HttpResponse.json(config)),
      http.get('/api/subscription/status', () => HttpResponse.json('trialing')),
      http.get('/api/subscription/trial-status', () => HttpResponse.json({ daysRemaining: 10, hasPaymentMethod: false })),
    );
    renderRoute('/subscription/create', { path: '/subscription/create', element: <CreateSubscriptionPage /> });
    const small = await screen.findByRole('button', { name: 'Choose Small Yearly' });
    expect(small).toHaveProperty('disabled', true);
    expect(screen.getByTestId('plan-small-yearly').textContent).toContain(
      'The Small Yearly plan has 2 hiring-team seats and your team uses 3 (members and pending invitations).',
    );
    fireEvent.click(small);
    expect(requestsTo('/api/subscription/checkout', 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Choose Medium Yearly' })).toHaveProperty('disabled', false);
    expect(screen.getByTestId('plan-medium-yearly').textContent).not.toContain('hiring-team seats and your team uses');
  });
});
