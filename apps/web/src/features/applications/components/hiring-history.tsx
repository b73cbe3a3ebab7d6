import { Text, Timeline } from '@mantine/core';
import { HIRING_STATUS_LABELS, type HiringActor, type HiringHistoryEntry } from '@talentmatch/shared/hiring';
import { HIRING_STATUS_COLORS } from './hiring-status-badge.tsx';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const SIDE_LABELS: Record<HiringActor, string> = { candidate: 'candidate', employer: 'hiring team' };

/** Every move of a pipeline row, oldest first: from → to, who, when. */
export function HiringHistory({ history }: { history: readonly HiringHistoryEntry[] }) {
  if (history.length === 0) return <Text size="sm" c="dimmed">No changes recorded yet.</Text>;
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label="Status history">
      {history.map((entry, i) => (
        <Timeline.Item
          key={`${entry.at}-${i}`}
          color={HIRING_STATUS_COLORS[entry.to]}
          title={
            <Text size="sm" fw={600}>
              {entry.from ? `${HIRING_STATUS_LABELS[entry.from]} → ${HIRING_STATUS_LABELS[entry.to]}` : HIRING_STATUS_LABELS[entry.to]}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {entry.by.name} ({SIDE_LABELS[entry.by.side]}) · <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
