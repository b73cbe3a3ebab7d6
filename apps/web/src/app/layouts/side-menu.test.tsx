import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToken } from '../../../test/tokens.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { TOKEN_KEYS } from '../../lib/token-store.ts';
import { HeaderInbox, MobileNavigation, SideMenu } from './side-menu.tsx';

function renderMenus(count: number) {
  localStorage.setItem(TOKEN_KEYS.access, makeToken({ role: 'Candidate' }));
  localStorage.setItem(TOKEN_KEYS.refresh, 'r1');
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.messages.unreadCount(), { count });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter initialEntries={['/candidate/dashboard']}>
          <SideMenu />
          <MobileNavigation />
          <HeaderInbox />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the Messages unread badge', () => {
  it('shows the count on Messages in the side menu and the mobile navigation, with a spoken label', () => {
    renderMenus(3);
    for (const nav of [screen.getByTestId('side-menu'), screen.getByTestId('mobile-nav')]) {
      const link = within(nav).getByRole('link', { name: /Messages/ });
      expect(within(link).getByLabelText('3 unread messages').textContent).toBe('3');
    }
  });

  it('puts the inbox with its count in the top bar too (the mobile strip may scroll it out of view)', () => {
    renderMenus(4);
    const inbox = screen.getByTestId('header-inbox');
    expect(inbox.getAttribute('href')).toBe('/candidate/messages');
    expect(inbox.getAttribute('aria-label')).toBe('Messages, 4 unread messages');
    expect(within(inbox).getByLabelText('4 unread messages').textContent).toBe('4');
  });

  it('shows 99+ above 99 and nothing at 0', () => {
    renderMenus(250);
    expect(within(screen.getByTestId('side-menu')).getByLabelText('250 unread messages').textContent).toBe('99+');
    cleanup();
    renderMenus(0);
    expect(screen.queryAllByTestId('unread-badge')).toHaveLength(0);
  });
});
