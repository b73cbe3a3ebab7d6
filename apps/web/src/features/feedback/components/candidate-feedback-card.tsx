import { Card, Divider, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useOwnFeedback } from '../api/get-own-feedback.ts';
import { FeedbackRatings } from './feedback-ratings.tsx';

/** The candidate dashboard's card: approved employer feedback with each company's name. */
export function CandidateFeedbackCard() {
  const own = useOwnFeedback();
  return (
    <Card withBorder radius="md" p="lg" data-testid="candidate-feedback-card">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Employer feedback
        </Title>
        {own.data?.summary.average !== null && own.data?.summary.average !== undefined ? (
          <Group gap={6}>
            <Rating value={own.data.summary.average} fractions={10} readOnly size="sm" />
            <Text size="sm" c="dimmed">
              {own.data.summary.average} from {own.data.summary.count}
            </Text>
          </Group>
        ) : null}
      </Group>
      {own.isError ? <Text c="red">{own.error.message}</Text> : null}
      {own.data && own.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No approved feedback yet. When an employer who hired you rates your work and an administrator approves it, it shows here.
        </Text>
      ) : null}
      <Stack gap="md">
        {own.data?.items.map((item, index) => (
          <Stack key={item.id} gap={6}>
            {index > 0 ? <Divider /> : null}
            <Text fw={600}>
              {item.companyName} · {item.jobTitle}
            </Text>
            <FeedbackRatings ratings={item.ratings} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
