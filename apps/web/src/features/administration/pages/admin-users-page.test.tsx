import type { AdminUser, UserList } from '@talentmatch/shared/administration';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo, server } from '../../../../test/api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

afterEach(() => cleanup());

const user = (id: string, firstName: string, roles: AdminUser['roles']): AdminUser => ({
  id,
  email: `${firstName.toLowerCase()}@example.test`,
  firstName,
  lastName: 'Example',
  phoneNumber: '',
  uniqueId: id,
  roles,
  companyId: null,
  companyName: null,
  createdAt: '2026-11-01T00:00:00Z',
  lastLoginAt: null,
  locked: false,
});

describe('admin/admin-users: Make administrator', () => {
  it('asks before granting the role, and grants nothing when kept as is', async () => {
    const nina = user('u-nina', 'Nina', ['Candidate']);
    const list = (users: AdminUser[]): UserList => ({ users, totalRecords: users.length });
    server.use(
      http.get('/api/user/role/:role', () => HttpResponse.json(list([user('u-admin', 'Ada', ['Administrator'])]))),
      http.get('/api/user/filter', () => HttpResponse.json(list([nina]))),
      http.get('/api/user/all', () => HttpResponse.json(list([nina]))),
      http.post('/api/admin/make', () => HttpResponse.json({ ...nina, roles: ['Candidate', 'Administrator'] })),
    );
    renderRoute('/admin/admin-users', { path: '/admin/admin-users', element: <AdminUsersPage /> });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Make administrator' }), 'nina');
    fireEvent.click(await screen.findByRole('option', { name: 'Nina Example <nina@example.test>', hidden: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Make administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this user an administrator?' });
    expect(dialog.textContent).toContain('Nina Example <nina@example.test> gets the whole administration area');
    expect(requestsTo('/api/admin/make', 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep as is' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('/api/admin/make', 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Make administrator' }));
    await screen.findByRole('dialog', { name: 'Make this user an administrator?' });
    const confirm = screen.getAllByRole('button', { name: 'Make administrator' }).at(-1);
    fireEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(requestsTo('/api/admin/make', 'POST')).toHaveLength(1));
    expect(await requestsTo('/api/admin/make', 'POST')[0].json()).toEqual({ userId: 'u-nina' });
  });
});
