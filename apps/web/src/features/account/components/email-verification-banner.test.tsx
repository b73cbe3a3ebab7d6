import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requestedPaths as paths, self, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { EmailVerificationBanner } from './email-verification-banner.tsx';

const signedInAs = (emailVerified: boolean) => server.use(http.get('/api/user/me/', () => HttpResponse.json({ ...self, emailVerified })));

const renderBanner = () => renderRoute('/candidate/dashboard', { path: '/candidate/dashboard', element: <EmailVerificationBanner /> });

afterEach(() => cleanup());

describe('<EmailVerificationBanner>', () => {
  it('asks the self user (the query the dashboards greet with), and says what an unconfirmed address holds back', async () => {
    signedInAs(false);
    renderBanner();
    expect((await screen.findByTestId('email-verification-banner')).textContent).toContain(`(${self.email})`);
    expect(paths()).toEqual(['/api/user/me/']);
  });

  it('sends a new link on "Resend link" and says so', async () => {
    signedInAs(false);
    renderBanner();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(screen.getByTestId('email-verification-banner').textContent).toContain('A new link is on its way.'));
    expect(paths()).toContain('/api/account/email/verification');
  });

  it('is not shown once the address is confirmed', async () => {
    signedInAs(true);
    renderBanner();
    await waitFor(() => expect(paths()).toEqual(['/api/user/me/']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('email-verification-banner')).toBeNull();
  });
});
