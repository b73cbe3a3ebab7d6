import { Anchor, Badge, Button, Card, Group, Menu, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { SURVEY_AUDIENCE_LABELS, SURVEY_STATUS_LABELS, SURVEY_STATUSES, type Survey, type SurveyStatus } from '@talentmatch/shared/surveys';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { useAnswersOverview } from '../api/get-answers-overview.ts';
import { useDeleteSurvey } from '../api/delete-survey.ts';
import { useSurveys } from '../api/list-surveys.ts';
import { useSetSurveyStatus } from '../api/set-survey-status.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

const PAGE_SIZE = 25;
const STATUS_COLORS: Record<SurveyStatus, string> = { draft: 'gray', open: 'green', closed: 'red' };

export function SurveyStatusBadge({ survey }: { survey: Pick<Survey, 'status' | 'live'> }) {
  return (
    <Badge color={STATUS_COLORS[survey.status]} variant="light">
      {SURVEY_STATUS_LABELS[survey.status]}
      {survey.status === 'open' && !survey.live ? ' (outside its dates)' : ''}
    </Badge>
  );
}

/** admin/surveys: every survey with its status and responses; open, close, edit, delete drafts; the latest answers. */
export function AdminSurveysPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SurveyStatus | ''>('');
  const query = useSurveys({ status, page, pageSize: PAGE_SIZE });
  const overview = useAnswersOverview({ page: 1, pageSize: 5 });
  const setSurveyStatus = useSetSurveyStatus();
  const remove = useDeleteSurvey();
  const [deleting, setDeleting] = useState<Survey | null>(null);
  const pages = Math.max(1, Math.ceil((query.data?.totalRecords ?? 0) / PAGE_SIZE));
  const move = (s: Survey, to: SurveyStatus) =>
    runAction(() => setSurveyStatus.mutateAsync({ id: s.id, status: to }), {
      info: `${s.title} is now ${SURVEY_STATUS_LABELS[to].toLowerCase()}.`,
    });

  return (
    <>
      <PageHeader
        title="Surveys"
        actions={
          <Button component={Link} to={paths.admin.surveyCreate}>
            Create survey
          </Button>
        }
      />
      <Group mb="md">
        <Select
          label="Status"
          placeholder="Any"
          clearable
          w={180}
          data={SURVEY_STATUSES.map((s) => ({ value: s, label: SURVEY_STATUS_LABELS[s] }))}
          value={status || null}
          onChange={(v) => {
            setStatus((v as SurveyStatus | null) ?? '');
            setPage(1);
          }}
        />
      </Group>
      <PagedTable<Survey>
        query={query}
        label="Surveys"
        minWidth={860}
        columns={['Title', 'Audience', 'Status', 'Questions', 'Responses', 'Opens – closes', '']}
        count={(n) => `${n} survey${n === 1 ? '' : 's'}`}
        empty="No surveys yet."
        page={page}
        pages={pages}
        onPageChange={setPage}
        row={(s) => (
          <Table.Tr key={s.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.surveyResults(s.id)}>
                {s.title}
              </Anchor>
              {s.anonymous ? (
                <Text size="xs" c="dimmed">
                  Anonymous
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{SURVEY_AUDIENCE_LABELS[s.audience]}</Table.Td>
            <Table.Td>
              <SurveyStatusBadge survey={s} />
            </Table.Td>
            <Table.Td>{s.questions.length}</Table.Td>
            <Table.Td>{s.responseCount}</Table.Td>
            <Table.Td>
              <Text size="xs">
                {formatDateTime(s.opensAt)} – {formatDateTime(s.closesAt)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button variant="subtle" size="xs" aria-label={`Actions for ${s.title}`}>
                    <IconDots size={16} />
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component={Link} to={paths.admin.surveyResults(s.id)}>
                    Results
                  </Menu.Item>
                  <Menu.Item component={Link} to={paths.admin.surveyEdit(s.id)}>
                    Edit
                  </Menu.Item>
                  {s.status !== 'open' ? (
                    <Menu.Item onClick={() => move(s, 'open')}>{s.status === 'draft' ? 'Open' : 'Reopen'}</Menu.Item>
                  ) : null}
                  {s.status === 'open' ? <Menu.Item onClick={() => move(s, 'closed')}>Close</Menu.Item> : null}
                  {s.status === 'draft' ? (
                    <Menu.Item color="red" onClick={() => setDeleting(s)}>
                      Delete
                    </Menu.Item>
                  ) : null}
                </Menu.Dropdown>
              </Menu>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Card withBorder radius="md" p="lg" mt="xl">
        <Title order={2} fz="lg" mb="sm">
          Latest answers
        </Title>
        {overview.isError ? <Text c="red">{overview.error.message}</Text> : null}
        {overview.data && overview.data.recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            No answers yet.
          </Text>
        ) : null}
        <Stack gap={4}>
          {overview.data?.recent.map((r) => (
            <Text key={r.responseId} size="sm">
              <Anchor component={Link} to={paths.admin.surveyResults(r.surveyId)}>
                {r.surveyTitle}
              </Anchor>{' '}
              — {r.respondent ?? 'anonymous'}, {formatDateTime(r.submittedAt)}
            </Text>
          ))}
        </Stack>
      </Card>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete survey"
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const result = await runAction(() => remove.mutateAsync(deleting.id), { info: `${deleting.title} has been deleted.` });
          if (result.ok) setDeleting(null);
        }}
      >
        {deleting ? `Delete the draft "${deleting.title}"?` : ''}
      </ConfirmDialog>
    </>
  );
}
