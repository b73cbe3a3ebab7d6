import { homePathFor } from '@talentmatch/shared/roles';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session.ts';

/** /home sends each role to its area. */
export function HomeRedirectPage() {
  const { claims } = useSession();
  return <Navigate to={homePathFor(claims?.role)} replace />;
}
