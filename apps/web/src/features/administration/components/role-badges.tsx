import { Badge, Group } from '@mantine/core';

const LABELS: Record<string, string> = {
  Candidate: 'Candidate',
  Employer: 'Employer',
  Administrator: 'Administrator',
  AccountManager: 'Account manager',
};

export function RoleBadges({ roles, locked }: { roles: string[]; locked?: boolean }) {
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((role) => (
        <Badge key={role} size="xs" variant="light" color={role === 'Administrator' ? 'grape' : 'blue'}>
          {LABELS[role] ?? role}
        </Badge>
      ))}
      {locked ? (
        <Badge size="xs" color="red">
          Locked
        </Badge>
      ) : null}
    </Group>
  );
}
