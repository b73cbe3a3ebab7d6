import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponse, http } from 'msw';
import { loggedEmail, requestedPaths, server } from '../../../../test/api.ts';
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
    const link = screen.getByRole('link', { name: 'http://localhost/reset-password?code=abc' });
    expect(link.getAttribute('href')).toBe('http://localhost/reset-password?code=abc');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('opens an ordinary mail with its text, the link at the end of a sentence clickable without the full stop', async () => {
    server.use(
      http.get('/api/admin/emails/:id', () =>
        HttpResponse.json({
          ...loggedEmail,
          subject: 'Your application moves forward',
          text: 'Hello Tom,\nOpen http://localhost/candidate/messages?c=7.',
        }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <AdminEmailsPage />
        </MantineProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Read' }));
    expect((await screen.findByTestId('logged-email-text')).textContent).toBe('Hello Tom,\nOpen http://localhost/candidate/messages?c=7.');
    expect(screen.getByRole('link', { name: 'http://localhost/candidate/messages?c=7' }).getAttribute('href')).toBe(
      'http://localhost/candidate/messages?c=7',
    );
  });
});
