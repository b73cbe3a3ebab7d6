import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problem, requestedPaths, server } from '../../test/api.ts';
import { makeToken } from '../../test/tokens.ts';
import { getAccessToken, getRefreshToken, storeTokens } from './token-store.ts';
import { forCompany, setActingCompany } from '../features/subscriptions/acting-company.ts';
import { LogoutPage } from '../features/auth/pages/logout-page.tsx';
import { startImpersonation, stopImpersonation } from './impersonation.ts';

const assign = vi.fn();
/** The server starts a view with this pair and ends it with 204. */
const answers = (pair: { token: string; refreshToken: string }, stop: () => Response = () => new HttpResponse(null, { status: 204 })) =>
  server.use(
    http.get('/api/auth/impersonate/:id', () => HttpResponse.json(pair)),
    http.get('/api/auth/impersonation/stop', stop),
  );

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('impersonation tokens (§4: start swaps the token, stop restores it and reloads)', () => {
  it('keeps the administrator tokens aside, swaps, and restores them on Exit', async () => {
    const adminToken = makeToken({ sub: 'admin', role: 'Administrator' });
    storeTokens({ token: adminToken, refreshToken: 'admin-refresh' });
    const userToken = makeToken({ sub: 'user', role: 'Employer', imp: 'admin' });
    answers({ token: userToken, refreshToken: 'user-refresh' });
    await startImpersonation('user', '/admin/users/edit/user');
    expect(requestedPaths()).toEqual(['/api/auth/impersonate/user']);
    expect(getAccessToken()).toBe(userToken);
    expect(assign).toHaveBeenLastCalledWith('/home');

    await stopImpersonation();
    expect(requestedPaths()[1]).toBe('/api/auth/impersonation/stop');
    expect(getAccessToken()).toBe(adminToken);
    expect(getRefreshToken()).toBe('admin-refresh');
    expect(assign).toHaveBeenLastCalledWith('/admin/users/edit/user');
  });

  it('restores the administrator even when the view already ended on the server', async () => {
    storeTokens({ token: makeToken({ sub: 'admin' }), refreshToken: 'admin-refresh' });
    answers({ token: makeToken({ imp: 'admin' }), refreshToken: 'r' }, () => problem(401));
    await startImpersonation('user', '/admin/candidates/user');
    await stopImpersonation();
    expect(getRefreshToken()).toBe('admin-refresh');
  });
});

describe('Log Out while viewing as a user', () => {
  it('ends the view and brings the administrator back instead of signing out', async () => {
    const adminToken = makeToken({ sub: 'admin', role: 'Administrator' });
    storeTokens({ token: adminToken, refreshToken: 'admin-refresh' });
    answers({ token: makeToken({ sub: 'user', imp: 'admin' }), refreshToken: 'user-refresh' });
    await startImpersonation('user', '/admin/users');
    render(createElement(MantineProvider, null, createElement(LogoutPage)));
    await vi.waitFor(() => expect(assign).toHaveBeenLastCalledWith('/admin/users'));
    expect(requestedPaths()).toEqual(['/api/auth/impersonate/user', '/api/auth/impersonation/stop']);
    expect(getAccessToken()).toBe(adminToken);
    expect(getRefreshToken()).toBe('admin-refresh');
  });
});

describe('acting company', () => {
  it('names the chosen company on subscription calls', () => {
    expect(forCompany('/api/subscription/config')).toBe('/api/subscription/config');
    setActingCompany({ id: 'c1', name: 'Co' });
    expect(forCompany('/api/subscription/config')).toBe('/api/subscription/config?companyId=c1');
    expect(forCompany('/api/x?a=1')).toBe('/api/x?a=1&companyId=c1');
    setActingCompany(null);
  });
});
