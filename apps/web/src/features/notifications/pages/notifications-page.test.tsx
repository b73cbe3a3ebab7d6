import type { InAppNotice } from '@talentmatch/shared/notifications';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { NotificationBell } from '../components/notification-bell.tsx';
import { NotificationsPage } from './notifications-page.tsx';

afterEach(() => cleanup());

const notice = (id: string, title: string, readAt: string | null): InAppNotice => ({
  id,
  kind: 'application',
  title,
  link: '/candidate/messages?c=c-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt,
});

describe('the notification centre', () => {
  it('shows the unread count on the header bell', async () => {
    server.use(http.get('/api/notifications/unread-count', () => HttpResponse.json({ count: 3 })));
    renderRoute('/candidate/dashboard', { path: '/candidate/dashboard', element: <NotificationBell to="/candidate/notifications" /> });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/candidate/notifications');
    expect(screen.getByTestId('notification-count').textContent).toContain('3');
  });

  it('lists the notices with their links and marks the unread ones read when opened', async () => {
    server.use(
      http.get('/api/notifications', () =>
        HttpResponse.json({
          items: [
            notice('n-2', 'Acme invites you to apply for Designer', null),
            notice('n-1', 'Your application moves forward', '2026-11-19T00:00:00Z'),
          ],
          total: 2,
          unread: 1,
        }),
      ),
    );
    renderRoute('/candidate/notifications', { path: '/candidate/notifications', element: <NotificationsPage /> });
    const link = await screen.findByRole('link', { name: 'Acme invites you to apply for Designer' });
    expect(link.getAttribute('href')).toBe('/candidate/messages?c=c-1');
    expect(screen.getAllByTestId('notice')).toHaveLength(2);
    await waitFor(() => expect(requestsTo('/api/notifications/read', 'POST')).toHaveLength(1));
    expect(await requestsTo('/api/notifications/read', 'POST')[0].json()).toEqual({ ids: ['n-2'] });
    // the notice read now keeps its "New" mark while the page is open
    expect(screen.getAllByText('New')).toHaveLength(1);
  });

  it('says what will appear when there is nothing yet', async () => {
    renderRoute('/candidate/notifications', { path: '/candidate/notifications', element: <NotificationsPage /> });
    expect(await screen.findByText(/Nothing yet/)).toBeTruthy();
    expect(requestsTo('/api/notifications/read', 'POST')).toHaveLength(0);
  });
});
