import { Button, Card, Group, Pagination, Skeleton, Switch, Table, Text, ThemeIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../shell/components/page-header.tsx';
import { useBenefits } from '../api/list-benefits.ts';
import { useSaveBenefit } from '../api/save-benefit.ts';
import { BenefitIcon } from '../components/benefit-icon.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { CatalogueToolbar, type CatalogueStatus } from '../../shell/components/list-toolbar.tsx';

const PAGE_SIZE = 10;

/** admin/benefits: the catalogue with search, status filter, paging and activate / deactivate in place. */
export function AdminBenefitsPage() {
  const [status, setStatus] = useState<CatalogueStatus>('all');
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const list = useBenefits({ search: debounced, status, page, pageSize: PAGE_SIZE });
  const save = useSaveBenefit();
  const pages = pageCount(list.data?.totalRecords);

  return (
    <>
      <PageHeader
        title="Benefits"
        description="The benefits companies offer and show on their job postings."
        actions={
          <Button component={Link} to={paths.admin.benefitsManage} leftSection={<IconSettings size={16} />}>
            Manage benefits
          </Button>
        }
      />
      <Card withBorder radius="md" p="lg">
        <CatalogueToolbar
          search={{ label: 'Search benefits', placeholder: 'Search by name or description', value: search, onChange: setSearch }}
          status={status}
          onStatusChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        {list.isPending ? (
          <Skeleton h={300} />
        ) : list.isError ? (
          <Text c="red">{list.error.message}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {list.data.totalRecords} benefit{list.data.totalRecords === 1 ? '' : 's'}
            </Text>
            <Table.ScrollContainer minWidth={600}>
              <Table verticalSpacing="xs" striped aria-label="Benefits">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Benefit</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th>Companies</Table.Th>
                    <Table.Th>Active</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={4}>
                        <Text size="sm" c="dimmed" ta="center" py="md">
                          No benefit matches.
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                  {list.data.items.map((benefit) => (
                    <Table.Tr key={benefit.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <ThemeIcon variant="light" size="md" radius="md">
                            <BenefitIcon name={benefit.icon} size={16} />
                          </ThemeIcon>
                          <Text fw={500} size="sm">
                            {benefit.name}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {benefit.description}
                        </Text>
                      </Table.Td>
                      <Table.Td>{benefit.companyCount}</Table.Td>
                      <Table.Td>
                        <Switch
                          aria-label={`${benefit.name} active`}
                          checked={benefit.isActive}
                          onChange={(e) => {
                            const isActive = e.currentTarget.checked;
                            void runAction(
                              () =>
                                save.mutateAsync({
                                  id: benefit.id,
                                  body: { name: benefit.name, description: benefit.description, icon: benefit.icon as never, isActive },
                                }),
                              { info: `${benefit.name} is now ${isActive ? 'active' : 'inactive'}.` },
                            );
                          }}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 ? <Pagination mt="md" total={pages} value={page} onChange={setPage} aria-label="Pages" /> : null}
          </>
        )}
      </Card>
    </>
  );
}
