import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/tokens.ts';
import { AdminEmailsPage } from './admin-emails-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
const logged = {
  id: 'm1',
  to: 'nina@example.test',
  subject: 'Reset your password',
  status: 'logged',
  attempts: 0,
  error: null,
  createdAt: '2026-11-23T10:00:00Z',
  updatedAt: '2026-11-23T10:00:00Z',
  sentAt: null,
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin/emails: a mail only written to the log', () => {
  it('opens whole, one-time link included, from its Read button', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/admin/emails?')) {
        return jsonResponse(200, { items: [logged], totalRecords: 1, counts: { pending: 0, sending: 0, sent: 0, failed: 0, logged: 1 } });
      }
      if (url === '/api/admin/emails/m1') return jsonResponse(200, { ...logged, text: 'Follow http://localhost/reset-password?code=abc' });
      return jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <AdminEmailsPage />
        </MantineProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Read' }));
    expect((await screen.findByTestId('logged-email-text')).textContent).toBe('Follow http://localhost/reset-password?code=abc');
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain('/api/admin/emails/m1');
  });
});
