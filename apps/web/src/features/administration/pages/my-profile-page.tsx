import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useMe } from '../../account/index.ts';
import { useLastLogin } from '../api/my-account.ts';
import { MySessionsSection } from '../components/my-sessions-section.tsx';
import { RoleBadges } from '../components/role-badges.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The employer's (/employer/profile) and the administrator's (/admin/profile) own profile, reached from the user menu. */
export function MyProfilePage({ settingsPath }: { settingsPath: string }) {
  const me = useMe();
  const last = useLastLogin();
  return (
    <>
      <PageHeader title="My Profile" description="Your account as the site knows it." />
      {me.isPending ? (
        <Skeleton h={240} />
      ) : me.isError ? (
        <Alert color="red">{me.error.message}</Alert>
      ) : (
        <Stack gap="lg">
          <Card withBorder radius="md" p="lg">
            <Group justify="space-between" mb="md">
              <Title order={2} fz="lg">
                Account
              </Title>
              <Anchor component={Link} to={settingsPath} size="sm">
                Change in Settings
              </Anchor>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Field label="Name">{`${me.data.firstName} ${me.data.lastName}`.trim()}</Field>
              <Field label="Email">{me.data.email}</Field>
              <Field label="Phone">{me.data.phoneNumber || '—'}</Field>
              <Field label="User ID">{me.data.uniqueId}</Field>
              <Field label="Role">
                <RoleBadges roles={me.data.roles} />
              </Field>
              <Field label="Company">{me.data.companyName ?? '—'}</Field>
              <Field label="Member since">{formatDateTime(me.data.createdAt)}</Field>
              <Field label="Last login">
                {last.data?.at
                  ? `${formatDateTime(last.data.at)}${last.data.ip ? ` from ${last.data.ip}` : ''}`
                  : 'This is your first login.'}
              </Field>
            </SimpleGrid>
          </Card>
          <MySessionsSection />
        </Stack>
      )}
    </>
  );
}
