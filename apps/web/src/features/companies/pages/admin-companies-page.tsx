import { Anchor, Badge, Card, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAdminCompanies } from '../api/list-companies.ts';
import { SearchBox } from '../../../components/list-toolbar.tsx';
import { SubscriptionBadge } from '../components/subscription-badge.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { PagedTable } from '../../../components/paged-table.tsx';

const PAGE_SIZE = 20;

/** admin/companies: every company with search and paging. */
export function AdminCompaniesPage() {
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const list = useAdminCompanies({ search: debounced, page, pageSize: PAGE_SIZE });
  const pages = pageCount(list.data?.totalRecords);

  return (
    <>
      <PageHeader title="Companies" />
      <Card withBorder radius="md" p="lg">
        <SearchBox label="Search companies" placeholder="Search by name, industry or location" value={search} onChange={setSearch} />
        <PagedTable
          query={list}
          label="Companies"
          minWidth={760}
          columns={['Company', 'Industry', 'Location', 'Members', 'Subscription', 'Registered']}
          count={(n) => (
            <>
              {n} compan{n === 1 ? 'y' : 'ies'}
            </>
          )}
          empty={'No company matches.'}
          page={page}
          pages={pages}
          onPageChange={setPage}
          row={(company) => (
            <Table.Tr key={company.id}>
              <Table.Td>
                <Anchor component={Link} to={`${paths.admin.companies}/${encodeURIComponent(company.id)}`} fw={500} size="sm">
                  {company.name}
                </Anchor>
                {company.nonprofit ? (
                  <Badge size="xs" color="teal" variant="light" ml={6}>
                    Nonprofit
                  </Badge>
                ) : company.nonprofitRequested ? (
                  <Badge size="xs" color="yellow" variant="light" ml={6}>
                    Nonprofit to verify
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{company.industry || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{company.location || '—'}</Text>
              </Table.Td>
              <Table.Td>{company.memberCount}</Table.Td>
              <Table.Td>
                <SubscriptionBadge status={company.subscriptionStatus} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(company.createdAt)}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
    </>
  );
}
