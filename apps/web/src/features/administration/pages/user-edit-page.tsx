import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text, TextInput, Timeline, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ADMIN_READ_ACTIONS,
  type AdminUserDetail,
  type AuditEvent,
  updateUserBody,
  type UpdateUserBody,
} from '@talentmatch/shared/administration';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useSession } from '../../../lib/session.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useUser } from '../api/get-user.ts';
import { useSendPasswordReset } from '../api/send-password-reset.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { useUserAudit } from '../api/user-audit.ts';
import { useRevokeUserSession, useUserSessions } from '../api/user-sessions.ts';
import { RoleBadges } from '../components/role-badges.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { SessionsTable } from '../components/sessions-table.tsx';
import { startImpersonation } from '../../../lib/impersonation.ts';

const FIELDS = ['email', 'firstName', 'lastName', 'phoneNumber'] as const;

function ProfileCard({ user }: { user: AdminUserDetail }) {
  const update = useUpdateUser();
  const form = useForm<UpdateUserBody>({
    mode: 'controlled',
    initialValues: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      locked: user.locked,
    },
    validate: validateWith<UpdateUserBody>(updateUserBody),
  });
  const submit = form.onSubmit(async (values) => {
    await runAction(() => update.mutateAsync({ ...values, locked: user.locked }), {
      info: 'The user has been saved.',
      onFieldErrors: (errors) => form.setErrors(toFormErrors(errors, FIELDS)),
    });
  });
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md">
        Profile
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Email" required {...form.getInputProps('email')} />
          <Group grow>
            <TextInput label="First name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          </Group>
          <TextInput label="Phone number" {...form.getInputProps('phoneNumber')} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function AccessCard({ user }: { user: AdminUserDetail }) {
  const update = useUpdateUser();
  const reset = useSendPasswordReset(user.id);
  const { claims } = useSession();
  const location = useLocation();
  const [confirmLock, setConfirmLock] = useState(false);
  const [starting, setStarting] = useState(false);
  const isSelf = claims?.sub === user.id;
  const canImpersonate = !isSelf && !user.roles.includes('Administrator') && !user.locked && !user.deleted;
  const setLocked = (locked: boolean) =>
    runAction(
      () =>
        update.mutateAsync({
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          phoneNumber: user.phoneNumber,
          locked,
        }),
      { info: locked ? 'The account is locked and every session has ended.' : 'The account is unlocked.' },
    );
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="xs">
        Access
      </Title>
      <Stack gap="sm">
        <Switch
          label={user.locked ? `Locked since ${formatDate(user.lockedAt)}` : 'Account is active'}
          checked={!user.locked}
          disabled={isSelf || update.isPending}
          onChange={(e) => (e.currentTarget.checked ? void setLocked(false) : setConfirmLock(true))}
          color="green"
        />
        <Group gap="sm">
          <Button
            variant="default"
            loading={reset.isPending}
            onClick={() => runAction(() => reset.mutateAsync(), { info: 'A password-reset email is on its way.' })}
          >
            Send password-reset email
          </Button>
          <Button
            color="grape"
            disabled={!canImpersonate}
            loading={starting}
            onClick={async () => {
              setStarting(true);
              const result = await runAction(() => startImpersonation(user.id, location.pathname));
              if (!result.ok) setStarting(false);
            }}
          >
            Impersonate
          </Button>
        </Group>
        {!canImpersonate ? (
          <Text size="xs" c="dimmed">
            {isSelf
              ? 'This is your own account.'
              : user.roles.includes('Administrator')
                ? 'Administrators cannot be impersonated.'
                : 'Unlock the account to view the site as this user.'}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            You see what the user sees, read-only, for up to 60 minutes. The user is told that support viewed the account.
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmLock}
        title="Lock this account?"
        confirmLabel="Lock"
        loading={update.isPending}
        onClose={() => setConfirmLock(false)}
        onConfirm={async () => {
          await setLocked(true);
          setConfirmLock(false);
        }}
      >
        The user is signed out everywhere at once and cannot log in until the account is unlocked.
      </ConfirmDialog>
    </Card>
  );
}

function SessionsCard({ userId }: { userId: string }) {
  const sessions = useUserSessions(userId);
  const revoke = useRevokeUserSession(userId);
  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Sessions
        </Title>
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={!sessions.data?.length}
          onClick={() => runAction(() => revoke.mutateAsync(undefined), { info: 'Every session of the user has ended.' })}
        >
          End all sessions
        </Button>
      </Group>
      {sessions.isPending ? (
        <Skeleton h={80} />
      ) : sessions.isError ? (
        <Text c="red">{sessions.error.message}</Text>
      ) : (
        <SessionsTable
          sessions={sessions.data}
          onEnd={(s) => runAction(() => revoke.mutateAsync(s.id), { info: 'The session has ended.' })}
        />
      )}
    </Card>
  );
}

function AuditTimeline({ events }: { events: AuditEvent[] }) {
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {events.map((event) => (
        <Timeline.Item key={event.id} title={event.summary}>
          <Text size="xs" c="dimmed">
            {event.actorName ?? 'A removed administrator'} · {formatDateTime(event.at)}
            {typeof event.details.ip === 'string' ? ` · from ${event.details.ip}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** What administrators did to the account, and apart from it what of it they read (its page, its mail, its conversations). */
function AuditCards({ userId }: { userId: string }) {
  const audit = useUserAudit(userId);
  const cards = [
    { title: 'Audit trail', testId: 'audit-trail', empty: 'No administrator has changed this account.', reads: false },
    { title: 'Read by administrators', testId: 'admin-reads', empty: 'No administrator has read this account’s data.', reads: true },
  ];
  return cards.map((card) => {
    const events = audit.data?.filter((event) => ADMIN_READ_ACTIONS.includes(event.action) === card.reads) ?? [];
    return (
      <Card key={card.testId} withBorder radius="md" p="lg" data-testid={card.testId}>
        <Title order={2} fz="lg" mb="md">
          {card.title}
        </Title>
        {audit.isPending ? (
          <Skeleton h={80} />
        ) : audit.isError ? (
          <Text c="red">{audit.error.message}</Text>
        ) : events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {card.empty}
          </Text>
        ) : (
          <AuditTimeline events={events} />
        )}
      </Card>
    );
  });
}

/** admin/users/edit/{id}: profile, lock, password reset, impersonate, sessions, audit trail. */
export function UserEditPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  if (user.isPending) return <Skeleton h={400} />;
  if (user.isError) return <Alert color="red">{user.error.message}</Alert>;
  const u = user.data;
  return (
    <>
      <PageHeader
        title={`${u.firstName} ${u.lastName}`.trim() || u.email}
        description={
          <Group gap="xs" component="span">
            <RoleBadges roles={u.roles} locked={u.locked} />
            <Text span size="sm" c="dimmed">
              {u.uniqueId} · joined {formatDate(u.createdAt)} · last login {formatDate(u.lastLoginAt, 'never')}
              {u.lastLoginIp ? ` from ${u.lastLoginIp}` : ''}
              {u.companyName ? ` · ${u.companyName}` : ''}
            </Text>
          </Group>
        }
      />
      {u.deleted ? (
        <Alert color="gray" mb="md">
          This account was deleted; its personal data is anonymised.
        </Alert>
      ) : null}
      <Stack gap="lg">
        <ProfileCard key={`${u.id}-${u.email}-${u.firstName}-${u.lastName}-${u.phoneNumber}`} user={u} />
        <AccessCard user={u} />
        <SessionsCard userId={u.id} />
        <AuditCards userId={u.id} />
      </Stack>
    </>
  );
}
