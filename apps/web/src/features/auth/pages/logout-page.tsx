import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { readSession, logout } from '../../../lib/session.ts';
import { stopImpersonation } from '../../../lib/impersonation.ts';

/**
 * Log Out. While an administrator views the site as a user, logging out ends that view and brings the
 * administrator back to their own session (as Exit Impersonation does) instead of signing them out.
 */
export function LogoutPage() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (readSession().claims?.imp) void stopImpersonation();
    else void logout();
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
