import { cleanup, render } from '@testing-library/react';
import { act } from 'react';
import { BrowserRouter, type Location, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../lib/route-matches.tsx';
import { useReportParams } from './use-report-params.ts';

let latest: ReturnType<typeof useReportParams> | undefined;
function Probe() {
  latest = useReportParams('UTC');
  return null;
}

/** What the test reads of the router: its location. */
const router = { state: { location: undefined as unknown as Location } };

function RouterProbe() {
  router.state.location = useLocation();
  return null;
}

afterEach(() => {
  cleanup();
  latest = undefined;
});

describe('useReportParams', () => {
  it('keeps both of two quick changes made before the page re-renders (a preset, then the grouping)', async () => {
    window.history.replaceState(null, '', '/admin/reports/business?preset=last30&groupBy=day');
    render(
      <BrowserRouter>
        <RouterProbe />
        <AppRoutes routes={[{ path: '/admin/reports/business', element: <Probe /> }]} errorElement={() => <p>route error</p>} />
      </BrowserRouter>,
    );
    const update = latest?.update;
    expect(update).toBeDefined();
    // Both calls use the same render's function, as two clicks do when the first change has not committed yet.
    await act(async () => {
      update?.({ preset: 'last90' });
      update?.({ groupBy: 'week' });
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('preset')).toBe('last90');
    expect(search.get('groupBy')).toBe('week');
    expect(latest?.params.groupBy).toBe('week');
  });
});
