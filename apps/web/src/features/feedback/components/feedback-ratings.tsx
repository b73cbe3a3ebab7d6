import { Group, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { FEEDBACK_CRITERIA, FEEDBACK_CRITERIA_LABELS, type FeedbackRatings as Ratings } from '@talentmatch/shared/feedback';

/** The ratings of one feedback, read-only; the comment below unless `hideComment`. */
export function FeedbackRatings({ ratings, hideComment = false }: { ratings: Ratings; hideComment?: boolean }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Overall
        </Text>
        <Rating value={ratings.overall} readOnly aria-label={`Overall ${ratings.overall} of 5`} />
        <Text size="sm" c="dimmed">
          {ratings.overall} of 5
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
        {FEEDBACK_CRITERIA.map((key) => (
          <Group key={key} gap="xs" wrap="nowrap">
            <Text size="sm" w={140}>
              {FEEDBACK_CRITERIA_LABELS[key]}
            </Text>
            <Rating value={ratings[key]} readOnly size="sm" aria-label={`${FEEDBACK_CRITERIA_LABELS[key]} ${ratings[key]} of 5`} />
          </Group>
        ))}
      </SimpleGrid>
      <Text size="sm">Would hire again: {ratings.wouldHireAgain ? 'Yes' : 'No'}</Text>
      {hideComment ? null : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {ratings.comment}
        </Text>
      )}
    </Stack>
  );
}
