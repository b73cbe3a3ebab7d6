import { Group, Progress, Stack, Text } from '@mantine/core';
import type { MatchBreakdown } from '@talentmatch/shared/matching';

/** The match score as one progress bar per component, each with the line that explains it. */
export function MatchBreakdownList({ breakdown }: { breakdown: MatchBreakdown }) {
  return (
    <Stack gap="sm" aria-label="Match breakdown">
      <Group justify="space-between">
        <Text fw={700}>Match</Text>
        <Text fw={700} data-testid="match-total">
          {breakdown.total}%
        </Text>
      </Group>
      {breakdown.components.map((c) => (
        <div key={c.component}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {c.label}
            </Text>
            <Text size="sm" c="dimmed">
              {c.points} / {c.max}
            </Text>
          </Group>
          <Progress value={(c.points / c.max) * 100} aria-label={`${c.label}: ${c.points} of ${c.max}`} mt={4} />
          <Text size="xs" c="dimmed" mt={2}>
            {c.explanation}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
