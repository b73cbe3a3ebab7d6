import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { TRAINING_TOPIC_LABELS, type QuizResult, type TrainingItemView } from '@talentmatch/shared/training';
import { Link } from 'react-router';
import { MarkdownText } from '../../../components/markdown-text.tsx';
import { paths } from '../../../config/paths.ts';
import { QuizForm } from './quiz-form.tsx';
import { VideoPlayer } from './video-player.tsx';
import { formatDate } from '../../../lib/format-date.ts';

/**
 * An item exactly as a candidate sees it. In an administrator's preview the quiz and "mark complete"
 * are shown but do nothing.
 */
export function TrainingReader({
  item,
  preview,
  onQuiz,
  onComplete,
  completing,
}: {
  item: TrainingItemView;
  preview: boolean;
  onQuiz: (answers: number[]) => Promise<QuizResult | null>;
  onComplete: () => void;
  completing?: boolean;
}) {
  const completedAt = item.progress?.completedAt;
  const quizPassed = Boolean(item.progress?.quizPassedAt);
  const needsQuiz = item.quiz.length > 0 && !quizPassed;
  return (
    <Stack gap="lg" maw={860}>
      {preview ? (
        <Alert color="yellow" title="Preview" data-testid="preview-banner">
          This is how candidates see this item{item.status !== 'published' ? ` once it is published (it is ${item.status} now)` : ''}. Quiz
          answers and completion are not recorded in a preview.
        </Alert>
      ) : null}
      <Group gap={6}>
        <Badge variant="light">{item.category}</Badge>
        <Badge variant="light" color="gray" leftSection={<IconClock size={12} />}>
          {item.minutes} min
        </Badge>
        <Badge variant="outline" color="gray">
          Helps: {TRAINING_TOPIC_LABELS[item.topic]}
        </Badge>
      </Group>
      <Text fw={500}>{item.summary}</Text>
      {item.video ? <VideoPlayer video={item.video} title={item.title} /> : null}
      <Card withBorder radius="md" p="lg">
        <MarkdownText markdown={item.body} />
      </Card>
      {item.quiz.length > 0 ? (
        <QuizForm questions={item.quiz} passed={quizPassed} disabled={preview || Boolean(completedAt)} onSubmit={onQuiz} />
      ) : null}
      <Card withBorder radius="md" p="lg">
        {completedAt ? (
          <Group gap="xs" data-testid="completed">
            <IconCircleCheck color="var(--mantine-color-green-6)" />
            <Text>Completed on {formatDate(completedAt)}. It counts toward your score.</Text>
          </Group>
        ) : (
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {needsQuiz ? 'Pass the quiz above, then mark this item complete.' : 'Done reading? Mark it complete: it raises your score.'}
            </Text>
            <Button onClick={onComplete} disabled={preview || needsQuiz} loading={completing}>
              Mark complete
            </Button>
          </Group>
        )}
        {item.nextItemId ? (
          <Anchor
            component={Link}
            to={preview ? paths.admin.trainingView(item.nextItemId) : paths.candidate.trainingView(item.nextItemId)}
            size="sm"
            mt="md"
            display="inline-flex"
            style={{ alignItems: 'center', gap: 4 }}
          >
            Next item <IconArrowRight size={14} />
          </Anchor>
        ) : null}
      </Card>
      {!preview ? (
        <Text size="xs" c="dimmed">
          Time spent here is recorded while this page is open and visible.
        </Text>
      ) : null}
    </Stack>
  );
}
