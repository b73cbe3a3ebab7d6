import { BarChart, LineChart } from '../../../components/charts.tsx';
import { Alert, Card, Group, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { BusinessPeriod, BusinessReport } from '@talentmatch/shared/reports';
import { useState } from 'react';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useReportCsvDownload } from '../api/download-report-csv.ts';
import { useBusinessReport } from '../api/get-business-report.ts';
import { ReportControls } from '../components/report-controls.tsx';
import { formatMoney, formatShare } from '../components/report-range.ts';
import { formatNumber } from '../../../lib/format-count.ts';
import { useReportParams } from '../components/use-report-params.ts';
import { planLabel } from '@talentmatch/shared/subscriptions';
import { subscriptionStatusLabel } from '@talentmatch/shared/subscription-status';

type Column = { label: string; cell: (p: BusinessPeriod, r: BusinessReport) => string };

/** The table under the chart: the same columns, in the same order, as the CSV download. */
const COLUMNS: Column[] = [
  { label: 'Candidate sign-ups', cell: (p) => formatNumber(p.candidateSignUps) },
  { label: 'Employer sign-ups', cell: (p) => formatNumber(p.employerSignUps) },
  { label: 'New companies', cell: (p) => formatNumber(p.newCompanies) },
  { label: 'Jobs posted', cell: (p) => formatNumber(p.jobsPosted) },
  { label: 'Jobs open', cell: (p) => formatNumber(p.jobsOpen) },
  { label: 'Applications', cell: (p) => formatNumber(p.applications) },
  { label: 'Invitations', cell: (p) => formatNumber(p.invitations) },
  { label: 'Hires', cell: (p) => formatNumber(p.hires) },
  { label: 'Median days to hire', cell: (p) => (p.medianDaysToHire === null ? '–' : String(p.medianDaysToHire)) },
  { label: 'Interviews scheduled', cell: (p) => formatNumber(p.interviewsScheduled) },
  { label: 'Interviews held', cell: (p) => formatNumber(p.interviewsHeld) },
  { label: 'Trialing subscriptions', cell: (p) => formatNumber(p.trialingSubscriptions) },
  { label: 'Paid subscriptions', cell: (p) => formatNumber(p.paidSubscriptions) },
  { label: 'MRR', cell: (p, r) => formatMoney(p.mrrCents, r.currency) },
  { label: 'Trials started', cell: (p) => formatNumber(p.trialsStarted) },
  { label: 'Trials converted', cell: (p) => formatNumber(p.trialsConverted) },
  { label: 'Trial conversion', cell: (p) => formatShare(p.trialConversion) },
  { label: 'Paid at start', cell: (p) => formatNumber(p.paidAtStart) },
  { label: 'Churned', cell: (p) => formatNumber(p.churned) },
  { label: 'Churn rate', cell: (p) => formatShare(p.churnRate) },
];

const CHARTS = {
  signUps: {
    label: 'Sign-ups',
    kind: 'bar',
    series: [
      { name: 'Candidates', color: 'brand.6' },
      { name: 'Employers', color: 'orange.6' },
    ],
  },
  pipeline: {
    label: 'Applications, invitations and hires',
    kind: 'bar',
    series: [
      { name: 'Applications', color: 'brand.6' },
      { name: 'Invitations', color: 'grape.6' },
      { name: 'Hires', color: 'green.6' },
    ],
  },
  interviews: {
    label: 'Interviews scheduled and held',
    kind: 'bar',
    series: [
      { name: 'Interviews scheduled', color: 'brand.6' },
      { name: 'Interviews held', color: 'green.6' },
    ],
  },
  jobs: {
    label: 'Jobs posted and open',
    kind: 'line',
    series: [
      { name: 'Jobs posted', color: 'brand.6' },
      { name: 'Jobs open', color: 'teal.6' },
    ],
  },
  subscriptions: {
    label: 'Subscriptions',
    kind: 'line',
    series: [
      { name: 'Trialing', color: 'yellow.6' },
      { name: 'Paid', color: 'green.6' },
    ],
  },
  mrr: { label: 'Monthly recurring revenue', kind: 'line', series: [{ name: 'MRR', color: 'green.7' }] },
  rates: {
    label: 'Trial conversion and churn (%)',
    kind: 'line',
    series: [
      { name: 'Trial conversion', color: 'brand.6' },
      { name: 'Churn rate', color: 'red.6' },
    ],
  },
} as const;
type ChartKey = keyof typeof CHARTS;

function chartData(report: BusinessReport) {
  const pct = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 10);
  return report.periods.map((p) => ({
    period: p.period,
    Candidates: p.candidateSignUps,
    Employers: p.employerSignUps,
    Applications: p.applications,
    Invitations: p.invitations,
    Hires: p.hires,
    'Interviews scheduled': p.interviewsScheduled,
    'Interviews held': p.interviewsHeld,
    'Jobs posted': p.jobsPosted,
    'Jobs open': p.jobsOpen,
    Trialing: p.trialingSubscriptions,
    Paid: p.paidSubscriptions,
    MRR: p.mrrCents / 100,
    'Trial conversion': pct(p.trialConversion),
    'Churn rate': pct(p.churnRate),
  }));
}

/** admin/reports/business: the business figures by period, a chart, the table under it and its CSV. */
export function AdminBusinessReportPage() {
  const [timeZone, setTimeZone] = useState('UTC');
  const { params, problem, update } = useReportParams(timeZone);
  const query = { from: params.from, to: params.to, groupBy: params.groupBy };
  const report = useBusinessReport(problem ? { ...query, to: query.from } : query);
  const [chart, setChart] = useState<ChartKey>('signUps');
  const { download, downloading } = useReportCsvDownload('business', query);
  const data = report.data;
  if (data && data.timeZone !== timeZone) setTimeZone(data.timeZone);

  const spec = CHARTS[chart];

  return (
    <>
      <PageHeader title="Business Report" />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <ReportControls
            preset={params.preset}
            from={params.from}
            to={params.to}
            groupBy={params.groupBy}
            problem={problem}
            timeZone={data?.timeZone}
            onChange={update}
            onDownload={download}
            downloading={downloading}
          />
        </Card>
        {report.isError ? <Alert color="red">{report.error.message}</Alert> : null}
        <Card withBorder radius="md" p="lg">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="md">
              {spec.label}
            </Title>
            <Select
              aria-label="Chart"
              data={Object.entries(CHARTS).map(([value, c]) => ({ value, label: c.label }))}
              value={chart}
              onChange={(value) => value && setChart(value as ChartKey)}
              allowDeselect={false}
              w={280}
            />
          </Group>
          {!data ? (
            <Skeleton h={280} />
          ) : (
            <ChartFigure caption={spec.label}>
              {spec.kind === 'bar' ? (
                <BarChart h={280} data={chartData(data)} dataKey="period" series={[...spec.series]} withLegend />
              ) : (
                <LineChart
                  h={280}
                  data={chartData(data)}
                  dataKey="period"
                  series={[...spec.series]}
                  withLegend
                  curveType="linear"
                  connectNulls={false}
                />
              )}
            </ChartFigure>
          )}
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="sm">
            By period
          </Title>
          {!data ? (
            <Skeleton h={200} />
          ) : (
            <Table.ScrollContainer minWidth={1800}>
              <Table striped verticalSpacing="xs" aria-label="Business report by period">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Period</Table.Th>
                    {COLUMNS.map((c) => (
                      <Table.Th key={c.label}>{c.label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.periods.map((p) => (
                    <Table.Tr key={p.period}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.period}</Table.Td>
                      {COLUMNS.map((c) => (
                        <Table.Td key={c.label}>{c.cell(p, data)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="sm">
            Subscriptions by plan and status on {params.to}
          </Title>
          {!data ? (
            <Skeleton h={80} />
          ) : data.subscriptionsByPlan.length === 0 ? (
            <Text c="dimmed">No subscription existed then.</Text>
          ) : (
            <Table verticalSpacing="xs" aria-label="Subscriptions by plan and status">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Subscriptions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.subscriptionsByPlan.map((row) => (
                  <Table.Tr key={`${row.plan}-${row.status}`}>
                    <Table.Td>{planLabel(row.plan)}</Table.Td>
                    <Table.Td>{subscriptionStatusLabel(row.status)}</Table.Td>
                    <Table.Td>{formatNumber(row.count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </Stack>
    </>
  );
}
