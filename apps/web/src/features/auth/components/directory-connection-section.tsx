import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DIRECTORY_LINK_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { IconBrandWindows } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '../../../lib/app-config-store.ts';
import { useAppState } from '../../../lib/app-state.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useDisconnectDirectory, useDirectoryConnection } from '../api/directory-link.ts';
import { isDirectoryConfigured, startDirectoryConnect } from '../api/directory-sign-in.ts';

/**
 * Settings: "Connect Microsoft account" (docs/directory-login.md). The owner signs in with the directory and comes
 * back here connected; only then does "Sign in with Microsoft" reach this account. Shown while directory login is set up.
 */
export function DirectoryConnectionSection() {
  const { azureAd } = useAppConfig().clientConfig;
  const configured = isDirectoryConfigured(azureAd);
  const connection = useDirectoryConnection(configured);
  const disconnect = useDisconnectDirectory();
  const { busy } = useAppState();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  if (!configured) return null;

  const connect = async () => {
    setLeaving(true);
    const result = await runAction(() => startDirectoryConnect(azureAd, location.pathname));
    if (!result.ok) setLeaving(false);
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="directory-connection">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs">
            <Title order={2} fz="lg">
              Microsoft account
            </Title>
            {connection.data?.connected && (
              <Badge color="green" variant="light">
                Connected
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {connection.data?.connected
              ? `You can sign in with Microsoft instead of your password. Connected on ${formatDate(connection.data.connectedAt)}.`
              : 'Connect your work Microsoft account to sign in with it instead of your password.'}
          </Text>
        </Stack>
        {connection.isPending ? (
          <Skeleton h={36} w={220} />
        ) : connection.isError ? (
          <Text c="red" size="sm">
            {connection.error.message}
          </Text>
        ) : connection.data.connected ? (
          <Button
            variant="default"
            loading={disconnect.isPending}
            disabled={busy}
            onClick={() => runAction(() => disconnect.mutateAsync(), { info: DIRECTORY_LINK_MESSAGES.disconnected })}
          >
            Disconnect
          </Button>
        ) : (
          <Button leftSection={<IconBrandWindows size={16} />} loading={leaving} disabled={busy} onClick={connect}>
            Connect Microsoft account
          </Button>
        )}
      </Group>
    </Card>
  );
}
