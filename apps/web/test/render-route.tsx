import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type Location, MemoryRouter, type RouteObject, useLocation } from 'react-router';
import { AppRoutes } from '../src/lib/route-matches.tsx';

/** What a test reads of the router: its current location. */
export interface RouterState {
  location: Location;
}

function RouterProbe({ state }: { state: RouterState }) {
  state.location = useLocation();
  return null;
}

/**
 * Renders `route` at `path` as the app does (a fresh query client without retries, Mantine, the routed tree of
 * `<AppRoutes>`) and returns the router's state, which follows the page's navigation.
 */
export function renderRoute(path: string, route: RouteObject): RouterState {
  const state = { location: undefined as unknown as Location };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <RouterProbe state={state} />
          <AppRoutes routes={[route]} errorElement={() => <p>route error</p>} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return state;
}
