import { Anchor, Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminUser } from '@talentmatch/shared/administration';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { countOf } from '../../../lib/format-count.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SearchBox } from '../../../components/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useUsers } from '../api/list-users.ts';
import { useSetAdministrator } from '../api/set-administrator.ts';
import { CreateUserModal } from '../components/create-user-modal.tsx';
import { RoleBadges } from '../components/role-badges.tsx';
import { UserPicker } from '../components/user-picker.tsx';

const PAGE_SIZE = 20;
const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

function AdministratorsCard() {
  const [page, setPage] = useState(1);
  const admins = useUsers({ list: 'role/Administrator', page, pageSize: PAGE_SIZE, sortBy: 'name', sortDir: 'asc' });
  const setAdmin = useSetAdministrator();
  const [picked, setPicked] = useState<{ id: string; shown: string } | null>(null);
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<AdminUser | null>(null);
  const pages = Math.max(1, Math.ceil((admins.data?.totalRecords ?? 0) / PAGE_SIZE));
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="xs">
        Administrators
      </Title>
      <Group align="flex-end" mb="md">
        <UserPicker
          label="Make administrator"
          value={picked?.id ?? null}
          onChange={(id, shown) => setPicked(id ? { id, shown: shown ?? id } : null)}
        />
        <Button disabled={!picked} onClick={() => setGranting(true)}>
          Make administrator
        </Button>
      </Group>
      <ConfirmDialog
        opened={granting && picked !== null}
        title="Make this user an administrator?"
        confirmLabel="Make administrator"
        color="orange"
        loading={setAdmin.isPending}
        onClose={() => setGranting(false)}
        onConfirm={async () => {
          if (!picked) return;
          const result = await runAction(() => setAdmin.mutateAsync({ userId: picked.id, grant: true }), {
            info: 'The user is now an administrator.',
          });
          setGranting(false);
          if (result.ok) setPicked(null);
        }}
      >
        {picked
          ? `${picked.shown} gets the whole administration area: every account, company and setting, and viewing the site as any user.`
          : null}
      </ConfirmDialog>
      <PagedTable
        query={admins}
        label="Administrators"
        minWidth={640}
        columns={['Name', 'Email', 'Last login', '']}
        count={(n) => `${n} administrator${n === 1 ? '' : 's'}`}
        page={page}
        pages={pages}
        onPageChange={setPage}
        row={(user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.userEdit(user.id)} size="sm">
                {fullName(user)}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{user.email}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(user.lastLoginAt, 'Never')}</Text>
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="subtle" color="red" onClick={() => setRevoking(user)}>
                Revoke
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ConfirmDialog
        opened={revoking !== null}
        title="Take the administrator role away?"
        confirmLabel="Revoke"
        loading={setAdmin.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          await runAction(() => setAdmin.mutateAsync({ userId: revoking.id, grant: false }), {
            info: `${fullName(revoking)} is no longer an administrator.`,
          });
          setRevoking(null);
        }}
      >
        {revoking ? `${fullName(revoking)} keeps their account but loses the administration area.` : null}
      </ConfirmDialog>
    </Card>
  );
}

const SORTS = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'email:asc', label: 'Email A–Z' },
  { value: 'lastLoginAt:desc', label: 'Recent login first' },
];

function UsersCard() {
  const [params, setParams] = useSearchParams();
  const mode = params.get('list') === 'stale' ? 'stale' : 'all';
  const [sort, setSort] = useState('createdAt:desc');
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const [sortBy, sortDir] = sort.split(':') as [string, 'asc' | 'desc'];
  const searching = mode === 'all' && debounced.trim().length >= 2;
  const list = useUsers(
    searching
      ? { list: 'filter', query: debounced.trim(), page, pageSize: PAGE_SIZE }
      : mode === 'stale'
        ? { list: 'stale-users', page, pageSize: PAGE_SIZE }
        : { list: 'all', page, pageSize: PAGE_SIZE, sortBy, sortDir },
  );
  const [creating, setCreating] = useState(false);
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Users
        </Title>
        <Button size="xs" onClick={() => setCreating(true)}>
          New user
        </Button>
      </Group>
      <Group align="flex-start" gap="md" wrap="wrap">
        <SegmentedControl
          value={mode}
          onChange={(value) => {
            setPage(1);
            setParams(value === 'stale' ? { list: 'stale' } : {});
          }}
          data={[
            { value: 'all', label: 'All users' },
            { value: 'stale', label: 'Stale users' },
          ]}
        />
        {mode === 'all' ? (
          <>
            <SearchBox label="Search users" placeholder="Search by name or email" value={search} onChange={setSearch} />
            <Select aria-label="Sort users" data={SORTS} value={sort} onChange={(v) => v && setSort(v)} disabled={searching} w={200} />
          </>
        ) : (
          <Text size="sm" c="dimmed" mt={6}>
            No login for longer than the site's threshold; oldest login first.
          </Text>
        )}
      </Group>
      <PagedTable
        query={list}
        label="Users"
        minWidth={760}
        columns={['Name', 'Email', 'Roles', 'Company', 'Joined', 'Last login']}
        count={(n) => countOf(n, 'user', { estimate: list.data?.totalIsEstimate })}
        empty="No user matches."
        page={page}
        pages={pageCount(list.data?.totalRecords)}
        onPageChange={setPage}
        row={(user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.userEdit(user.id)} size="sm">
                {fullName(user)}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{user.email}</Text>
            </Table.Td>
            <Table.Td>
              <RoleBadges roles={user.roles} locked={user.locked} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{user.companyName ?? '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(user.createdAt)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDate(user.lastLoginAt, 'Never')}</Text>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}

/** admin/admin-users: the administrators (make, revoke) and every user (search, sort, stale users, new user). */
export function AdminUsersPage() {
  return (
    <>
      <PageHeader title="Admin Users" />
      <Stack gap="lg">
        <AdministratorsCard />
        <UsersCard />
      </Stack>
    </>
  );
}
