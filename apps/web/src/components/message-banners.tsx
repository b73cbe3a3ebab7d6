import { Alert, Progress, Stack } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { appState, useAppState } from '../lib/app-state.ts';

/** The error and info banners and the busy bar, bound to the shared app state. */
export function MessageBanners() {
  const { error, info, busy } = useAppState();
  return (
    <Stack gap="sm" mb={error || info ? 'lg' : 0}>
      {busy ? <Progress value={100} animated size="xs" aria-label="Working" /> : null}
      {error ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => appState.setError(null)}
          role="alert"
          data-testid="error-banner"
        >
          {error}
        </Alert>
      ) : null}
      {info ? (
        <Alert
          color="brand"
          variant="light"
          icon={<IconInfoCircle />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => appState.setInfo(null)}
          role="status"
          data-testid="info-banner"
        >
          {info}
        </Alert>
      ) : null}
    </Stack>
  );
}
