import { Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { runAction } from '../../../lib/run-action.ts';
import { useLogOutElsewhere, useMySessions } from '../api/my-account.ts';
import { SessionsTable } from './sessions-table.tsx';

/** The signed-in user's live sessions with "Log out everywhere else". */
export function MySessionsSection() {
  const sessions = useMySessions();
  const logOut = useLogOutElsewhere();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Active sessions
        </Title>
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={others === 0}
          loading={logOut.isPending}
          onClick={() => runAction(() => logOut.mutateAsync(), { info: 'You are logged out everywhere else.' })}
        >
          Log out everywhere else
        </Button>
      </Group>
      {sessions.isPending ? (
        <Skeleton h={60} />
      ) : sessions.isError ? (
        <Text c="red">{sessions.error.message}</Text>
      ) : (
        <SessionsTable sessions={sessions.data} />
      )}
    </Card>
  );
}
