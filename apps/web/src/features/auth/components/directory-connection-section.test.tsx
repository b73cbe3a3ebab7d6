import type { DirectoryConnection } from '@talentmatch/shared/auth-schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render-route.tsx';
import { appConfigStore, DEFAULT_CLIENT_CONFIG, DEFAULT_SITE_CONFIGURATION } from '../../../lib/app-config-store.ts';
import { connectReturnTo } from '../api/directory-sign-in.ts';
import { DirectoryConnectionSection } from './directory-connection-section.tsx';

let connection: DirectoryConnection;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname.startsWith('/api/auth/directory-link') && init?.method === 'DELETE') {
    connection = { connected: false, connectedAt: null };
    return new Response(null, { status: 204 });
  }
  if (url.pathname.startsWith('/api/auth/directory-link')) return Response.json(connection);
  return new Response(null, { status: 404 });
});
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`);

function configure(clientId: string) {
  appConfigStore.initialiseFrom({
    clientConfig: { ...DEFAULT_CLIENT_CONFIG, azureAd: { clientId, tenantAuthority: clientId ? 'https://login.example.test/tenant' : '' } },
    siteConfiguration: DEFAULT_SITE_CONFIGURATION,
  });
}

const renderSection = () => renderRoute('/candidate/settings', { path: '/candidate/settings', element: <DirectoryConnectionSection /> });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  configure('');
});

describe('<DirectoryConnectionSection>', () => {
  it('is not shown, and asks nothing, while directory login is not set up', () => {
    configure('');
    renderSection();
    expect(screen.queryByTestId('directory-connection')).toBeNull();
    expect(calls()).toEqual([]);
  });

  it('offers "Connect Microsoft account" while the account is not connected', async () => {
    configure('client-1');
    connection = { connected: false, connectedAt: null };
    renderSection();
    await screen.findByRole('button', { name: 'Connect Microsoft account' });
    expect(screen.getByTestId('directory-connection').textContent).toContain('Connect your work Microsoft account');
  });

  it('shows a connected account with its date, and disconnects it', async () => {
    configure('client-1');
    connection = { connected: true, connectedAt: '2026-11-20T10:00:00.000Z' };
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await screen.findByRole('button', { name: 'Connect Microsoft account' });
    expect(calls()).toContain('DELETE /api/auth/directory-link');
    await waitFor(() => expect(screen.queryByText('Connected')).toBeNull());
  });
});

describe('connectReturnTo', () => {
  it('tells a connect trip from a sign-in by its state', () => {
    expect(connectReturnTo('connect:/candidate/settings')).toBe('/candidate/settings');
    expect(connectReturnTo('/candidate/profile')).toBeNull();
    expect(connectReturnTo('')).toBeNull();
  });
});
