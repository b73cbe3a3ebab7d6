import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { getMyTermsStatus } from '../features/site-config/api/terms-versions.ts';
import { reissueTokens, useSession } from '../lib/session.ts';

const CHECK_EVERY_MS = 15_000;
let lastCheck = 0;

/**
 * A new terms version is published while the user's token still says "accepted": at the next page
 * (at most every 15 s) ask the server, and on a new version take fresh tokens (terms flag 0), which
 * sends the guard to /termsofuse.
 */
export function useTermsVersionCheck(): void {
  const { pathname } = useLocation();
  const session = useSession();
  const accepted = session.claims?.terms === 1 && !session.accessExpired;
  useEffect(() => {
    if (!accepted || pathname === paths.termsOfUse || pathname === paths.logout) return;
    const now = Date.now();
    if (now - lastCheck < CHECK_EVERY_MS) return;
    lastCheck = now;
    void getMyTermsStatus()
      .then((status) => (status.accepted ? undefined : reissueTokens()))
      .catch(() => undefined);
  }, [pathname, accepted]);
}
