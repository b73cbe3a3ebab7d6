import { Anchor, Card, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Interview } from '@talentmatch/shared/interviews';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDayIn, formatTimeIn } from '../../../lib/format-date.ts';
import { slotInstant, slotLocal } from './slot-times.ts';

const DAY = 86_400_000;

/** Monday 00:00 of the week holding `at`, in the zone, plus `weeks`: an instant (ISO). */
export function weekStart(timeZone: string, weeks = 0, at = new Date()): string {
  const day = slotLocal(at.toISOString(), timeZone).slice(0, 10);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(Date.parse(`${day}T00:00:00Z`) + (weeks * 7 - weekday) * DAY).toISOString().slice(0, 10);
  return slotInstant(`${monday}T00:00`, timeZone) ?? at.toISOString();
}

/** The seven days from `start` (an instant at local midnight), each as [start, end) instants. */
function days(start: string, timeZone: string): { start: string; end: string }[] {
  const first = slotLocal(start, timeZone).slice(0, 10);
  return Array.from({ length: 7 }, (_, i) => {
    const local = (offset: number) => new Date(Date.parse(`${first}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
    return { start: slotInstant(`${local(i)}T00:00`, timeZone) ?? start, end: slotInstant(`${local(i + 1)}T00:00`, timeZone) ?? start };
  });
}

/** The confirmed interviews of one week, a column per day (a stack of days on a phone). */
export function WeekView({ interviews, start, timeZone }: { interviews: Interview[]; start: string; timeZone: string }) {
  const confirmed = interviews.filter((i) => i.status === 'confirmed' && i.startsAt);
  return (
    <SimpleGrid cols={{ base: 1, sm: 7 }} spacing="xs" data-testid="week-view">
      {days(start, timeZone).map((day) => {
        const items = confirmed.filter((i) => (i.startsAt ?? '') >= day.start && (i.startsAt ?? '') < day.end);
        return (
          <Paper key={day.start} withBorder p="xs" radius="sm" aria-label={formatDayIn(day.start, timeZone)} component="section">
            <Text size="sm" fw={600} mb={4}>
              {formatDayIn(day.start, timeZone)}
            </Text>
            <Stack gap={4}>
              {items.length === 0 && (
                <Text size="xs" c="dimmed">
                  —
                </Text>
              )}
              {items.map((i) => (
                <Card key={i.id} p={6} radius="sm" bg="var(--mantine-color-blue-light)">
                  <Text size="xs" fw={600}>
                    {formatTimeIn(i.startsAt ?? '', timeZone)}–{formatTimeIn(i.endsAt ?? '', timeZone)}
                  </Text>
                  <Anchor component={Link} to={paths.employer.candidate(i.candidateId, i.jobId)} size="xs">
                    {i.candidateName}
                  </Anchor>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {i.jobTitle}
                  </Text>
                </Card>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
