import { homePathFor } from '@talentmatch/shared/roles';
import { Navigate } from 'react-router';
import { needsCompanyFirst } from '../../../lib/guard-rules.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';

/** /home sends each role to its area; an employer without a company resumes the company step of registration. */
export function HomeRedirectPage() {
  const session = useSession();
  const home = homePathFor(session.claims?.role);
  return <Navigate to={needsCompanyFirst(home, session) ? paths.registerCompany : home} replace />;
}
