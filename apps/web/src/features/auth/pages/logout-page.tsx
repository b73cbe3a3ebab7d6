import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { logout } from '../../../lib/session.ts';

export function LogoutPage() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, []);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Logging out…</Text>
      </Stack>
    </Center>
  );
}
