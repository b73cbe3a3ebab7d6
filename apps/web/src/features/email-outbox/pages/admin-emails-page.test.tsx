import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestedPaths } from '../../../../test/api.ts';
import { AdminEmailsPage } from './admin-emails-page.tsx';

afterEach(() => cleanup());

describe('admin/emails: a mail only written to the log', () => {
  it('opens whole, one-time link included, from its Read button', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <AdminEmailsPage />
        </MantineProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Read' }));
    expect((await screen.findByTestId('logged-email-text')).textContent).toBe('Follow http://localhost/reset-password?code=abc');
    expect(requestedPaths()).toContain('/api/admin/emails/m1');
  });
});
