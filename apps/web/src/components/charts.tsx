import type { AreaChartProps, BarChartProps, LineChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';

/**
 * The charts of @mantine/charts, loaded and drawn when they come near the screen. The library (recharts underneath)
 * is about 90 KB brotli and its first chart a long render, so a page whose charts sit below the fold, such as the
 * admin dashboard on a phone, draws its first screen without them. Until then, and
 * while the library arrives, a placeholder of the chart's height holds its place.
 */
const library = () => import('./charts-library.ts');

/** How far below the screen a chart starts loading, so a reader scrolling down finds it drawn. */
const AHEAD = '300px';

function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  // without IntersectionObserver (an old browser, the test DOM) every chart is drawn at once
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

function whenNearScreen<P extends { h?: AreaChartProps['h'] }>(Chart: ComponentType<P>) {
  return function ChartWhenNearScreen(props: P) {
    const { ref, near } = useNearScreen();
    const placeholder = <Skeleton h={props.h ?? 300} radius="sm" />;
    if (!near) return <div ref={ref}>{placeholder}</div>;
    return (
      <Suspense fallback={placeholder}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const AreaChart = whenNearScreen<AreaChartProps>(lazy(() => library().then((m) => ({ default: m.AreaChart }))));
export const BarChart = whenNearScreen<BarChartProps>(lazy(() => library().then((m) => ({ default: m.BarChart }))));
export const LineChart = whenNearScreen<LineChartProps>(lazy(() => library().then((m) => ({ default: m.LineChart }))));
