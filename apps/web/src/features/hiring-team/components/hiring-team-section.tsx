import { Alert, Badge, Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TeamInvitation, TeamMember } from '@talentmatch/shared/companies';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { runAction } from '../../../lib/run-action.ts';
import { useCancelInvitation } from '../api/cancel-invitation.ts';
import { useTeam } from '../api/get-team.ts';
import { useHandOverAccountManager } from '../api/hand-over-account-manager.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { InviteForm } from './invite-form.tsx';
import { PendingInvitationsTable } from './pending-invitations-table.tsx';
import { accountManagerOf, seatsFull, seatsLabel } from './team-rules.ts';
import { TeamMembersTable } from './team-members-table.tsx';

type Pending =
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'hand-over'; member: TeamMember }
  | { kind: 'cancel'; invitation: TeamInvitation }
  | null;

const fullName = (m: TeamMember) => `${m.firstName} ${m.lastName}`.trim();

/** The hiring team of a company: everyone sees the members; the account manager invites and manages. */
export function HiringTeamSection({ companyId }: { companyId: string }) {
  const team = useTeam(companyId);
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const remove = useRemoveMember();
  const handOver = useHandOverAccountManager();
  const [pending, setPending] = useState<Pending>(null);
  const [resending, setResending] = useState<string | null>(null);

  if (team.isPending) return <Skeleton h={240} radius="md" />;
  if (team.isError) return <Alert color="red">{team.error.message}</Alert>;
  const data = team.data;
  const manager = accountManagerOf(data);

  const confirm = async () => {
    if (!pending) return;
    const result =
      pending.kind === 'remove'
        ? await runAction(() => remove.mutateAsync({ companyId, userId: pending.member.id }), {
            info: `${fullName(pending.member)} has been removed from the team.`,
          })
        : pending.kind === 'hand-over'
          ? await runAction(() => handOver.mutateAsync({ companyId, userId: pending.member.id }), {
              info: `${fullName(pending.member)} is now the account manager.`,
            })
          : await runAction(() => cancel.mutateAsync({ companyId, invitationId: pending.invitation.id }), {
              info: `The invitation to ${pending.invitation.email} has been canceled.`,
            });
    if (result.ok) setPending(null);
  };

  const resendInvitation = async (invitation: TeamInvitation) => {
    setResending(invitation.id);
    await runAction(() => resend.mutateAsync({ companyId, invitationId: invitation.id }), {
      info: `The invitation to ${invitation.email} has been sent again.`,
    });
    setResending(null);
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" mb="md" gap="sm">
          <Title order={2} fz="lg">
            Hiring team
          </Title>
          <Badge variant="light" color={seatsFull(data.seats) ? 'orange' : 'brand'} size="lg" data-testid="seats">
            {seatsLabel(data.seats)}
          </Badge>
        </Group>
        {!data.canManage ? (
          <Alert variant="light" color="gray" icon={<IconLock />} mb="md">
            You can see the team. {manager ? `${fullName(manager)} (account manager)` : 'The account manager'} invites and removes members.
          </Alert>
        ) : null}
        <TeamMembersTable
          team={data}
          onRemove={data.canManage ? (member) => setPending({ kind: 'remove', member }) : undefined}
          onHandOver={data.canManage ? (member) => setPending({ kind: 'hand-over', member }) : undefined}
        />
      </Card>

      {data.canManage ? (
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="lg" mb={4}>
            Invite a colleague
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            They get an email with a link to create their account and join {data.companyName}. Pending invitations count as seats of your
            plan.
          </Text>
          {seatsFull(data.seats) ? (
            <Text size="sm" c="orange.8" mb="sm" data-testid="seats-full-hint">
              Every seat of your plan is taken. Cancel a pending invitation or upgrade your plan to invite someone new.
            </Text>
          ) : null}
          <InviteForm companyId={companyId} />
          <Divider my="lg" label="Pending invitations" labelPosition="left" />
          <PendingInvitationsTable
            invitations={data.invitations}
            busyId={resending}
            onResend={resendInvitation}
            onCancel={(invitation) => setPending({ kind: 'cancel', invitation })}
          />
        </Card>
      ) : null}

      <ConfirmDialog
        opened={pending?.kind === 'remove'}
        title="Remove this team member?"
        confirmLabel="Remove member"
        loading={remove.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending?.kind === 'remove' ? (
          <>
            {fullName(pending.member)} ({pending.member.email}) loses access to {data.companyName} at once and is signed out everywhere.
          </>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending?.kind === 'hand-over'}
        title="Hand over the account-manager role?"
        confirmLabel="Hand over"
        color="brand"
        loading={handOver.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending?.kind === 'hand-over' ? (
          <>
            {fullName(pending.member)} becomes the account manager of {data.companyName}. You stay on the team, but you will no longer be
            able to invite or remove members or edit the company profile.
          </>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending?.kind === 'cancel'}
        title="Cancel this invitation?"
        confirmLabel="Cancel invitation"
        loading={cancel.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending?.kind === 'cancel' ? <>The link sent to {pending.invitation.email} stops working.</> : null}
      </ConfirmDialog>
    </Stack>
  );
}
