import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** What the chart shows, read by screen readers as the figure's name ("New accounts per day over the last 30 days"). */
  caption: string;
  /** A chart of @mantine/charts (AreaChart, BarChart, LineChart...). */
  children: ReactNode;
}

/**
 * A chart as a `figure` named by a visually hidden caption. The charts of @mantine/charts render a plain `div`, on which
 * an aria-label is prohibited (axe aria-prohibited-attr) and ignored by screen readers; the figure gives the chart a
 * role and the caption its name, and leaves the chart's own contents (axis labels, values) readable.
 */
export function ChartFigure({ caption, children }: Props) {
  return (
    <figure style={{ margin: 0 }}>
      <VisuallyHidden component="figcaption">{caption}</VisuallyHidden>
      {children}
    </figure>
  );
}
