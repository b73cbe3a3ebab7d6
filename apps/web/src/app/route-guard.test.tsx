import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToken } from '../../test/tokens.ts';
import { TOKEN_KEYS } from '../lib/token-store.ts';
import { RouteGuard } from './route-guard.tsx';
import type { RouteHandle } from './route-handle.ts';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RouteGuard />,
        children: [
          { path: '/', element: <p>root page</p> },
          { path: '/login', element: <p>login page</p> },
          { path: '/termsofuse', element: <p>terms page</p> },
          { path: '/logout', element: <p>logout page</p>, handle: { access: { requiresAuth: true } } satisfies RouteHandle },
          {
            path: '/admin/dashboard',
            element: <p>admin dashboard</p>,
            handle: { access: { requiresAuth: true, roles: ['Administrator'] } } satisfies RouteHandle,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signIn(role: string, terms: 0 | 1 = 1) {
  localStorage.setItem(TOKEN_KEYS.access, makeToken({ role: role as 'Candidate', terms }));
  localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
}

afterEach(() => localStorage.clear());

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
});
