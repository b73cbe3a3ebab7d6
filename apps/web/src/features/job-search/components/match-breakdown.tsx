import { Anchor, Badge, Group, List, Progress, Stack, Text } from '@mantine/core';
import { HOW_MATCHES_ARE_SCORED, MATCH_LABEL_TEXT, type MatchBreakdown } from '@talentmatch/shared/matching';
import { useState } from 'react';
import { matchColor } from '../../../lib/match-color.ts';

/** The short lines of a match on a card: its label, the required skills held and missing, the nice-to-have held, the points. */
export function MatchSummary({ breakdown }: { breakdown: MatchBreakdown }) {
  return (
    <Stack gap={2} data-testid="match-summary">
      <Group gap="xs" wrap="wrap">
        <Badge size="sm" variant="outline" color={matchColor(breakdown.total)}>
          {MATCH_LABEL_TEXT[breakdown.label]}
        </Badge>
        <Text size="sm" fw={500}>
          {breakdown.summary}
        </Text>
      </Group>
      {breakdown.niceToHave.total > 0 && (
        <Text size="xs" c="dimmed">
          Nice to have: {breakdown.niceToHave.held.length} of {breakdown.niceToHave.total}
          {breakdown.niceToHave.held.length > 0 && ` (${breakdown.niceToHave.held.join(', ')})`}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {breakdown.components.map((c) => `${c.label} ${c.points}/${c.max}`).join(' · ')}
      </Text>
    </Stack>
  );
}

/** "How matches are scored": the rules in a few lines, behind a link. */
export function HowMatchesAreScored() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
        How matches are scored
      </Anchor>
      {open && (
        <List size="sm" mt={4} spacing={2} data-testid="how-matches-are-scored">
          {HOW_MATCHES_ARE_SCORED.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** The match score as one progress bar per component, each with the line that explains it. */
export function MatchBreakdownList({ breakdown, help = false }: { breakdown: MatchBreakdown; help?: boolean }) {
  return (
    <Stack gap="sm" aria-label="Match breakdown">
      <Group justify="space-between">
        <Text fw={700}>Match</Text>
        <Text fw={700} data-testid="match-total">
          {breakdown.total}% · {MATCH_LABEL_TEXT[breakdown.label]}
        </Text>
      </Group>
      <Text size="sm" fw={500} data-testid="match-required">
        {breakdown.summary}
      </Text>
      {breakdown.niceToHave.total > 0 && (
        <Text size="sm">
          Nice to have held: {breakdown.niceToHave.held.length ? breakdown.niceToHave.held.join(', ') : 'none'} (
          {breakdown.niceToHave.held.length} of {breakdown.niceToHave.total})
        </Text>
      )}
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
      {help && <HowMatchesAreScored />}
    </Stack>
  );
}
