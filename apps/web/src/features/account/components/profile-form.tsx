import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { profileBody, type Profile } from '@talentmatch/shared/auth-schemas';
import { useEffect } from 'react';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const FIELDS = ['email', 'firstName', 'lastName', 'phoneNumber'] as const;
const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

type ProfileValues = Omit<Profile, 'uniqueId' | 'emailVerified'>;

export function ProfileForm() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: { email: '', firstName: '', lastName: '', phoneNumber: '' },
    validate: validateWith<ProfileValues>(profileBody),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill the form only when the loaded profile changes (the form object is new each render)
  useEffect(() => {
    if (profile.data) {
      const { email, firstName, lastName, phoneNumber } = profile.data;
      form.setValues({ email, firstName, lastName, phoneNumber: phoneNumber ?? '' });
      form.resetDirty({ email, firstName, lastName, phoneNumber: phoneNumber ?? '' });
    }
  }, [profile.data]);

  const submit = form.onSubmit(async (values) => {
    await runAction(() => update.mutateAsync(values), {
      info: PROFILE_SAVED_MESSAGE,
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
  });

  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg">
          Profile
        </Title>
        <Text size="sm" c="dimmed">
          Your name and how we reach you.
          {profile.data?.uniqueId ? ` Your user ID is ${profile.data.uniqueId}.` : ''}
        </Text>
      </Stack>
      {profile.isPending ? (
        <Stack>
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : profile.isError ? (
        <Text c="red">{profile.error.message}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
              <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
              <TextInput
                label="Email"
                type="email"
                readOnly
                description="Change it with Change email below (it asks for your password)."
                autoComplete="email"
                {...form.getInputProps('email')}
              />
              <TextInput label="Phone number" type="tel" autoComplete="tel" {...form.getInputProps('phoneNumber')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save profile
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
