import { Card, Group, Loader, Text } from '@mantine/core';
import { DIRECTORY_LINK_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CenteredColumn } from '../../../components/centered-column.tsx';
import { paths, safeRedirectTarget } from '../../../config/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { runAction } from '../../../lib/run-action.ts';
import { connectDirectory } from '../api/directory-link.ts';
import { connectReturnTo, type DirectorySettings, takeDirectoryAnswerOrSayRefused } from '../api/directory-sign-in.ts';

/**
 * The directory sends a signed-in person back to /login after "Connect Microsoft account": the ID token connects the
 * account (POST api/auth/directory-link) and the person goes back to Settings, told how it went.
 */
export function DirectoryConnectFinish({ settings }: { settings: DirectorySettings }) {
  const navigate = useNavigate();
  const client = useQueryClient();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the one directory answer of this page load
  useEffect(() => {
    (async () => {
      const answer = await takeDirectoryAnswerOrSayRefused(settings);
      if (!answer) {
        navigate(paths.home, { replace: true });
        return;
      }
      const target = connectReturnTo(answer.returnTo);
      // a sign-in answer reaching a signed-in person: nothing to connect, they are signed in already
      if (target !== null) {
        await runAction(() => connectDirectory(answer.idToken), { info: DIRECTORY_LINK_MESSAGES.connected });
        await client.invalidateQueries({ queryKey: queryKeys.account.directoryConnection() });
      }
      navigate(safeRedirectTarget(target ?? answer.returnTo, paths.home), { replace: true });
    })();
  }, []);

  return (
    <CenteredColumn>
      <Card withBorder radius="md" p="lg">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Connecting your Microsoft account…</Text>
        </Group>
      </Card>
    </CenteredColumn>
  );
}
