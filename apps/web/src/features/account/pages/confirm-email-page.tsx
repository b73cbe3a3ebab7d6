import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { forgetReturnTo, rememberedReturnTo } from '../../../lib/return-to.ts';
import { useConfirmEmail } from '../api/email-verification.ts';

/**
 * /confirm-email?token=…: the link of a verification or an email-change mail; works signed in or not. A change keeps
 * every session; a browser without one (the link opened on another device) is told why it asks to sign in.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const session = useSession();
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is followed once, when the page opens
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    confirm.mutate(token);
  }, [token]);
  // the way back to where the visitor was going when they signed up (Apply on a public job page)
  const [returnTo] = useState(rememberedReturnTo);
  const next = session.loggedIn
    ? (returnTo ?? paths.home)
    : returnTo
      ? `${paths.login}?redirect=${encodeURIComponent(returnTo)}`
      : paths.login;
  return (
    <Card withBorder radius="md" p="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Confirm email
        </Title>
        {!token ? <Alert color="red">This link is incomplete. Open the whole link from the email.</Alert> : null}
        {confirm.isPending ? <Loader aria-label="Confirming" /> : null}
        {confirm.isError ? (
          <Alert color="red" role="alert">
            {confirm.error.message}
          </Alert>
        ) : null}
        {confirm.data ? (
          <Alert color="teal" data-testid="email-confirmed">
            {confirm.data.purpose === 'change'
              ? `Your sign-in email is now ${confirm.data.email}. ${
                  session.loggedIn
                    ? 'You stay signed in here and on your other devices.'
                    : 'This browser is not signed in: sign in with the new address and your usual password.'
                }`
              : `Thank you: ${confirm.data.email} is confirmed.${session.loggedIn ? '' : ' Sign in to continue.'}`}
          </Alert>
        ) : null}
        <Text size="sm">
          <Button component={Link} to={next} variant="light" onClick={forgetReturnTo}>
            {session.loggedIn ? 'Continue' : 'Sign in'}
          </Button>
        </Text>
      </Stack>
    </Card>
  );
}
