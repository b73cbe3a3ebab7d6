import { Anchor, Badge, Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import type { TrainingStatus } from '@talentmatch/shared/training';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchBox } from '../../../components/list-toolbar.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { paths } from '../../../config/paths.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useAdminTraining } from '../api/admin-list-training.ts';

const PAGE_SIZE = 25;
export const STATUS_COLORS: Record<TrainingStatus, string> = { draft: 'gray', published: 'green', archived: 'orange' };
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** admin/training: the library with views, completions and completion rate per item. */
export function AdminTrainingPage() {
  const list = usePagedList(PAGE_SIZE);
  const [status, setStatus] = useState<'all' | TrainingStatus>('all');
  const query = useAdminTraining({ search: list.debounced, status, page: list.page, pageSize: PAGE_SIZE });
  return (
    <>
      <PageHeader
        title="Career Advice"
        actions={
          <Group gap="xs">
            <Button component={Link} to={paths.admin.trainingManage} variant="light" leftSection={<IconSettings size={16} />}>
              Manage
            </Button>
            <Button component={Link} to={paths.admin.trainingCreate} leftSection={<IconPlus size={16} />}>
              Create
            </Button>
          </Group>
        }
      />
      <Group align="flex-start" wrap="wrap" gap="sm">
        <SearchBox label="Search career advice" placeholder="Search titles and summaries" value={list.search} onChange={list.setSearch} />
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v as 'all' | TrainingStatus);
            list.setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'published', label: 'Published' },
            { value: 'draft', label: 'Drafts' },
            { value: 'archived', label: 'Archived' },
          ]}
        />
      </Group>
      <PagedTable
        query={query}
        label="Career advice"
        minWidth={760}
        columns={['Title', 'Category', 'Status', 'Minutes', 'Views', 'Completions', 'Completion rate']}
        count={(n) => `${n} item${n === 1 ? '' : 's'}`}
        empty="No career advice matches."
        page={list.page}
        pages={list.pageCount(query.data?.totalRecords)}
        onPageChange={list.setPage}
        row={(item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.trainingView(item.id)} size="sm">
                {item.title}
              </Anchor>
              {item.quiz.length ? (
                <Text size="xs" c="dimmed">
                  Quiz of {item.quiz.length} question{item.quiz.length === 1 ? '' : 's'}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{item.category}</Table.Td>
            <Table.Td style={{ minWidth: 120 }}>
              <Badge variant="light" color={STATUS_COLORS[item.status]}>
                {item.status}
              </Badge>
            </Table.Td>
            <Table.Td>{item.minutes}</Table.Td>
            <Table.Td>{item.views}</Table.Td>
            <Table.Td>{item.completions}</Table.Td>
            <Table.Td>{item.views ? percent(item.completionRate) : '–'}</Table.Td>
          </Table.Tr>
        )}
      />
    </>
  );
}
