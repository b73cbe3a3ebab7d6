import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, Outlet, type RouteObject, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, type RouteMatch, useRouteDescription, useRouteMatches } from './route-matches.tsx';

let latest: RouteMatch[] = [];
let navigate: NavigateFunction | undefined;

function Matches() {
  latest = useRouteMatches();
  navigate = useNavigate();
  return <Outlet />;
}

function Description() {
  return <p>description: {useRouteDescription() ?? 'none'}</p>;
}

function Boom(): never {
  throw new Error('boom');
}

const routes: RouteObject[] = [
  {
    element: <Matches />,
    handle: { title: 'root' },
    children: [
      { path: '/', element: <p>home</p> },
      {
        path: 'admin',
        handle: { crumb: { label: 'Admin', to: '/admin/dashboard' } },
        children: [{ path: 'jobs/:id', element: <p>job</p>, handle: { title: 'Job' } }],
      },
      {
        path: 'area',
        handle: { description: 'The area as a whole.' },
        children: [
          { path: 'described', element: <Description />, handle: { title: 'Described', description: 'One line about the page.' } },
          { path: 'plain', element: <Description />, handle: { title: 'Plain' } },
        ],
      },
      { path: 'broken', element: <Boom /> },
    ],
  },
];

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} errorElement={(error) => <p>error page: {(error as Error).message}</p>} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  latest = [];
  navigate = undefined;
  vi.restoreAllMocks();
});

describe('useRouteMatches', () => {
  it('lists the matched routes outermost first with their handle, pathname, params and id', () => {
    renderAt('/admin/jobs/42');
    expect(screen.getByText('job')).toBeTruthy();
    expect(latest).toEqual([
      { id: '0', pathname: '/', params: { id: '42' }, handle: { title: 'root' } },
      { id: '0-1', pathname: '/admin', params: { id: '42' }, handle: { crumb: { label: 'Admin', to: '/admin/dashboard' } } },
      { id: '0-1-0', pathname: '/admin/jobs/42', params: { id: '42' }, handle: { title: 'Job' } },
    ]);
  });

  it('follows navigation', async () => {
    renderAt('/');
    expect(latest.map((match) => match.id)).toEqual(['0', '0-0']);
    await act(async () => {
      await navigate?.('/admin/jobs/7');
    });
    expect(screen.getByText('job')).toBeTruthy();
    expect(latest.at(-1)?.params).toEqual({ id: '7' });
  });
});

describe('useRouteDescription', () => {
  it('is the page’s own route’s description, never its area’s', () => {
    renderAt('/area/described');
    expect(screen.getByText('description: One line about the page.')).toBeTruthy();
    cleanup();
    renderAt('/area/plain');
    expect(screen.getByText('description: none')).toBeTruthy();
  });

  it('is none outside the route table, without a router', () => {
    render(<Description />);
    expect(screen.getByText('description: none')).toBeTruthy();
  });
});

describe('<AppRoutes> error boundary', () => {
  it('shows the error page when a route throws, and the routed page again after navigating away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/');
    expect(screen.getByText('home')).toBeTruthy();
    const goTo = navigate;
    await act(async () => {
      await goTo?.('/broken');
    });
    expect(screen.getByText('error page: boom')).toBeTruthy();
    await act(async () => {
      await goTo?.('/admin/jobs/1');
    });
    expect(screen.getByText('job')).toBeTruthy();
    expect(screen.queryByText(/error page/)).toBeNull();
  });
});
