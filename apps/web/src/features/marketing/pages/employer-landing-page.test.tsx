import type { PublicPlans } from '@talentmatch/shared/subscriptions';
import { PLAN_INTERVALS, PLAN_SIZES } from '@talentmatch/shared/subscriptions';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { appConfigStore, DEFAULT_CLIENT_CONFIG, DEFAULT_SITE_CONFIGURATION } from '../../../lib/app-config-store.ts';
import { EmployerLandingPage } from './employer-landing-page.tsx';

/** Prices made up for the test: monthly size index × $10, yearly ten months, nonprofit half. */
const plans: PublicPlans['plans'] = PLAN_SIZES.flatMap((size, i) =>
  PLAN_INTERVALS.flatMap((interval) =>
    [false, true].map((nonprofit) => ({
      code: `${size}-${interval}${nonprofit ? '-nonprofit' : ''}`,
      size,
      interval,
      nonprofit,
      name: size,
      price: { amount: (i + 1) * 1000 * (interval === 'yearly' ? 10 : 1) * (nonprofit ? 0.5 : 1), currency: 'usd' },
      limits: { openJobs: (i + 1) * 5, seats: (i + 1) * 2 },
    })),
  ),
);

beforeEach(() => {
  appConfigStore.initialiseFrom({
    clientConfig: DEFAULT_CLIENT_CONFIG,
    siteConfiguration: { ...DEFAULT_SITE_CONFIGURATION, trialDays: 21 },
  });
  server.use(http.get('/api/subscription/plans', () => HttpResponse.json({ plans })));
});
afterEach(() => cleanup());

describe('<EmployerLandingPage>', () => {
  it('shows each plan’s configured price, limits and nonprofit price, monthly or yearly, and the configured trial', async () => {
    renderRoute('/employer-landing', { path: '/employer-landing', element: <EmployerLandingPage /> });
    const medium = await screen.findByTestId('plan-medium');
    expect(await within(medium).findByText('$20')).toBeTruthy();
    expect(medium.textContent).toContain('Up to 10 open jobs');
    expect(medium.textContent).toContain('4 hiring-team seats');
    expect(medium.textContent).toContain('Nonprofit: $10 / month');
    expect(medium.textContent).toContain('21-day free trial');
    expect(screen.queryByText(/See plans and prices after sign-up/)).toBeNull();
    fireEvent.click(screen.getByText('Yearly'));
    expect(await within(medium).findByText('$200')).toBeTruthy();
    expect(medium.textContent).toContain('Nonprofit: $100 / year');
  });
});
