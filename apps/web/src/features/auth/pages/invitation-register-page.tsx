import type { ReactNode } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { CenteredColumn } from '../../../components/centered-column.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { UserRegistrationForm } from '../components/user-registration-form.tsx';

export const INVITATION_INVALID_MESSAGE =
  'This invitation link is not valid. It may have been used already or withdrawn. Ask your company administrator for a new invitation.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /register/{id}: an employee joins their company through an invitation. */
export function InvitationRegisterPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const validId = UUID.test(id);
  const invitation = useInvitation(validId ? id : '');

  let body: ReactNode;
  if (!validId || (invitation.error instanceof ApiError && (invitation.error.status === 404 || invitation.error.status === 400))) {
    body = (
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {INVITATION_INVALID_MESSAGE}
        </Alert>
        <Anchor component={Link} to={paths.login}>
          Go to the login page
        </Anchor>
      </Stack>
    );
  } else if (invitation.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {invitation.error instanceof Error ? invitation.error.message : 'The invitation could not be loaded.'}
      </Alert>
    );
  } else if (!invitation.data) {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else {
    body = (
      <UserRegistrationForm
        as="employer"
        fixedEmail={invitation.data.email}
        invitationId={invitation.data.id}
        submitLabel="Join the team"
        onRegistered={() => navigate(paths.welcome, { replace: true })}
      />
    );
  }

  return (
    <CenteredColumn width={620}>
      <AuthCard
        title={invitation.data ? `Join ${invitation.data.companyName}` : 'Join your team'}
        subtitle={
          invitation.data ? (
            <Text span size="sm">
              You were invited to hire with <b>{invitation.data.companyName}</b> on TalentMatch. Create your account to accept.
            </Text>
          ) : undefined
        }
      >
        {body}
      </AuthCard>
    </CenteredColumn>
  );
}
