import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useRouteMatches } from '../lib/route-matches.tsx';
import { RegisterCompanyFirst } from '../features/auth/components/register-company-first.tsx';
import { SubscriptionGate } from '../features/subscriptions/components/subscription-gate.tsx';
import { paths } from '../config/paths.ts';
import { refreshSession } from '../lib/http-client.ts';
import { useSession } from '../lib/session.ts';
import { decideAccess, needsCompanyFirst } from '../lib/guard-rules.ts';
import { accessOf } from './route-handle.ts';

/** Applies the guard of the deepest matched route; refreshes an expired token before deciding. */
export function RouteGuard() {
  const matches = useRouteMatches();
  const location = useLocation();
  const session = useSession();
  const decision = decideAccess(location, accessOf(matches), session);

  useEffect(() => {
    if (decision.kind === 'refresh') {
      // On failure the HTTP client clears the session and sends the user to login with a redirect.
      refreshSession().catch(() => undefined);
    }
  }, [decision.kind]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'refresh') {
    return (
      <div role="status" aria-live="polite" style={{ padding: 32, textAlign: 'center' }}>
        Restoring your session…
      </div>
    );
  }
  // logging out needs nothing of the session (a status check now would race the revoke and answer 401)
  if (location.pathname === paths.logout) return <Outlet />;
  // an employer who stopped after step 1 of "I am hiring": every employer page leads to step 2
  if (needsCompanyFirst(location.pathname, session)) return <RegisterCompanyFirst />;
  // §4: an employer of a company is held at /subscription/create unless the subscription works
  if (session.roles.includes('Employer') && session.claims?.companyId && !session.accessExpired) return <SubscriptionGate />;
  return <Outlet />;
}
