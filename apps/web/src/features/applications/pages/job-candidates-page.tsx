import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { HIRING_MESSAGES, type BulkHiringResult, type JobCandidate } from '@talentmatch/shared/hiring';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { NextInterviewLine, useNextInterviews } from '../../interviews/index.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { appState } from '../../../lib/app-state.ts';
import { runAction } from '../../../lib/run-action.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { countOf } from '../../../lib/format-count.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { BULK_STATUS_ERROR, useBulkHiringStatus } from '../api/bulk-hiring-status.ts';
import { JOB_CANDIDATES_PAGE_SIZE, useJobCandidates } from '../api/get-job-candidates.ts';
import { BulkResultAlert } from '../components/bulk-result-alert.tsx';
import { hiringErrorText } from '../components/hiring-error.ts';
import { HiringStatusBadge } from '../../../components/hiring-status-badge.tsx';
import { PipelineChart } from '../components/pipeline-chart.tsx';
import { parseStatusFilter, statusFilterOptions, type HiringStatusFilter } from '../components/status-filter.ts';
import {
  type BulkStatus,
  PHONE,
  ORIGIN_LABELS,
  fullName,
  searchForJob,
  details,
  MatchBadge,
  RowActions,
} from '../components/job-candidate-row.tsx';

export function JobCandidatesPage() {
  const { id = '', hiringStatus } = useParams();
  const navigate = useNavigate();
  const status = parseStatusFilter(hiringStatus);
  // the page belongs to a tab: another status (a tab, or the browser's back button) starts at page 1
  const [paging, setPaging] = useState<{ status: HiringStatusFilter; page: number }>({ status, page: 1 });
  const page = paging.status === status ? paging.page : 1;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmReject, setConfirmReject] = useState(false);
  const [bulkResult, setBulkResult] = useState<{ result: BulkHiringResult; names: Map<string, string> } | null>(null);
  const list = useJobCandidates(id, { status, page, pageSize: JOB_CANDIDATES_PAGE_SIZE });
  const nextInterviews = useNextInterviews(id);
  const bulk = useBulkHiringStatus();
  const phone = useMediaQuery(PHONE);

  if (list.isPending) return <Skeleton h={500} />;
  if (list.isError && !list.data) {
    return (
      <>
        <PageHeader title="Job candidates" />
        <Card withBorder p="lg">
          <Text>{list.error.message}</Text>
          <Anchor component={Link} to={paths.employer.jobs} mt="sm" display="block">
            Back to your jobs
          </Anchor>
        </Card>
      </>
    );
  }
  const data = list.data;
  const items = data.items;
  const pages = Math.max(1, Math.ceil(data.totalRecords / JOB_CANDIDATES_PAGE_SIZE));
  const allOnPage = items.length > 0 && items.every((c) => selected.has(c.applicationId));
  const someOnPage = items.some((c) => selected.has(c.applicationId));
  // only rows in view count: a selection made on another tab or page does not travel with it
  const selectedIds = items.filter((c) => selected.has(c.applicationId)).map((c) => c.applicationId);

  const selectTab = (value: string | null) => {
    const next = parseStatusFilter(value ?? undefined);
    setSelected(new Set());
    void navigate(paths.employer.jobCandidates(id, next === 'all' ? undefined : next));
  };
  const changePage = (next: number) => {
    setPaging({ status, page: next });
    setSelected(new Set());
  };
  const toggle = (applicationId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(applicationId);
    else next.delete(applicationId);
    setSelected(next);
  };
  const runBulk = async (to: BulkStatus) => {
    const names = new Map(items.map((c) => [c.applicationId, fullName(c.candidate)]));
    const result = await runAction(() => bulk.mutateAsync({ jobId: id, body: { applicationIds: selectedIds, status: to } }), {
      messageFor: (error) => hiringErrorText(error, BULK_STATUS_ERROR),
    });
    setConfirmReject(false);
    if (result.ok) {
      // the summary lists refusals; the banner only when something did change
      if (result.value.updated.length > 0) appState.setInfo(HIRING_MESSAGES.statusChanged);
      setBulkResult({ result: result.value, names });
      setSelected(new Set());
    }
  };

  const row = (c: JobCandidate) => {
    const name = fullName(c.candidate);
    return (
      <Table.Tr key={c.applicationId} bg={selected.has(c.applicationId) ? 'var(--mantine-color-brand-light)' : undefined}>
        <Table.Td>
          <Checkbox
            aria-label={`Select ${name}`}
            checked={selected.has(c.applicationId)}
            onChange={(e) => toggle(c.applicationId, e.currentTarget.checked)}
          />
        </Table.Td>
        <Table.Td>
          <Anchor component={Link} to={paths.employer.candidate(c.candidate.id, data.job.id)} fw={500} size="sm">
            {name}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1} maw={280}>
            {details(c.candidate)}
          </Text>
        </Table.Td>
        <Table.Td>
          <MatchBadge match={c.match} />
        </Table.Td>
        <Table.Td>
          <Text size="sm">{c.candidate.score}</Text>
        </Table.Td>
        <Table.Td>
          <Stack gap={2} align="flex-start">
            <HiringStatusBadge status={c.status} />
            <Text size="xs" c="dimmed">
              {ORIGIN_LABELS[c.origin]}
            </Text>
            <NextInterviewLine interview={nextInterviews.get(c.applicationId)} />
          </Stack>
        </Table.Td>
        <Table.Td>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(c.updatedAt)}
          </Text>
        </Table.Td>
        <Table.Td miw={170}>
          <RowActions row={c} job={data.job} counts={data.counts} />
        </Table.Td>
      </Table.Tr>
    );
  };

  const card = (c: JobCandidate) => {
    const name = fullName(c.candidate);
    return (
      <Card
        key={c.applicationId}
        withBorder
        radius="md"
        p="sm"
        bg={selected.has(c.applicationId) ? 'var(--mantine-color-brand-light)' : undefined}
        data-testid="candidate-row-card"
      >
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Checkbox
            mt={2}
            aria-label={`Select ${name}`}
            checked={selected.has(c.applicationId)}
            onChange={(e) => toggle(c.applicationId, e.currentTarget.checked)}
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={paths.employer.candidate(c.candidate.id, data.job.id)} fw={600} size="sm">
                  {name}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {details(c.candidate)}
                </Text>
              </div>
              <HiringStatusBadge status={c.status} />
            </Group>
            <Group gap="xs">
              <MatchBadge match={c.match} />
              <Text size="xs" c="dimmed">
                score {c.candidate.score} · {ORIGIN_LABELS[c.origin]} · {formatDate(c.updatedAt)}
              </Text>
            </Group>
            <NextInterviewLine interview={nextInterviews.get(c.applicationId)} />
            <RowActions row={c} job={data.job} counts={data.counts} />
          </Stack>
        </Group>
      </Card>
    );
  };

  const statusOptions = statusFilterOptions(data.counts);
  const selectAll = (
    <Checkbox
      aria-label="Select every candidate on this page"
      label={phone ? 'Select all on this page' : undefined}
      checked={allOnPage}
      indeterminate={someOnPage && !allOnPage}
      disabled={items.length === 0}
      onChange={(e) => setSelected(e.currentTarget.checked ? new Set(items.map((c) => c.applicationId)) : new Set())}
    />
  );
  const columns = [<span key="all">{selectAll}</span>, 'Candidate', 'Match', 'Score', 'Status', 'Updated', 'Actions'];
  const countText = (n: number) => countOf(n, 'candidate');
  const cards = (
    <Stack gap="sm">
      {items.length > 0 ? selectAll : null}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No candidates with this status.
        </Text>
      ) : null}
      {items.map(card)}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {countText(data.totalRecords)}
        </Text>
        {pages > 1 ? <Pagination total={pages} value={page} onChange={changePage} aria-label="Pages" size="sm" /> : null}
      </Group>
    </Stack>
  );
  const content = (
    <Stack gap="md">
      {bulkResult ? <BulkResultAlert result={bulkResult.result} names={bulkResult.names} onClose={() => setBulkResult(null)} /> : null}
      {list.isError ? (
        <Alert color="red" variant="light">
          {list.error.message}
        </Alert>
      ) : null}
      {selectedIds.length > 0 ? (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-brand-light)" aria-label="Selected candidates" component="section">
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={600}>
              {selectedIds.length} selected
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                color="green"
                leftSection={<IconCheck size={14} />}
                onClick={() => void runBulk('ApplicationAccepted')}
                loading={bulk.isPending && bulk.variables?.body.status === 'ApplicationAccepted'}
                disabled={bulk.isPending}
              >
                Accept selected
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} />}
                onClick={() => setConfirmReject(true)}
                disabled={bulk.isPending}
              >
                Reject selected
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())} disabled={bulk.isPending}>
                Clear selection
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
        {phone ? (
          cards
        ) : (
          <PagedTable
            query={list}
            label={`Candidates for ${data.job.title}`}
            minWidth={860}
            columns={columns}
            count={countText}
            countPosition="below"
            empty="No candidates with this status."
            page={page}
            pages={pages}
            onPageChange={changePage}
            row={row}
          />
        )}
      </div>
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={`Candidates: ${data.job.title}`}
        description="Everyone who applied to this job or whom you invited, by hiring status."
        actions={
          <Group gap="xs">
            <Button component={Link} to={searchForJob(data.job.id)} leftSection={<IconUserPlus size={16} />}>
              Invite candidates
            </Button>
            <Button component={Link} to={paths.employer.job(data.job.id)} variant="default">
              Job posting
            </Button>
          </Group>
        }
      />
      {data.counts.all === 0 ? (
        <Card withBorder radius="md" p="xl" data-testid="no-candidates">
          <Text>
            No candidates yet. Invite candidates from{' '}
            <Anchor component={Link} to={searchForJob(data.job.id)}>
              Candidates search
            </Anchor>
            .
          </Text>
        </Card>
      ) : (
        <Stack gap="lg">
          <Card withBorder radius="md" p="lg" component="section" aria-labelledby="pipeline-title">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="md" id="pipeline-title">
                Pipeline
              </Title>
              <Text size="sm" c="dimmed">
                {countOf(data.counts.all, 'candidate')}
              </Text>
            </Group>
            <PipelineChart counts={data.counts} />
          </Card>
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            {phone ? (
              <Stack gap="md">
                <Select label="Hiring status" data={statusOptions} value={status} onChange={selectTab} allowDeselect={false} />
                {content}
              </Stack>
            ) : (
              <Tabs value={status} onChange={selectTab} keepMounted={false}>
                <Tabs.List mb="md" aria-label="Hiring status">
                  {statusOptions.map((o) => (
                    <Tabs.Tab key={o.value} value={o.value}>
                      {o.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value={status}>{content}</Tabs.Panel>
              </Tabs>
            )}
          </Card>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirmReject}
        title={selectedIds.length === 1 ? 'Reject the selected candidate?' : `Reject ${selectedIds.length} candidates?`}
        confirmLabel="Reject selected"
        loading={bulk.isPending}
        onConfirm={() => void runBulk('ApplicationRejected')}
        onClose={() => setConfirmReject(false)}
      >
        Each receives the rejection message for “{data.job.title}”. Candidates whose status does not allow a rejection are left as they are
        and listed afterwards. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
