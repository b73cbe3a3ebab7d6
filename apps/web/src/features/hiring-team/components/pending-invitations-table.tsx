import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TeamInvitation } from '@talentmatch/shared/companies';
import { formatDate } from '../../../lib/format-date.ts';

/** Pending invitations with resend and cancel (the account manager's view). */
export function PendingInvitationsTable({
  invitations,
  busyId,
  onResend,
  onCancel,
}: {
  invitations: TeamInvitation[];
  busyId?: string | null;
  onResend?: (invitation: TeamInvitation) => void;
  onCancel?: (invitation: TeamInvitation) => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  if (invitations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No pending invitations.
      </Text>
    );
  }
  const showActions = Boolean(onResend || onCancel);
  if (narrow) {
    return (
      <Stack gap="sm" aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <Paper key={invitation.id} withBorder radius="md" p="sm" data-testid="invitation-row">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {invitation.email}
            </Text>
            <Text size="xs" c={invitation.expired ? 'orange.8' : 'dimmed'}>
              {invitation.invitedBy ? `Invited by ${invitation.invitedBy} · ` : ''}
              {invitation.expired ? 'Expired' : 'Expires'} {formatDate(invitation.expiresAt)}
            </Text>
            {showActions ? (
              <Group gap="xs" mt="xs">
                {onResend ? (
                  <Button
                    size="xs"
                    variant="default"
                    loading={busyId === invitation.id}
                    onClick={() => onResend(invitation)}
                    aria-label={`Resend the invitation to ${invitation.email}`}
                  >
                    Resend
                  </Button>
                ) : null}
                {onCancel ? (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onCancel(invitation)}
                    aria-label={`Cancel the invitation to ${invitation.email}`}
                  >
                    Cancel
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" aria-label="Pending invitations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Invited by</Table.Th>
            <Table.Th>Expires</Table.Th>
            {showActions ? <Table.Th aria-label="Actions" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation.id} data-testid="invitation-row">
              <Table.Td>
                <Text size="sm">{invitation.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{invitation.invitedBy ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                {invitation.expired ? (
                  <Badge color="orange" variant="light" size="sm">
                    Expired {formatDate(invitation.expiresAt)}
                  </Badge>
                ) : (
                  <Text size="sm">{formatDate(invitation.expiresAt)}</Text>
                )}
              </Table.Td>
              {showActions ? (
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {onResend ? (
                      <Button
                        size="xs"
                        variant="default"
                        loading={busyId === invitation.id}
                        onClick={() => onResend(invitation)}
                        aria-label={`Resend the invitation to ${invitation.email}`}
                      >
                        Resend
                      </Button>
                    ) : null}
                    {onCancel ? (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => onCancel(invitation)}
                        aria-label={`Cancel the invitation to ${invitation.email}`}
                      >
                        Cancel
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
