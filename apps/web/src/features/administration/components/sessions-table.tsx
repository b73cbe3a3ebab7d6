import { Badge, Button, Table, Text } from '@mantine/core';
import type { UserSession } from '@talentmatch/shared/administration';
import { formatDateTime } from '../../../lib/format-date.ts';

/** A user's live sessions: device, address, started, last used; optional per-row end button. */
export function SessionsTable({ sessions, onEnd }: { sessions: UserSession[]; onEnd?: (session: UserSession) => void }) {
  if (sessions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No live sessions.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table aria-label="Sessions" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Device</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>Last used</Table.Th>
            {onEnd ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Text size="sm" lineClamp={1} maw={260} title={s.userAgent ?? ''}>
                  {s.userAgent ?? 'Unknown device'}
                </Text>
                {s.current ? (
                  <Badge size="xs" color="green" variant="light">
                    This session
                  </Badge>
                ) : null}
                {s.impersonated ? (
                  <Badge size="xs" color="grape" variant="light">
                    Support view
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.ip ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(s.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(s.lastUsedAt)}</Text>
              </Table.Td>
              {onEnd ? (
                <Table.Td>
                  <Button size="xs" variant="subtle" color="red" onClick={() => onEnd(s)}>
                    End
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
