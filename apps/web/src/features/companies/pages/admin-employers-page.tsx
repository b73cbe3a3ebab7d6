import { Anchor, Badge, Card, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAdminEmployers } from '../api/list-employers.ts';
import { SearchBox } from '../../../components/list-toolbar.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { PagedTable } from '../../../components/paged-table.tsx';

const PAGE_SIZE = 20;

/** admin/employers: every employer account with search and paging, newest first. */
export function AdminEmployersPage() {
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const list = useAdminEmployers({ search: debounced, page, pageSize: PAGE_SIZE });
  const pages = pageCount(list.data?.totalRecords);

  return (
    <>
      <PageHeader title="Employers" />
      <Card withBorder radius="md" p="lg">
        <SearchBox label="Search employers" placeholder="Search by name, email or company" value={search} onChange={setSearch} />
        <PagedTable
          query={list}
          label="Employers"
          minWidth={760}
          columns={['Name', 'Email', 'Company', 'Joined', 'Last login']}
          count={(n) => (
            <>
              {n} employer{n === 1 ? '' : 's'}
            </>
          )}
          empty={'No employer matches.'}
          page={page}
          pages={pages}
          onPageChange={setPage}
          row={(employer) => (
            <Table.Tr key={employer.id}>
              <Table.Td>
                <Text size="sm" fw={500} span>
                  {`${employer.firstName} ${employer.lastName}`.trim()}
                </Text>
                {employer.isAccountManager ? (
                  <Badge size="xs" variant="light" ml={6}>
                    Account manager
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{employer.email}</Text>
              </Table.Td>
              <Table.Td>
                {employer.companyId ? (
                  <Anchor component={Link} to={`${paths.admin.companies}/${encodeURIComponent(employer.companyId)}`} size="sm">
                    {employer.companyName}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    No company yet
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(employer.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(employer.lastLoginAt, 'Never')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
    </>
  );
}
