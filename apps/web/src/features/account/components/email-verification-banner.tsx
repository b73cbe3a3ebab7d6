import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { runAction } from '../../../lib/run-action.ts';
import { useResendVerification } from '../api/email-verification.ts';
import { useMe } from '../api/get-me.ts';

/**
 * Until the address is confirmed: what it holds back, and "resend". Shown in the authorized layout. It reads the self
 * user (`api/user/me/`), the query the dashboards greet with, so a page that shows both asks once.
 */
export function EmailVerificationBanner() {
  const profile = useMe();
  const resend = useResendVerification();
  const [sent, setSent] = useState(false);
  if (!profile.data || profile.data.emailVerified) return null;
  const send = async () => {
    const result = await runAction(() => resend.mutateAsync());
    if (result.ok) setSent(true);
  };
  return (
    <Alert color="yellow" variant="light" icon={<IconMailExclamation />} mb="md" data-testid="email-verification-banner">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          Please confirm your email address ({profile.data.email}) with the link we sent you. Until then employers cannot publish jobs and
          candidates do not appear in searches.
          {sent ? ' A new link is on its way.' : ''}
        </Text>
        <Button size="xs" variant="light" onClick={send} loading={resend.isPending} disabled={sent}>
          Resend link
        </Button>
      </Group>
    </Alert>
  );
}
