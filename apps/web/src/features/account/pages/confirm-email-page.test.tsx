import { cleanup, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { makeToken } from '../../../../test/tokens.ts';
import { TOKEN_KEYS } from '../../../lib/token-store.ts';
import { ConfirmEmailPage } from './confirm-email-page.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const confirmedChange = () =>
  server.use(http.post('/api/account/email/confirm', () => HttpResponse.json({ purpose: 'change', email: 'new@example.test' })));
const renderPage = () => renderRoute('/confirm-email?token=t1', { path: '/confirm-email', element: <ConfirmEmailPage /> });

describe('<ConfirmEmailPage> after an email change', () => {
  it('says the user stays signed in when this browser has the session', async () => {
    localStorage.setItem(TOKEN_KEYS.access, makeToken());
    localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
    confirmedChange();
    renderPage();
    const done = await screen.findByTestId('email-confirmed');
    expect(done.textContent).toBe('Your sign-in email is now new@example.test. You stay signed in here and on your other devices.');
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
  });

  it('says why it asks to sign in when the link was opened in a browser without the session', async () => {
    confirmedChange();
    renderPage();
    const done = await screen.findByTestId('email-confirmed');
    expect(done.textContent).toContain('This browser is not signed in: sign in with the new address and your usual password.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
