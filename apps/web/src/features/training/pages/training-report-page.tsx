import { BarChart, LineChart } from '../../../components/charts.tsx';
import { Button, Card, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { runAction } from '../../../lib/run-action.ts';
import { TRAINING_REPORT_CSV, useTrainingReport } from '../api/get-training-report.ts';
import { completionSeries, scoreWithTraining } from '../components/report-data.ts';
import { formatDate } from '../../../lib/format-date.ts';

/** candidate/reports: the training report: completions over time, minutes by category, the score, the items; CSV. */
export function TrainingReportPage() {
  const report = useTrainingReport();
  const download = () =>
    runAction(() => downloadFile(TRAINING_REPORT_CSV, 'training-report.csv'), {
      messageFor: () => 'An error occurred while downloading the report.',
    });
  const header = (
    <PageHeader
      title="Reports"
      actions={
        <Button leftSection={<IconDownload size={16} />} variant="light" onClick={download} data-testid="report-csv">
          Download CSV
        </Button>
      }
    />
  );
  if (report.isPending) {
    return (
      <>
        {header}
        <Skeleton h={400} />
      </>
    );
  }
  if (report.isError) return <Text c="red">{report.error.message}</Text>;
  const r = report.data;
  return (
    <>
      {header}
      <Stack gap="lg">
        {r.completions.length === 0 ? (
          <Card withBorder radius="md" p="lg">
            <Text>
              You have not completed any career advice yet.{' '}
              <Button component={Link} to={paths.candidate.training} variant="subtle" size="compact-sm">
                Open Career Advice
              </Button>
            </Text>
          </Card>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="md" p="lg" data-testid="completions-chart">
            <Title order={2} fz="md" mb="md">
              Completed over time
            </Title>
            {r.completionsByDay.length ? (
              <BarChart
                h={240}
                data={completionSeries(r.completionsByDay)}
                dataKey="date"
                series={[{ name: 'Completed', color: 'brand.6' }]}
                yAxisProps={{ allowDecimals: false }}
              />
            ) : (
              <Text c="dimmed" size="sm">
                Nothing completed yet.
              </Text>
            )}
          </Card>
          <Card withBorder radius="md" p="lg" data-testid="minutes-chart">
            <Title order={2} fz="md" mb="md">
              Minutes by category
            </Title>
            {r.minutesByCategory.length ? (
              <BarChart
                h={240}
                data={r.minutesByCategory.map((m) => ({
                  category: m.category,
                  'Minutes read': m.minutesSpent,
                  'Minutes completed': m.minutesCompleted,
                }))}
                dataKey="category"
                series={[
                  { name: 'Minutes read', color: 'teal.6' },
                  { name: 'Minutes completed', color: 'brand.6' },
                ]}
                withLegend
              />
            ) : (
              <Text c="dimmed" size="sm">
                No reading time recorded yet.
              </Text>
            )}
          </Card>
        </SimpleGrid>
        <Card withBorder radius="md" p="lg" data-testid="score-chart">
          <Title order={2} fz="md" mb="md">
            Your score and its training part
          </Title>
          {r.scoreHistory.length ? (
            <LineChart
              h={260}
              data={scoreWithTraining(r.scoreHistory)}
              dataKey="date"
              series={[
                { name: 'Score', color: 'brand.6' },
                { name: 'Training', color: 'orange.6', strokeDasharray: '5 5' },
              ]}
              yAxisProps={{ domain: [0, 100] }}
              curveType="monotone"
              withLegend
              withDots
            />
          ) : (
            <Text c="dimmed" size="sm">
              Your score history starts when you create your profile.
            </Text>
          )}
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="md">
            Completed items
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label="Completed career advice" data-testid="report-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Completed on</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Minutes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.completions.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text size="sm" c="dimmed" ta="center">
                        Nothing completed yet.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
                {[...r.completions].reverse().map((c) => (
                  <Table.Tr key={c.itemId}>
                    <Table.Td>{formatDate(c.completedAt)}</Table.Td>
                    <Table.Td>{c.title}</Table.Td>
                    <Table.Td>{c.category}</Table.Td>
                    <Table.Td>{c.minutes}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </Stack>
    </>
  );
}
