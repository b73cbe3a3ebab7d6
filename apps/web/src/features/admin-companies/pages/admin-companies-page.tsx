import { Anchor, Badge, Card, Pagination, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../hiring-team/components/format-date.ts';
import { PageHeader } from '../../shell/components/page-header.tsx';
import { useAdminCompanies } from '../api/list-companies.ts';
import { SearchBox } from '../../shell/components/list-toolbar.tsx';
import { SubscriptionBadge } from '../components/subscription-badge.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';

const PAGE_SIZE = 20;

/** admin/companies: every company with search and paging. */
export function AdminCompaniesPage() {
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const list = useAdminCompanies({ search: debounced, page, pageSize: PAGE_SIZE });
  const pages = pageCount(list.data?.totalRecords);

  return (
    <>
      <PageHeader title="Companies" description="Every registered company, its team size and subscription." />
      <Card withBorder radius="md" p="lg">
        <SearchBox
          label="Search companies"
          placeholder="Search by name, industry or location"
          value={search}
          onChange={setSearch}
        />
        {list.isPending ? (
          <Skeleton h={300} />
        ) : list.isError ? (
          <Text c="red">{list.error.message}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {list.data.totalRecords} compan{list.data.totalRecords === 1 ? 'y' : 'ies'}
            </Text>
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="xs" striped aria-label="Companies">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Industry</Table.Th>
                    <Table.Th>Location</Table.Th>
                    <Table.Th>Members</Table.Th>
                    <Table.Th>Subscription</Table.Th>
                    <Table.Th>Registered</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <Text size="sm" c="dimmed" ta="center" py="md">
                          No company matches.
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                  {list.data.items.map((company) => (
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
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 ? <Pagination mt="md" total={pages} value={page} onChange={setPage} /> : null}
          </>
        )}
      </Card>
    </>
  );
}
