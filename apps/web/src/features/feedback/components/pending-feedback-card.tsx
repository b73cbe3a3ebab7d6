import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { usePendingFeedbackCount } from '../api/get-pending-count.ts';

/** The employer dashboard's card: how many hires wait for the team's feedback. */
export function PendingFeedbackCard() {
  const count = usePendingFeedbackCount();
  return (
    <Card withBorder radius="md" p="lg" data-testid="pending-feedback-card">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Feedback
        </Title>
        {count.data ? <Badge color="yellow">{count.data} pending</Badge> : null}
      </Group>
      {count.isError ? (
        <Text c="red" size="sm">
          {count.error.message}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {count.data
            ? `${count.data} hire${count.data === 1 ? ' is' : 's are'} waiting for your team’s feedback.`
            : 'No feedback is waiting. Each hire asks your team for a short rating of the candidate.'}
        </Text>
      )}
      <Button mt="md" variant="light" component={Link} to={count.data ? paths.employer.feedbackPending : paths.employer.feedback}>
        {count.data ? 'Give feedback' : 'See feedback'}
      </Button>
    </Card>
  );
}
