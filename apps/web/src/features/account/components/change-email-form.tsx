import { Alert, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { emailChangeBody, type EmailChangeBody } from '@talentmatch/shared/auth-schemas';
import { useState } from 'react';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useChangeEmail } from '../api/change-email.ts';

const FIELDS = ['newEmail', 'currentPassword'] as const;

/** Settings → Change email: the new address and the password; the change applies when the link mailed there is followed. */
export function ChangeEmailForm() {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailChangeBody>({
    mode: 'controlled',
    initialValues: { newEmail: '', currentPassword: '' },
    validate: validateWith<EmailChangeBody>(emailChangeBody),
  });

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => change.mutateAsync(values), {
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
    if (result.ok) {
      setSentTo(values.newEmail.trim().toLowerCase());
      form.reset();
    }
  });

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg">
          Change email
        </Title>
        <Text size="sm" c="dimmed">
          We send a link to the new address; your sign-in email changes when you follow it. Your current address is told.
        </Text>
      </Stack>
      {sentTo ? (
        <Alert color="teal" variant="light" icon={<IconMailForward />} mb="md" data-testid="check-new-inbox">
          Check your new inbox: we sent a link to {sentTo}. The change applies when you follow it.
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="New email" type="email" required autoComplete="email" {...form.getInputProps('newEmail')} />
            <PasswordInput label="Current password" required autoComplete="current-password" {...form.getInputProps('currentPassword')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Send confirmation link
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
