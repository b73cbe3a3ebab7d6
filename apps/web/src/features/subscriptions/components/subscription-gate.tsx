import { Navigate, Outlet, useLocation } from 'react-router';
import { subscriptionRedirect } from '../../../lib/guard-rules.ts';
import { useSession } from '../../../lib/session.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';

/** The §4 employer redirect: rendered by the route guard for an employer of a company. */
export function SubscriptionGate() {
  const { pathname } = useLocation();
  const session = useSession();
  const status = useSubscriptionStatus();
  const to = subscriptionRedirect(pathname, session.roles, status.data);
  if (to) return <Navigate to={to} replace />;
  return <Outlet />;
}
