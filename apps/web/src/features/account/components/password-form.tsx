import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updatePasswordBody, type UpdatePasswordBody } from '@talentmatch/shared/auth-schemas';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { PasswordRules } from '../../../components/password-rules.tsx';
import { useUpdatePassword } from '../api/update-password.ts';

const PASSWORD_UPDATED_MESSAGE = 'Your password has been updated.';

export function PasswordForm() {
  const update = useUpdatePassword();
  const form = useForm<UpdatePasswordBody>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateWith<UpdatePasswordBody>(updatePasswordBody),
  });

  const submit = form.onSubmit(async (values) => {
    const result = await runAction(() => update.mutateAsync(values), {
      info: PASSWORD_UPDATED_MESSAGE,
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, ['currentPassword', 'newPassword', 'confirmPassword'])),
    });
    if (result.ok) form.reset();
  });

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg">
          Password
        </Title>
        <Text size="sm" c="dimmed">
          Choose a new password. Other devices stay logged in until their session ends.
        </Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            maw={{ sm: 'calc(50% - 8px)' }}
            {...form.getInputProps('currentPassword')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('newPassword')} />
            <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          </SimpleGrid>
          <PasswordRules password={form.values.newPassword} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Update password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
