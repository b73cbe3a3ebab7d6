import { Group, Rating, Text } from '@mantine/core';
import { useFeedbackSummary } from '../api/get-feedback-summary.ts';

/** What any employer sees of a candidate's employer feedback: the approved average and count, never comments. */
export function FeedbackSummaryLine({ candidateId }: { candidateId: string }) {
  const summary = useFeedbackSummary(candidateId);
  if (!summary.data) return null;
  const { average, count } = summary.data;
  return (
    <Group gap={6} mt="xs" data-testid="feedback-summary">
      <Text size="sm" c="dimmed">
        Employer feedback:
      </Text>
      {average === null ? (
        <Text size="sm">none approved yet</Text>
      ) : (
        <>
          <Rating value={average} fractions={10} readOnly size="sm" aria-label={`Average ${average} of 5`} />
          <Text size="sm">
            {average} of 5 from {count} employer{count === 1 ? '' : 's'}
          </Text>
        </>
      )}
    </Group>
  );
}
