import { useLayoutEffect } from 'react';
import { BrowserRouter, StaticRouter, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { AppRoutes } from '../lib/route-matches.tsx';
import { routeErrorElement, routes } from './routes.tsx';

/**
 * Before the router mounts, the HTTP client and the session navigate by changing the address in place (no page
 * load): `BrowserRouter` starts from the address it finds when it mounts.
 */
export function prepareRouter(): void {
  setNavigator((to, options) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
  });
}

/** The HTTP client and the session navigate through the router from here on. */
function RouterNavigator() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigator((to, options) => {
      void navigate(to, { replace: options?.replace });
    });
  }, [navigate]);
  return null;
}

/**
 * The app's router in declarative mode (`BrowserRouter` + `useRoutes`): the data router's build is about twice
 * the size and the app uses none of its loaders or actions. Route handles reach the guard, the title and the
 * breadcrumbs through `useRouteMatches`. With `location` (the server's prerender, entry-server.tsx) the same tree
 * renders at that address, so the browser hydrates exactly what the server sent.
 */
export function AppRouter({ location }: { location?: string }) {
  const tree = (
    <>
      <RouterNavigator />
      <AppRoutes routes={routes} errorElement={routeErrorElement} />
    </>
  );
  return location === undefined ? <BrowserRouter>{tree}</BrowserRouter> : <StaticRouter location={location}>{tree}</StaticRouter>;
}
