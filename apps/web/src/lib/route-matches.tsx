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

/** The matches of the address `<AppRoutes>` renders (outside it, none). */
const MatchesContext = createContext<RouteMatch[]>([]);
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

/** The routes matching the current location, from the table `<AppRoutes>` renders; none outside it. */
export function useRouteMatches(): RouteMatch[] {
  return useContext(MatchesContext);
}

/** The current page's one-line description: its route's `description` (app/route-handle.ts), when the table gives one. */
export function useRouteDescription(): string | undefined {
  const page = useRouteMatches().at(-1);
  return (page?.handle as { description?: string } | undefined)?.description;
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

/** `useRouteMatches` for `children` at `path`, without rendering the table (the server's signed-in shell). */
export function MatchedRoutes({ routes, path, children }: { routes: RouteObject[]; path: string; children: ReactNode }) {
  return <MatchesContext.Provider value={matchesOf(routes, path)}>{children}</MatchesContext.Provider>;
}

/**
 * Renders the route table for the current location (what `useRoutes` does, from the matches kept above), gives
 * `useRouteMatches` its matches, and catches what a route throws while rendering (`errorElement` of a data router).
 */
export function AppRoutes({ routes, errorElement }: { routes: RouteObject[]; errorElement: (error: unknown) => ReactNode }) {
  const { pathname } = useLocation();
  const element = renderMatches(routerMatches(routes, pathname));
  const matches = useMemo(() => matchesOf(routes, pathname), [routes, pathname]);
  return (
    <MatchesContext.Provider value={matches}>
      <RouteErrorBoundary pathname={pathname} fallback={errorElement}>
        {element}
      </RouteErrorBoundary>
    </MatchesContext.Provider>
  );
}
