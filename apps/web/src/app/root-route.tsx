import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAppConfig } from '../lib/app-config-store.ts';
import { RouteGuard } from './route-guard.tsx';
import { titleOf } from './route-handle.ts';

/** Root of the route tree: document title from route metadata, then the guard. */
export function RootRoute() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { siteConfiguration } = useAppConfig();
  const title = titleOf(matches);
  const siteName = siteConfiguration.siteName || 'TalentMatch';

  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return <RouteGuard />;
}
