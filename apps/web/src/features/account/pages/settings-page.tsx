import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { SupportAccessSection } from '../components/support-access-section.tsx';
import { DataExportSection } from '../components/data-export-section.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { ChangeEmailForm } from '../components/change-email-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { NotificationsSection } from '../../notifications/index.ts';
import { DirectoryConnectionSection } from '../../auth/index.ts';
import { TimeZoneSection } from '../../interviews/index.ts';
import { IntegrationsSection } from '../../integrations/index.ts';
import { JobAlertsSection } from '../../job-alerts/index.ts';
import { useSession } from '../../../lib/session.ts';

/** Settings of every role: profile, password, email notifications, the company's API keys and webhooks (account manager), download my data, delete account. */
export function SettingsPage() {
  const { roles } = useSession();
  return (
    <>
      <PageHeader title="Settings" description="Manage your profile, your password, your emails and your account." />
      <Stack gap="lg">
        <ProfileForm />
        <ChangeEmailForm />
        <PasswordForm />
        <TimeZoneSection />
        <DirectoryConnectionSection />
        <SupportAccessSection />
        <NotificationsSection />
        <IntegrationsSection />
        {(roles as string[]).includes('Candidate') ? <JobAlertsSection /> : null}
        <DataExportSection />
        <DeleteAccountSection />
      </Stack>
    </>
  );
}
