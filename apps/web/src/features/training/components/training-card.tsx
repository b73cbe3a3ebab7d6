import { Anchor, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClock, IconPlayerPlay, IconQuestionMark } from '@tabler/icons-react';
import type { TrainingCard as Card_ } from '@talentmatch/shared/training';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** One career-advice item: title linking to the reader, summary, category, length, quiz and progress. */
export function TrainingCard({ item }: { item: Card_ }) {
  const done = Boolean(item.progress?.completedAt);
  const spent = item.progress ? Math.min(100, (item.progress.secondsSpent / 60 / item.minutes) * 100) : 0;
  return (
    <Card withBorder radius="md" p="md" h="100%" data-testid="training-card">
      <Stack gap="xs" h="100%">
        <Group gap={6} wrap="wrap">
          <Badge variant="light">{item.category}</Badge>
          {item.kind === 'video' ? (
            <Badge variant="light" color="grape" leftSection={<IconPlayerPlay size={12} />}>
              Video
            </Badge>
          ) : null}
          {item.hasQuiz ? (
            <Badge variant="light" color="orange" leftSection={<IconQuestionMark size={12} />}>
              Quiz
            </Badge>
          ) : null}
          {done ? (
            <Badge color="green" leftSection={<IconCircleCheck size={12} />}>
              Completed
            </Badge>
          ) : null}
        </Group>
        <Anchor component={Link} to={paths.candidate.trainingView(item.id)} fw={600}>
          {item.title}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {item.summary}
        </Text>
        <Group gap={4}>
          <IconClock size={14} />
          <Text size="xs" c="dimmed">
            {item.minutes} min
          </Text>
        </Group>
        {item.progress && !done ? <Progress value={spent} size="sm" aria-label={`Time spent on ${item.title}`} /> : null}
      </Stack>
    </Card>
  );
}
