import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { invitationBody } from '@talentmatch/shared/companies';
import { IconAlertTriangle, IconCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/http-client.ts';
import { toFormErrors, validateWith } from '../../../lib/form-validation.ts';
import { INVITE_MESSAGE, useInviteMember } from '../api/invite-member.ts';
import { inviteRefusal } from './team-rules.ts';

/** Invite a colleague by email; refusals (seat limit, already a member) are shown right here. */
export function InviteForm({ companyId }: { companyId: string }) {
  const invite = useInviteMember();
  const [refusal, setRefusal] = useState<{ message: string; planLimit: boolean } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: validateWith<{ email: string }>(invitationBody) });

  const submit = form.onSubmit(async ({ email }) => {
    setRefusal(null);
    setSentTo(null);
    try {
      const invitation = await invite.mutateAsync({ companyId, email });
      setSentTo(invitation.email);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.email) {
        form.setErrors(toFormErrors(error.fieldErrors, ['email']));
        return;
      }
      setRefusal(inviteRefusal(error) ?? { message: errorMessage(error, INVITE_MESSAGE), planLimit: false });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a colleague">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Colleague's email"
            placeholder="name@yourcompany.com"
            type="email"
            autoComplete="off"
            style={{ flex: 1, minWidth: 220 }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={invite.isPending} leftSection={<IconSend size={16} />}>
            Send invitation
          </Button>
        </Group>
        {refusal ? (
          <Alert
            color={refusal.planLimit ? 'orange' : 'red'}
            variant="light"
            icon={<IconAlertTriangle />}
            role="alert"
            data-testid="invite-refusal"
          >
            {refusal.message}
            {refusal.planLimit ? (
              <>
                {' '}
                <Anchor component={Link} to={paths.employer.subscription} size="sm">
                  See your plan
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        {sentTo ? (
          <Alert color="green" variant="light" icon={<IconCheck />} role="status">
            Invitation sent to {sentTo}. The link in the email is valid for 14 days.
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
