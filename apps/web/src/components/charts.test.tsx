import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaChart } from './charts.tsx';

// jsdom lays nothing out, so recharts reports a 0×0 chart
const consoleWarn = console.warn;
vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
  if (!String(args[0]).includes('of chart should be greater than 0')) consoleWarn(...args);
});

type Report = (entries: Array<{ isIntersecting: boolean }>) => void;
let report: Report | null = null;

afterEach(() => {
  cleanup();
  report = null;
  vi.unstubAllGlobals();
});

function renderChart() {
  return render(
    <MantineProvider>
      <AreaChart h={180} data={[{ day: 'Mon', count: 2 }]} dataKey="day" series={[{ name: 'count', color: 'blue.6' }]} />
    </MantineProvider>,
  );
}

// the first test imports the charts' chunk (Mantine charts and Recharts): over a second when the run's other files load the machine
const CHART_LOADED = { timeout: 10_000 };

describe('charts', () => {
  it('hold their place until they come near the screen, then load and draw', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = renderChart();
    expect(container.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(container.querySelector('.mantine-AreaChart-root')).toBeNull();

    act(() => report?.([{ isIntersecting: false }]));
    expect(container.querySelector('.mantine-AreaChart-root')).toBeNull();

    act(() => report?.([{ isIntersecting: true }]));
    await waitFor(() => expect(container.querySelector('.mantine-AreaChart-root')).not.toBeNull(), CHART_LOADED);
    expect(container.querySelector('.mantine-Skeleton-root')).toBeNull();
  });

  it('are drawn at once where the browser cannot tell what is on screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderChart();
    await waitFor(() => expect(container.querySelector('.mantine-AreaChart-root')).not.toBeNull(), CHART_LOADED);
  });
});
