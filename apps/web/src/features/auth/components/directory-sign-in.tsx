import { Button, Divider } from '@mantine/core';
import { DIRECTORY_LINK_MESSAGES } from '@talentmatch/shared/auth-schemas';
import { SESSION_MESSAGES } from '@talentmatch/shared/messages';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, safeRedirectTarget } from '../../../config/paths.ts';
import { appState, useAppState } from '../../../lib/app-state.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import {
  connectReturnTo,
  type DirectorySettings,
  isDirectoryReturn,
  startDirectorySignIn,
  takeDirectoryAnswerOrSayRefused,
} from '../api/directory-sign-in.ts';
import { useDirectoryLogin } from '../api/login-directory.ts';

/** §8: any directory-login failure reads the same; only "cannot reach the server" keeps its own catalogue text. */
function directoryErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'no-response')) return error.message;
  return SESSION_MESSAGES.directoryLoginFailed;
}

/** "Sign in with Microsoft" on the login page, and the finish of that sign-in when the directory sends the person back. */
export function DirectorySignIn({
  settings,
  redirect,
  onPending,
}: {
  settings: DirectorySettings;
  redirect: string;
  /** true while the server signs in the returning person: the page leaves the navigation to this component */
  onPending: (pending: boolean) => void;
}) {
  const navigate = useNavigate();
  const { busy } = useAppState();
  const directoryLogin = useDirectoryLogin();
  const location = useLocation();
  const [working, setWorking] = useState(() => isDirectoryReturn(location));
  // on a prerendered login page a click before the page runs would be lost (docs/prerendering.md)
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the one directory answer of this page load
  useEffect(() => {
    (async () => {
      const answer = await takeDirectoryAnswerOrSayRefused(settings);
      if (!answer) {
        setWorking(false);
        return;
      }
      const { idToken, returnTo } = answer;
      // back from "Connect Microsoft account" but no longer signed in: connecting needs the account's own session
      if (connectReturnTo(returnTo) !== null) {
        appState.setError(DIRECTORY_LINK_MESSAGES.signInFirst);
        setWorking(false);
        return;
      }
      onPending(true);
      const result = await runAction(() => directoryLogin.mutateAsync(idToken), { messageFor: directoryErrorMessage });
      setWorking(false);
      if (!result.ok) {
        onPending(false);
        return;
      }
      const target = safeRedirectTarget(returnTo, redirect);
      navigate(result.value.activeSurvey ? paths.survey(result.value.activeSurvey, target) : target, { replace: true });
    })();
  }, []);

  const signIn = async () => {
    setWorking(true);
    const result = await runAction(() => startDirectorySignIn(settings, redirect), { messageFor: directoryErrorMessage });
    if (!result.ok) setWorking(false);
  };

  return (
    <>
      <Divider my="lg" label="or" labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        size="md"
        onClick={signIn}
        loading={working || directoryLogin.isPending}
        disabled={busy || !hydrated}
      >
        Sign in with Microsoft
      </Button>
    </>
  );
}
