import { formatDateTime } from '../../../lib/format-date.ts';
import { LineChart } from '../../../components/charts.tsx';
import { Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useScoreHistory } from '../api/get-score-history.ts';
import { COMPONENT_COLUMNS, dailyScoreSeries, reasonLabel } from '../components/score-chart-data.ts';

/** employer/candidates/scores/{id}: the candidate's score over time, as a line chart and a table. */
export function EmployerScoreHistoryPage() {
  const { id = '' } = useParams();
  const history = useScoreHistory(id);
  if (history.isPending) return <Skeleton h={400} />;
  if (history.isError) {
    return (
      <>
        <PageHeader title="Score history" />
        <Card withBorder p="lg">
          <Text>This candidate does not exist or is not visible to employers.</Text>
        </Card>
      </>
    );
  }
  const h = history.data;
  const rows = [...h.history].reverse();
  return (
    <>
      <PageHeader title={`Score history: ${h.candidate.firstName} ${h.candidate.lastName}`} description={h.candidate.headline} />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="md">
              Score over time
            </Title>
            <Text fw={700}>Current score: {h.score}</Text>
          </Group>
          {h.history.length > 0 ? (
            <LineChart
              h={260}
              data={dailyScoreSeries(h.history)}
              dataKey="date"
              series={[{ name: 'Score', color: 'brand.6' }]}
              yAxisProps={{ domain: [0, 100] }}
              curveType="monotone"
              withDots
            />
          ) : (
            <Text c="dimmed">No changes recorded yet.</Text>
          )}
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="sm">
            Every change
          </Title>
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" aria-label="Score changes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Change</Table.Th>
                  <Table.Th>Score</Table.Th>
                  {COMPONENT_COLUMNS.map((c) => (
                    <Table.Th key={c.key}>{c.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: score entries carry no id and two may share a timestamp
                  <Table.Tr key={`${entry.createdAt}-${i}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                    <Table.Td>{reasonLabel(entry.reason)}</Table.Td>
                    <Table.Td fw={700}>{entry.score}</Table.Td>
                    {COMPONENT_COLUMNS.map((c) => (
                      <Table.Td key={c.key}>{entry.components[c.key] ?? 0}</Table.Td>
                    ))}
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
