import { BarChart } from '../../../components/charts.tsx';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import { HIRING_STATUS_LABELS, HIRING_STATUSES, type HiringStatusCounts } from '@talentmatch/shared/hiring';

export interface PipelineChartRow {
  status: string;
  Candidates: number;
}

/** One bar per status, in pipeline order. */
function pipelineChartRows(counts: HiringStatusCounts): PipelineChartRow[] {
  return HIRING_STATUSES.map((status) => ({ status: HIRING_STATUS_LABELS[status], Candidates: counts[status] ?? 0 }));
}

/** The job's candidates per hiring status as horizontal bars (labels stay readable on a phone). */
export function PipelineChart({ counts }: { counts: HiringStatusCounts }) {
  const rows = pipelineChartRows(counts);
  return (
    <ChartFigure caption="Candidates per status">
      <BarChart
        h={rows.length * 24 + 40}
        data={rows}
        dataKey="status"
        orientation="vertical"
        series={[{ name: 'Candidates', color: 'brand.6' }]}
        yAxisProps={{ width: 130 }}
        xAxisProps={{ allowDecimals: false }}
        gridAxis="x"
        withBarValueLabel
        barProps={{ radius: 3 }}
        maxBarWidth={14}
      />
    </ChartFigure>
  );
}
