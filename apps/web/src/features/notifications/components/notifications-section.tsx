import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { NOTIFICATION_KINDS, NOTIFICATION_LABELS, type NotificationKind } from '@talentmatch/shared/email-templates';
import type { Role } from '@talentmatch/shared/roles';
import { runAction } from '../../../lib/run-action.ts';
import { useSession } from '../../../lib/session.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';

/** Settings → Notifications: each email kind on or off; security emails are always sent. */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const { roles } = useSession();
  const isEmployer = (roles as Role[]).includes('Employer');
  const kinds = NOTIFICATION_KINDS.filter((k) => (k !== 'billing' && k !== 'team') || isEmployer);

  const toggle = (kind: NotificationKind, enabled: boolean) =>
    runAction(() => save.mutateAsync({ [kind]: enabled }), {
      info: `${NOTIFICATION_LABELS[kind].label} emails are now ${enabled ? 'on' : 'off'}.`,
    });

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="notifications-title">
      <Title order={2} fz="lg" id="notifications-title">
        Notifications
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Choose which emails you receive. Security emails (password reset, password changed) are always sent.
      </Text>
      {settings.isPending ? (
        <Skeleton h={120} />
      ) : settings.isError ? (
        <Text c="red">{settings.error.message}</Text>
      ) : (
        <Stack gap="md">
          {kinds.map((kind) => (
            <Switch
              key={kind}
              label={NOTIFICATION_LABELS[kind].label}
              description={NOTIFICATION_LABELS[kind].description}
              checked={settings.data[kind]}
              disabled={save.isPending}
              onChange={(e) => void toggle(kind, e.currentTarget.checked)}
            />
          ))}
          <Switch
            label="Security emails"
            description="Password reset links and password change notices. These cannot be switched off."
            checked
            disabled
          />
        </Stack>
      )}
    </Card>
  );
}
