import { BarChart } from '../../../components/charts.tsx';
import { Alert, Button, Card, Group, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { SURVEY_AUDIENCE_LABELS, SURVEY_MESSAGES, type AnswerValue, type QuestionResult } from '@talentmatch/shared/surveys';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { ChartFigure } from '../../../components/chart-figure.tsx';
import { paths } from '../../../config/paths.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useSurveyResults } from '../api/get-survey-results.ts';
import { SurveyStatusBadge } from './admin-surveys-page.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Bars for choices, a 1–5 histogram for ratings, a list for text. */
function QuestionChart({ result, index }: { result: QuestionResult; index: number }) {
  return (
    <Card withBorder radius="md" p="lg" data-testid="question-result">
      <Text fw={600}>
        {index + 1}. {result.prompt}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {result.answered} answer{result.answered === 1 ? '' : 's'}
        {result.kind === 'rating' ? ' · answers per rating, 1 to 5' : ''}
        {result.kind === 'rating' && result.average !== null ? ` · average ${result.average} of 5` : ''}
        {result.kind === 'multiple' ? ' · several choices allowed' : ''}
      </Text>
      {result.kind === 'text' ? (
        result.texts.length ? (
          <List spacing={4} size="sm">
            {result.texts.map((t) => (
              <List.Item key={t.responseId} style={{ whiteSpace: 'pre-wrap' }}>
                {t.text}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            No answers yet.
          </Text>
        )
      ) : result.kind === 'rating' ? (
        <ChartFigure caption={`Ratings for ${result.prompt}`}>
          <BarChart
            h={200}
            data={result.counts.map((c) => ({ rating: `${c.rating}`, Answers: c.count }))}
            dataKey="rating"
            series={[{ name: 'Answers', color: 'brand.6' }]}
            yAxisProps={{ allowDecimals: false, width: 30 }}
            barProps={{ radius: 3 }}
            withBarValueLabel
          />
        </ChartFigure>
      ) : (
        <ChartFigure caption={`Choices for ${result.prompt}`}>
          <BarChart
            h={result.counts.length * 30 + 40}
            data={result.counts.map((c) => ({ option: c.option, Answers: c.count }))}
            dataKey="option"
            orientation="vertical"
            series={[{ name: 'Answers', color: 'brand.6' }]}
            yAxisProps={{ width: 140 }}
            xAxisProps={{ allowDecimals: false }}
            gridAxis="x"
            withBarValueLabel
            barProps={{ radius: 3 }}
            maxBarWidth={16}
          />
        </ChartFigure>
      )}
    </Card>
  );
}

const cell = (v: AnswerValue | undefined) => (v === undefined ? '—' : Array.isArray(v) ? v.join(', ') : String(v));

/** admin/surveys/{id}: a chart per question, the response rate, the rows (unless anonymous) and the CSV export. */
export function AdminSurveyResultsPage() {
  const { id = '' } = useParams();
  const results = useSurveyResults(id);
  if (results.isPending) return <Skeleton h={400} />;
  if (results.isError) return <Alert color="red">{results.error.message}</Alert>;
  const r = results.data;
  const download = () =>
    runAction(() => downloadFile(`/api/survey/answers/${encodeURIComponent(r.survey.id)}/csv`, `survey-${r.survey.id}.csv`), {
      messageFor: () => SURVEY_MESSAGES.resultsError,
    });
  return (
    <>
      <PageHeader
        title={r.survey.title}
        description={
          <Group gap="xs" component="span">
            <SurveyStatusBadge survey={r.survey} />
            <span>
              {SURVEY_AUDIENCE_LABELS[r.survey.audience]}
              {r.survey.anonymous ? ' · anonymous' : ''}
            </span>
          </Group>
        }
        actions={
          <Group>
            <Button variant="default" component={Link} to={paths.admin.surveyEdit(r.survey.id)}>
              Edit
            </Button>
            <Button leftSection={<IconDownload size={16} />} onClick={download}>
              Download CSV
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label="Responses" value={String(r.responseCount)} />
          <Stat label="Response rate" value={`${Math.round(r.responseRate * 1000) / 10}%`} />
          <Stat label="Audience" value={String(r.audienceCount)} />
          <Stat label="Skipped" value={String(r.skipCount)} />
        </SimpleGrid>
        {r.questions.map((q, i) => (
          <QuestionChart key={q.questionId} result={q} index={i} />
        ))}
        {!r.survey.anonymous ? (
          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="lg" mb="sm">
              Responses
            </Title>
            {r.rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                No responses yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={720}>
                <Table striped aria-label="Responses">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Respondent</Table.Th>
                      <Table.Th>Submitted</Table.Th>
                      {r.survey.questions.map((q) => (
                        <Table.Th key={q.id}>{q.prompt}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {r.rows.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          {row.respondent ? `${row.respondent.firstName} ${row.respondent.lastName} (${row.respondent.role})` : '—'}
                        </Table.Td>
                        <Table.Td>{formatDateTime(row.submittedAt)}</Table.Td>
                        {r.survey.questions.map((q) => (
                          <Table.Td key={q.id}>{cell(row.answers[q.id])}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        ) : (
          <Text size="sm" c="dimmed">
            This survey is anonymous: answers are shown only in aggregate and in the CSV without names.
          </Text>
        )}
      </Stack>
    </>
  );
}
