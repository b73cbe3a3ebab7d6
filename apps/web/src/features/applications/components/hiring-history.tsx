import { formatDateTime } from '../../../lib/format-date.ts';
import { Text, Timeline } from '@mantine/core';
import { HIRING_STATUS_LABELS, type HiringActor, type HiringHistoryEntry } from '@talentmatch/shared/hiring';
import { HIRING_STATUS_COLORS } from '../../../components/hiring-status-badge.tsx';

const SIDE_LABELS: Record<HiringActor, string> = { candidate: 'candidate', employer: 'hiring team' };

/** Every move of a pipeline row, oldest first: from → to, who, when. */
export function HiringHistory({ history }: { history: readonly HiringHistoryEntry[] }) {
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No changes recorded yet.
      </Text>
    );
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2} aria-label="Status history">
      {history.map((entry, i) => (
        <Timeline.Item
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at the end; two steps may share a timestamp
          key={`${entry.at}-${i}`}
          color={HIRING_STATUS_COLORS[entry.to]}
          title={
            <Text size="sm" fw={600}>
              {entry.from ? `${HIRING_STATUS_LABELS[entry.from]} → ${HIRING_STATUS_LABELS[entry.to]}` : HIRING_STATUS_LABELS[entry.to]}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {entry.by.name} ({SIDE_LABELS[entry.by.side]}) · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
