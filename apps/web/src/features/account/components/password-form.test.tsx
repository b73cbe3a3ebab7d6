import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { MessageBanners } from '../../../components/message-banners.tsx';
import { appState } from '../../../lib/app-state.ts';
import { PasswordForm } from './password-form.tsx';

afterEach(() => {
  cleanup();
  appState.clearMessages();
});

const WRONG = 'The current password is not correct.';

function renderForm() {
  renderRoute('/candidate/settings', {
    path: '/candidate/settings',
    element: (
      <>
        <MessageBanners />
        <PasswordForm />
      </>
    ),
  });
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'Wrong-Horse-42' } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Correct-Horse-43' } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Correct-Horse-43' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('<PasswordForm> errors', () => {
  it('shows a field’s error once, by its field, without the field name in front', async () => {
    server.use(http.put('/api/account/update-password', () => problem(400, undefined, { errors: { currentPassword: [WRONG] } })));
    renderForm();
    await waitFor(() => expect(screen.getAllByText(WRONG)).toHaveLength(1));
    expect(screen.queryByTestId('error-banner')).toBeNull();
    expect(screen.queryByText(/Current password:/)).toBeNull();
  });

  it('says at the top what no field shows, without a field name', async () => {
    server.use(
      http.put('/api/account/update-password', () =>
        problem(400, undefined, { errors: { token: ['This link is invalid or has expired.'] } }),
      ),
    );
    renderForm();
    const banner = await screen.findByTestId('error-banner');
    expect(banner.textContent).toContain('This link is invalid or has expired.');
    expect(banner.textContent).not.toContain('Token:');
  });
});
