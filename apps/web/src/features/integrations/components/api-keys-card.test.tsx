import { MantineProvider } from '@mantine/core';
import type { ApiKey } from '@talentmatch/shared/api-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo, server } from '../../../../test/api.ts';
import { ApiKeysCard } from './api-keys-card.tsx';

const COMPANY = '0b4cf3c2-7f40-4d56-9d1a-2c1f6f0b9a10';
const KEY: ApiKey = {
  id: 'k1',
  name: 'ATS sync',
  prefix: 'tm_live_AbCdEfGh',
  scopes: ['jobs:read'],
  expiresAt: null,
  lastUsedAt: null,
  createdAt: '2026-06-01T09:00:00Z',
  revokedAt: null,
};

afterEach(cleanup);

describe('<ApiKeysCard>', () => {
  it('creates a key with its scopes and shows the secret once; lists keys by prefix, never the secret', async () => {
    const keys: ApiKey[] = [];
    server.use(
      http.get(`/api/companies/${COMPANY}/api-keys`, () => HttpResponse.json(keys)),
      http.post(`/api/companies/${COMPANY}/api-keys`, async ({ request }) => {
        const body = (await request.json()) as { name: string; scopes: ApiKey['scopes'] };
        keys.push({ ...KEY, name: body.name, scopes: body.scopes });
        return HttpResponse.json({ ...keys[0], secret: 'tm_live_AbCdEfGhsecretsecretsecret' }, { status: 201 });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <ApiKeysCard companyId={COMPANY} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'ATS sync' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'applications:read' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('secret-once')).textContent).toContain('tm_live_AbCdEfGhsecretsecretsecret');
    const [sent] = requestsTo(`/api/companies/${COMPANY}/api-keys`, 'POST');
    expect(await sent.clone().json()).toEqual({ name: 'ATS sync', scopes: ['jobs:read', 'applications:read'], expiresAt: null });
    await waitFor(() => expect(screen.getByText('tm_live_AbCdEfGh…')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('secret-once')).toBeNull();
    expect(document.body.textContent).not.toContain('secretsecret');
  });
});
