import { Suspense } from 'react';
import { useSession } from '../../lib/session.ts';
import * as Page from '../pages.ts';
import { PublicLayout } from './public-layout.tsx';
import { SignedInShell } from './signed-in-shell.tsx';

/**
 * For a public page a signed-in user also lands on (Payment Complete, on the way back from the payment provider):
 * the app's layout, with its menus, for a signed-in user; the public layout otherwise.
 */
export function SessionLayout() {
  const { loggedIn } = useSession();
  if (!loggedIn) return <PublicLayout />;
  return (
    <Suspense fallback={<SignedInShell />}>
      <Page.AuthorizedLayout />
    </Suspense>
  );
}
