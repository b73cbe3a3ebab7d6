import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export function UnauthorizedPage() {
  return (
    <Paper withBorder radius="md" p="xl" maw={520} mx="auto">
      <Stack align="center" ta="center" gap="md">
        <IconLock size={40} stroke={1.5} aria-hidden />
        <Title order={1} fz={26}>
          Unauthorized
        </Title>
        <Text c="dimmed">You do not have access to that page. Log in with an account that does, or go back to your home page.</Text>
        <Group>
          <Button component={Link} to={paths.home}>
            Go to your home page
          </Button>
          <Button component={Link} to={paths.login} variant="default">
            Log in
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
