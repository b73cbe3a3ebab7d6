import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { ACTION_MESSAGES } from '@talentmatch/shared/messages';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/http-client.ts';
import { logout } from '../../../lib/session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

const DELETE_CONFIRMATION_WORD = 'DELETE';
const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

/** Delete account (DELETE api/user/me/) behind a dialog where the user types DELETE, then logout. */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      await logout({ info: ACCOUNT_DELETED_MESSAGE });
    } catch (failure) {
      // 409 explains why the account cannot go yet (e.g. the last account manager of a company)
      setError(
        failure instanceof ApiError && failure.status === 409 && failure.problem?.detail
          ? failure.problem.detail
          : errorMessage(failure, ACTION_MESSAGES.deleteAccount),
      );
    }
  };

  return (
    <Card withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
          <Title order={2} fz="lg" c="red.8">
            Delete account
          </Title>
          <Text size="sm" c="dimmed">
            Removes your personal data and ends all your sessions. This cannot be undone.
          </Text>
        </Stack>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </Group>
      <Modal opened={open} onClose={close} title="Delete your account?" centered>
        <Stack gap="md">
          <Text size="sm">
            Your personal data is removed and you are logged out everywhere. Type <b>{DELETE_CONFIRMATION_WORD}</b> to confirm.
          </Text>
          <TextInput
            label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending} disabled={typed !== DELETE_CONFIRMATION_WORD}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
