import { Component, createContext, type ReactNode, useContext, useMemo } from 'react';
import { matchRoutes, type Params, type RouteObject, renderMatches, useLocation } from 'react-router';

/**
 * One matched route, outermost first: what the guard, the document title and the breadcrumbs read (the shape of
 * react-router's `useMatches()`, which only data routers have; the app uses the lighter declarative router).
 */
export interface RouteMatch {
  /** the route's `id`, or its position in the table ("0-1-2") like react-router's data routers number them */
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
}

const RoutesContext = createContext<RouteObject[]>([]);
const routeIds = new WeakMap<RouteObject[], WeakMap<RouteObject, string>>();

function idsOf(routes: RouteObject[]): WeakMap<RouteObject, string> {
  let ids = routeIds.get(routes);
  if (!ids) {
    const found = new WeakMap<RouteObject, string>();
    const walk = (list: RouteObject[], parent: string) => {
      list.forEach((route, index) => {
        const position = parent ? `${parent}-${index}` : String(index);
        found.set(route, route.id ?? position);
        if (route.children) walk(route.children, position);
      });
    };
    walk(routes, '');
    ids = found;
    routeIds.set(routes, ids);
  }
  return ids;
}

/** The routes matching the current location, from the table `<AppRoutes>` renders. */
export function useRouteMatches(): RouteMatch[] {
  const routes = useContext(RoutesContext);
  const location = useLocation();
  return useMemo(() => matchesOf(routes, location), [routes, location]);
}

const lastMatch = new WeakMap<RouteObject[], { pathname: string; matches: ReturnType<typeof matchRoutes> }>();

/**
 * react-router's matches for `pathname`, kept for the last address: matching flattens and ranks the whole table (about
 * 15 ms of a phone's CPU), and the routes, the guard, the title and the breadcrumbs all ask for the same address.
 */
function routerMatches(routes: RouteObject[], pathname: string): ReturnType<typeof matchRoutes> {
  const last = lastMatch.get(routes);
  if (last?.pathname === pathname) return last.matches;
  const matches = matchRoutes(routes, pathname);
  lastMatch.set(routes, { pathname, matches });
  return matches;
}

/** The routes of `routes` matching `location` (a path or the router's location). */
export function matchesOf(routes: RouteObject[], location: string | { pathname: string }): RouteMatch[] {
  const ids = idsOf(routes);
  const pathname = typeof location === 'string' ? location : location.pathname;
  return (routerMatches(routes, pathname) ?? []).map((match) => ({
    id: ids.get(match.route) ?? match.route.id ?? '',
    pathname: match.pathname,
    params: match.params,
    handle: match.route.handle,
  }));
}

interface BoundaryProps {
  pathname: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  pathname: string;
}

/** Shows `fallback` instead of the routed tree when a route throws while rendering; a new address tries again. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname !== state.pathname) return { error: undefined, failed: false, pathname: props.pathname };
    return null;
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * Renders the route table for the current location (what `useRoutes` does, from the matches kept above), gives
 * `useRouteMatches` the same table, and catches what a route throws while rendering (`errorElement` of a data router).
 */
export function AppRoutes({ routes, errorElement }: { routes: RouteObject[]; errorElement: (error: unknown) => ReactNode }) {
  const { pathname } = useLocation();
  const element = renderMatches(routerMatches(routes, pathname));
  return (
    <RoutesContext.Provider value={routes}>
      <RouteErrorBoundary pathname={pathname} fallback={errorElement}>
        {element}
      </RouteErrorBoundary>
    </RoutesContext.Provider>
  );
}
