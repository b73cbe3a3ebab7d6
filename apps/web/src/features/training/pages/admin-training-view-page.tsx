import { Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useAdminTrainingItem } from '../api/admin-get-training.ts';
import { useBulkTraining } from '../api/bulk-training.ts';
import { useTrainingItem } from '../api/get-training-item.ts';
import { TrainingReader } from '../components/training-reader.tsx';
import { STATUS_COLORS } from './admin-training-page.tsx';

/** admin/training/view?id=…: the item exactly as a candidate sees it, with edit and publish. */
export function AdminTrainingViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const view = useTrainingItem(id);
  const admin = useAdminTrainingItem(id);
  const bulk = useBulkTraining();
  if (!id) return <Text c="red">Choose an item from the Career Advice list.</Text>;
  if (view.isPending) return <Skeleton h={400} />;
  if (view.isError) return <Text c="red">{view.error.message}</Text>;
  const item = view.data;
  const publish = (action: 'publish' | 'unpublish') =>
    runAction(() => bulk.mutateAsync({ action, ids: [item.id] }), {
      info: action === 'publish' ? 'Published: candidates can read it now.' : 'Moved back to drafts.',
    });
  return (
    <>
      <PageHeader
        title={item.title}
        description={admin.data ? `${admin.data.views} views · ${admin.data.completions} completions` : undefined}
        actions={
          <Group gap="xs">
            <Badge variant="light" color={STATUS_COLORS[item.status]} data-testid="item-status">
              {item.status}
            </Badge>
            <Button component={Link} to={paths.admin.trainingEdit(item.id)} variant="light" leftSection={<IconPencil size={16} />}>
              Edit
            </Button>
            {item.status === 'published' ? (
              <Button variant="default" onClick={() => publish('unpublish')} loading={bulk.isPending}>
                Unpublish
              </Button>
            ) : (
              <Button onClick={() => publish('publish')} loading={bulk.isPending}>
                Publish
              </Button>
            )}
          </Group>
        }
      />
      <TrainingReader item={item} preview onQuiz={async () => null} onComplete={() => undefined} />
    </>
  );
}
