import { Navigate, useSearchParams } from 'react-router';
import { paths, safeRedirectTarget } from '../../../config/paths.ts';

/** /redirect?to=<path>: follows same-origin paths only. */
export function RedirectPage() {
  const [params] = useSearchParams();
  return <Navigate to={safeRedirectTarget(params.get('to'), paths.root)} replace />;
}
