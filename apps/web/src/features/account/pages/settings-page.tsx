import { Stack } from '@mantine/core';
import { PageHeader } from '../../shell/components/page-header.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** Settings of every role: profile, password, delete account. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Manage your profile, your password and your account." />
      <Stack gap="lg">
        <ProfileForm />
        <PasswordForm />
        <DeleteAccountSection />
      </Stack>
    </>
  );
}
