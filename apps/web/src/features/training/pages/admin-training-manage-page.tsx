import { ActionIcon, Anchor, Badge, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { TrainingBulkAction } from '@talentmatch/shared/training';
import { IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MoveButtons, OrderedList } from '../../../components/ordered-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { moveInOrder } from '../../../lib/move-in-order.ts';
import { useAdminTraining } from '../api/admin-list-training.ts';
import { useBulkTraining } from '../api/bulk-training.ts';
import { useReorderTraining } from '../api/reorder-training.ts';
import { STATUS_COLORS } from './admin-training-page.tsx';

const ACTION_LABELS: Record<TrainingBulkAction, string> = { publish: 'Publish', unpublish: 'Unpublish', archive: 'Archive' };
const DONE: Record<TrainingBulkAction, string> = { publish: 'published', unpublish: 'moved back to drafts', archive: 'archived' };

/** admin/training/manage: order, publish, unpublish and archive, one item or several at once. */
export function AdminTrainingManagePage() {
  const list = useAdminTraining({ status: 'all', page: 1, pageSize: 500 });
  const reorder = useReorderTraining();
  const bulk = useBulkTraining();
  const [selected, setSelected] = useState<string[]>([]);
  const items = list.data?.items ?? [];
  const allSelected = items.length > 0 && selected.length === items.length;

  const move = (index: number, direction: -1 | 1) =>
    runAction(() =>
      reorder.mutateAsync(
        moveInOrder(
          items.map((i) => i.id),
          index,
          direction,
        ),
      ),
    );
  const act = async (action: TrainingBulkAction, ids: string[]) => {
    const result = await runAction(() => bulk.mutateAsync({ action, ids }), {
      info: `${ids.length} item${ids.length === 1 ? '' : 's'} ${DONE[action]}.`,
    });
    if (result.ok) setSelected([]);
  };
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <>
      <PageHeader
        title="Manage Career Advice"
        actions={
          <Button component={Link} to={paths.admin.trainingCreate} leftSection={<IconPlus size={16} />}>
            Create
          </Button>
        }
      />
      <Group mb="sm" gap="xs" data-testid="bulk-actions">
        <Checkbox
          label={selected.length ? `${selected.length} selected` : 'Select all'}
          checked={allSelected}
          indeterminate={selected.length > 0 && !allSelected}
          onChange={() => setSelected(allSelected ? [] : items.map((i) => i.id))}
        />
        {(Object.keys(ACTION_LABELS) as TrainingBulkAction[]).map((action) => (
          <Button
            key={action}
            size="xs"
            variant="light"
            disabled={selected.length === 0}
            loading={bulk.isPending}
            onClick={() => act(action, selected)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </Group>
      <Card withBorder radius="md" p={0}>
        <OrderedList
          query={list}
          items={items}
          label="Career advice in order"
          empty="The library is empty. Create the first item."
          wrap="wrap"
          row={(item, index) => (
            <>
              <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
                <Checkbox aria-label={`Select ${item.title}`} checked={selected.includes(item.id)} onChange={() => toggle(item.id)} />
                <Text size="sm" c="dimmed" w={24} ta="right">
                  {index + 1}
                </Text>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={500} size="sm" lineClamp={2}>
                    {item.title}
                  </Text>
                  <Group gap={6}>
                    <Badge size="xs" variant="light" color={STATUS_COLORS[item.status]}>
                      {item.status}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {item.category} · {item.minutes} min · {item.completions} completion{item.completions === 1 ? '' : 's'}
                    </Text>
                  </Group>
                </Stack>
              </Group>
              <Group gap={4} wrap="nowrap" ml="auto">
                {item.status !== 'published' ? (
                  <Button size="compact-xs" variant="subtle" onClick={() => act('publish', [item.id])} aria-label={`Publish ${item.title}`}>
                    Publish
                  </Button>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="gray"
                    onClick={() => act('unpublish', [item.id])}
                    aria-label={`Unpublish ${item.title}`}
                  >
                    Unpublish
                  </Button>
                )}
                <MoveButtons name={item.title} index={index} count={items.length} busy={reorder.isPending} onMove={move} />
                <ActionIcon component={Link} to={paths.admin.trainingView(item.id)} variant="subtle" aria-label={`Preview ${item.title}`}>
                  <IconEye size={16} />
                </ActionIcon>
                <ActionIcon component={Link} to={paths.admin.trainingEdit(item.id)} variant="subtle" aria-label={`Edit ${item.title}`}>
                  <IconPencil size={16} />
                </ActionIcon>
              </Group>
            </>
          )}
        />
      </Card>
      <Text size="xs" c="dimmed" mt="sm">
        Archived items stay in candidates' reports but leave the library.{' '}
        <Anchor component={Link} to={paths.admin.training} size="xs">
          See views and completions
        </Anchor>
      </Text>
    </>
  );
}
