import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TeamMember, TeamView } from '@talentmatch/shared/companies';
import { formatDate } from '../../../lib/format-date.ts';
import { memberActions } from './team-rules.ts';

/** The members of a company; the manage buttons appear only for the account manager (never on their own row). */
export function TeamMembersTable({
  team,
  onRemove,
  onHandOver,
}: {
  team: Pick<TeamView, 'members' | 'canManage' | 'viewerId'>;
  onRemove?: (member: TeamMember) => void;
  onHandOver?: (member: TeamMember) => void;
}) {
  const showActions = team.canManage && Boolean(onRemove || onHandOver);
  // below the mobile breakpoint (768) each member is a card, so the actions are never scrolled away
  const narrow = useMediaQuery('(max-width: 48em)');
  if (narrow) {
    return (
      <Stack gap="sm" aria-label="Team members">
        {team.members.map((member) => {
          const actions = memberActions(team, member);
          const name = `${member.firstName} ${member.lastName}`.trim();
          return (
            <Paper key={member.id} withBorder radius="md" p="sm" data-testid="team-member-row">
              <Group gap={6}>
                <Text fw={500} size="sm">
                  {name}
                </Text>
                {member.isAccountManager ? (
                  <Badge size="xs" variant="light">
                    Account manager
                  </Badge>
                ) : null}
                {member.id === team.viewerId ? (
                  <Badge size="xs" variant="outline" color="gray">
                    You
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Text>
              <Text size="xs" c="dimmed">
                Joined {formatDate(member.joinedAt)} · Last login {formatDate(member.lastLoginAt, 'never')}
              </Text>
              {showActions && (actions.canMakeAccountManager || actions.canRemove) ? (
                <Group gap="xs" mt="xs">
                  {actions.canMakeAccountManager && onHandOver ? (
                    <Button size="xs" variant="default" onClick={() => onHandOver(member)} aria-label={`Make ${name} account manager`}>
                      Make account manager
                    </Button>
                  ) : null}
                  {actions.canRemove && onRemove ? (
                    <Button size="xs" variant="light" color="red" onClick={() => onRemove(member)} aria-label={`Remove ${name}`}>
                      Remove
                    </Button>
                  ) : null}
                </Group>
              ) : null}
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped aria-label="Team members">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Joined</Table.Th>
            <Table.Th>Last login</Table.Th>
            {showActions ? <Table.Th aria-label="Actions" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {team.members.map((member) => {
            const actions = memberActions(team, member);
            const name = `${member.firstName} ${member.lastName}`.trim();
            return (
              <Table.Tr key={member.id} data-testid="team-member-row">
                <Table.Td>
                  <Text fw={500} size="sm">
                    {name}
                  </Text>
                  {member.isAccountManager || member.id === team.viewerId ? (
                    <Group gap={4} mt={2}>
                      {member.isAccountManager ? (
                        <Badge size="xs" variant="light">
                          Account manager
                        </Badge>
                      ) : null}
                      {member.id === team.viewerId ? (
                        <Badge size="xs" variant="outline" color="gray">
                          You
                        </Badge>
                      ) : null}
                    </Group>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{member.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(member.joinedAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(member.lastLoginAt, 'Never')}
                  </Text>
                </Table.Td>
                {showActions ? (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {actions.canMakeAccountManager && onHandOver ? (
                        <Button size="xs" variant="default" onClick={() => onHandOver(member)} aria-label={`Make ${name} account manager`}>
                          Make account manager
                        </Button>
                      ) : null}
                      {actions.canRemove && onRemove ? (
                        <Button size="xs" variant="light" color="red" onClick={() => onRemove(member)} aria-label={`Remove ${name}`}>
                          Remove
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
