import type { SelfUser } from '@talentmatch/shared/auth-schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render-route.tsx';
import { EmailVerificationBanner } from './email-verification-banner.tsx';

const me = (emailVerified: boolean): SelfUser => ({
  id: 'user-1',
  email: 'priya@example.com',
  firstName: 'Priya',
  lastName: 'Raman',
  phoneNumber: '',
  uniqueId: 'u-1',
  emailVerified,
  roles: ['Candidate'],
  companyId: null,
  companyName: null,
  termsAccepted: true,
  isImpersonating: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
});

let self: SelfUser;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/user/me/') return Response.json(self);
  if (url.pathname === '/api/account/email/verification') return Response.json({ message: 'sent' });
  return new Response(null, { status: 404 });
});
const paths = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

const renderBanner = () => renderRoute('/candidate/dashboard', { path: '/candidate/dashboard', element: <EmailVerificationBanner /> });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('<EmailVerificationBanner>', () => {
  it('asks the self user (the query the dashboards greet with), and says what an unconfirmed address holds back', async () => {
    self = me(false);
    renderBanner();
    expect((await screen.findByTestId('email-verification-banner')).textContent).toContain('(priya@example.com)');
    expect(paths()).toEqual(['/api/user/me/']);
  });

  it('sends a new link on "Resend link" and says so', async () => {
    self = me(false);
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(screen.getByTestId('email-verification-banner').textContent).toContain('A new link is on its way.'));
    expect(paths()).toContain('/api/account/email/verification');
  });

  it('is not shown once the address is confirmed', async () => {
    self = me(true);
    renderBanner();
    await waitFor(() => expect(paths()).toEqual(['/api/user/me/']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('email-verification-banner')).toBeNull();
  });
});
