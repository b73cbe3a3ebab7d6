import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, type RouteObject, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { requests } from '../../test/api.ts';
import { makeToken } from '../../test/tokens.ts';
import { TOKEN_KEYS } from '../lib/token-store.ts';
import { RouteGuard } from './route-guard.tsx';
import { AppRoutes } from '../lib/route-matches.tsx';
import type { RouteHandle } from './route-handle.ts';

/** What the tests read of the router: its location, and navigation from outside the tree. */
const router = {
  state: { location: undefined as unknown as Location },
  navigateFn: undefined as NavigateFunction | undefined,
  async navigate(to: string): Promise<void> {
    await router.navigateFn?.(to);
  },
};

function RouterProbe() {
  router.state.location = useLocation();
  router.navigateFn = useNavigate();
  return null;
}

function renderAt(path: string) {
  const routes: RouteObject[] = [
    {
      element: <RouteGuard />,
      children: [
        { path: '/', element: <p>root page</p> },
        { path: '/login', element: <p>login page</p> },
        { path: '/termsofuse', element: <p>terms page</p> },
        {
          path: '/employer/jobs',
          element: <p>employer jobs</p>,
          handle: { access: { requiresAuth: true, roles: ['Employer'] } } satisfies RouteHandle,
        },
        { path: '/logout', element: <p>logout page</p>, handle: { access: { requiresAuth: true } } satisfies RouteHandle },
        {
          path: '/admin/dashboard',
          element: <p>admin dashboard</p>,
          handle: { access: { requiresAuth: true, roles: ['Administrator'] } } satisfies RouteHandle,
        },
      ],
    },
  ];
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <RouterProbe />
          <AppRoutes routes={routes} errorElement={() => <p>route error</p>} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

function signIn(role: string, terms: 0 | 1 = 1, companyId: string | null = null) {
  localStorage.setItem(TOKEN_KEYS.access, makeToken({ role: role as 'Candidate', terms, companyId }));
  localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('<RouteGuard>', () => {
  it('renders an allowed route', async () => {
    signIn('Administrator');
    renderAt('/admin/dashboard');
    expect(await screen.findByText('admin dashboard')).toBeTruthy();
  });

  it('sends an anonymous visitor to login with the redirect query', async () => {
    const router = renderAt('/admin/dashboard');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fdashboard');
  });

  it('sends a candidate away from /admin to /', async () => {
    signIn('Candidate');
    const router = renderAt('/admin/dashboard');
    expect(await screen.findByText('root page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a user without accepted terms to /termsofuse but lets them log out', async () => {
    signIn('Administrator', 0);
    const router = renderAt('/admin/dashboard');
    expect(await screen.findByText('terms page')).toBeTruthy();
    await act(() => router.navigate('/logout'));
    expect(await screen.findByText('logout page')).toBeTruthy();
  });

  it('asks nothing of the server while an employer logs out (no subscription check racing the revoke)', async () => {
    signIn('Employer', 1, 'company-1');
    renderAt('/logout');
    expect(await screen.findByText('logout page')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('holds every employer page of an employer without a company at the company step', async () => {
    signIn('Employer', 1, null);
    renderAt('/employer/jobs');
    expect(await screen.findByTestId('register-company-first')).toBeTruthy();
  });
});
