import { Button, Card, Group, Switch, Table, Text, ThemeIcon } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBenefits } from '../api/list-benefits.ts';
import { useSaveBenefit } from '../api/save-benefit.ts';
import { BenefitIcon } from '../components/benefit-icon.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { CatalogueToolbar, type CatalogueStatus } from '../../../components/list-toolbar.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';

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
        <PagedTable
          query={list}
          label="Benefits"
          minWidth={600}
          columns={['Benefit', 'Description', 'Companies', 'Active']}
          count={(n) => (
            <>
              {n} benefit{n === 1 ? '' : 's'}
            </>
          )}
          empty={'No benefit matches.'}
          page={page}
          pages={pages}
          onPageChange={setPage}
          row={(benefit) => (
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
          )}
        />
      </Card>
    </>
  );
}
