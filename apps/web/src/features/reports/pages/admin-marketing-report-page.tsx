import { BarChart } from '../../../components/charts.tsx';
import { Alert, Card, Progress, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { FunnelStep } from '@talentmatch/shared/reports';
import { useState } from 'react';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { useReportCsvDownload } from '../api/download-report-csv.ts';
import { useMarketingReport } from '../api/get-marketing-report.ts';
import { ReportControls } from '../components/report-controls.tsx';
import { formatShare } from '../components/report-range.ts';
import { formatNumber } from '../../../lib/format-count.ts';
import { useReportParams } from '../components/use-report-params.ts';

function Funnel({ title, steps }: { title: string; steps: FunnelStep[] }) {
  const top = steps[0]?.count ?? 0;
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      <Table verticalSpacing="xs" aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Step</Table.Th>
            <Table.Th>Count</Table.Th>
            <Table.Th>From previous step</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((s) => (
            <Table.Tr key={s.step}>
              <Table.Td>
                <Text size="sm">{s.step}</Text>
                <Progress value={top ? (s.count / top) * 100 : 0} size="sm" mt={4} aria-hidden />
              </Table.Td>
              <Table.Td>{formatNumber(s.count)}</Table.Td>
              <Table.Td>{formatShare(s.conversion)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** admin/reports/marketing: visits and sign-ups by period and by source, the two funnels, CSV of the sources table. */
export function AdminMarketingReportPage() {
  const [timeZone, setTimeZone] = useState('UTC');
  const { params, problem, source, update } = useReportParams(timeZone);
  const query = { from: params.from, to: params.to, groupBy: params.groupBy, source };
  const report = useMarketingReport(problem ? { ...query, to: query.from } : query);
  const [sourceOptions, setSourceOptions] = useState<string[]>([]);
  const { download, downloading } = useReportCsvDownload('marketing', query);
  const data = report.data;
  if (data && data.timeZone !== timeZone) setTimeZone(data.timeZone);
  if (data && !data.source) {
    const names = [...new Set(data.sources.map((s) => s.source))].sort();
    if (names.join('\n') !== sourceOptions.join('\n')) setSourceOptions(names);
  }

  return (
    <>
      <PageHeader title="Marketing Report" />
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
            extra={
              <Select
                label="Source"
                placeholder="Every source"
                data={[...new Set([...sourceOptions, ...(source ? [source] : [])])]}
                value={source ?? null}
                onChange={(value) => update({ source: value })}
                clearable
                searchable
                w={200}
              />
            }
          />
        </Card>
        {report.isError ? <Alert color="red">{report.error.message}</Alert> : null}
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="md">
            Visits and sign-ups
          </Title>
          {!data ? (
            <Skeleton h={260} />
          ) : (
            <ChartFigure caption="Visits and sign-ups per period">
              <BarChart
                h={260}
                data={data.periods.map((p) => ({ period: p.period, Visits: p.visits, 'Sign-ups': p.signUps }))}
                dataKey="period"
                series={[
                  { name: 'Visits', color: 'brand.6' },
                  { name: 'Sign-ups', color: 'green.6' },
                ]}
                withLegend
              />
            </ChartFigure>
          )}
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="sm">
            By source, medium and campaign
          </Title>
          {!data ? (
            <Skeleton h={160} />
          ) : data.sources.length === 0 ? (
            <Text c="dimmed">No visit and no sign-up in this range.</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped verticalSpacing="xs" aria-label="Visits and sign-ups by source">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Source</Table.Th>
                    <Table.Th>Medium</Table.Th>
                    <Table.Th>Campaign</Table.Th>
                    <Table.Th>Visits</Table.Th>
                    <Table.Th>Candidate sign-ups</Table.Th>
                    <Table.Th>Employer sign-ups</Table.Th>
                    <Table.Th>Conversion</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.sources.map((s) => (
                    <Table.Tr key={`${s.source}|${s.medium}|${s.campaign}`}>
                      <Table.Td>{s.source}</Table.Td>
                      <Table.Td>{s.medium}</Table.Td>
                      <Table.Td>{s.campaign}</Table.Td>
                      <Table.Td>{formatNumber(s.visits)}</Table.Td>
                      <Table.Td>{formatNumber(s.candidateSignUps)}</Table.Td>
                      <Table.Td>{formatNumber(s.employerSignUps)}</Table.Td>
                      <Table.Td>{formatShare(s.conversion)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
        {data ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Funnel title="Employer funnel" steps={data.employerFunnel} />
            <Funnel title="Candidate funnel" steps={data.candidateFunnel} />
          </SimpleGrid>
        ) : null}
        <Text size="xs" c="dimmed">
          Funnels follow the accounts created in the range (and, for employers, the landing visits of the range): each step counts those
          that reached it and every step before, up to today.
          {data?.funnelAsOf
            ? ` Accounts created before ${formatDate(data.funnelAsOf.before)} are counted at the step they had reached on ${formatDateTime(data.funnelAsOf.builtAt)} (the nightly summary); newer accounts are counted live.`
            : null}
        </Text>
      </Stack>
    </>
  );
}
