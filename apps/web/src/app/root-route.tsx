import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRouteMatches } from '../lib/route-matches.tsx';
import { ConsentManager } from '../features/consent/index.ts';
import { useAppConfig } from '../lib/app-config-store.ts';
import { MaintenanceBanner } from './layouts/maintenance-banner.tsx';
import { RouteGuard } from './route-guard.tsx';
import { useTermsVersionCheck } from './terms-version-check.ts';
import { documentTitle } from './route-handle.ts';

/** Root of the route tree: document title from route metadata, the maintenance banner, then the guard. */
export function RootRoute() {
  const matches = useRouteMatches();
  const { pathname } = useLocation();
  const { siteConfiguration } = useAppConfig();
  const title = documentTitle(matches, siteConfiguration.siteName);
  useTermsVersionCheck();

  useEffect(() => {
    document.title = title;
  }, [title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the top on each new page
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <MaintenanceBanner />
      <RouteGuard />
      <ConsentManager />
    </>
  );
}
