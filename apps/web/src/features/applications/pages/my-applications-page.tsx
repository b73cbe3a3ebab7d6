import { Anchor, Button, Card, Group, Pagination, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Application } from '@talentmatch/shared/hiring';
import { IconChevronDown, IconChevronUp, IconMessages } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { messagesPath } from '../../messaging/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useMyApplications } from '../api/get-my-applications.ts';
import { HiringActionButtons } from '../components/hiring-action-buttons.tsx';
import { HiringHistory } from '../components/hiring-history.tsx';
import { HiringStatusBadge } from '../../../components/hiring-status-badge.tsx';
import { statusFilterOptions, type HiringStatusFilter } from '../components/status-filter.ts';

const PAGE_SIZE = 20;
const COLUMNS = ['Job', 'Company', 'Status', 'Origin', 'Updated', 'Actions'];
const ORIGIN_LABELS: Record<Application['origin'], string> = { application: 'Applied by you', invitation: 'Invited by the company' };
/** below this a row becomes a card: six columns do not fit a phone */
const PHONE = '(max-width: 48em)';

function JobTitle({ application: a }: { application: Application }) {
  if (a.job.status === 'open') {
    return (
      <Anchor component={Link} to={paths.candidate.job(a.job.id)} fw={500} size="sm">
        {a.job.title}
      </Anchor>
    );
  }
  return (
    <Text size="sm" fw={500}>
      {a.job.title}{' '}
      <Text span size="xs" c="dimmed">
        (no longer open)
      </Text>
    </Text>
  );
}

function RowActions({
  application: a,
  historyOpen,
  onToggleHistory,
}: {
  application: Application;
  historyOpen: boolean;
  onToggleHistory: () => void;
}) {
  return (
    <Group gap={6} wrap="wrap">
      <HiringActionButtons
        applicationId={a.id}
        jobId={a.job.id}
        jobTitle={a.job.title}
        side="candidate"
        nextStatuses={a.nextStatuses}
        size="xs"
      />
      <Button
        component={Link}
        to={messagesPath('candidate', a.conversationId)}
        size="xs"
        variant="default"
        leftSection={<IconMessages size={14} />}
      >
        Messages
      </Button>
      <Button
        size="xs"
        variant="subtle"
        onClick={onToggleHistory}
        aria-expanded={historyOpen}
        aria-controls={`history-${a.id}`}
        rightSection={historyOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      >
        History
      </Button>
    </Group>
  );
}

const countText = (n: number) => (n === 1 ? '1 application or invitation' : `${n} applications and invitations`);

/** candidate/jobs/applications: the candidate's applications and invitations, their moves and history. */
export function MyApplicationsPage() {
  const [status, setStatus] = useState<HiringStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE);
  const list = useMyApplications({ status, page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((list.data?.totalRecords ?? 0) / PAGE_SIZE));
  const toggle = (id: string) => setExpanded(expanded === id ? null : id);

  const empty: ReactNode =
    status === 'all' ? (
      <>
        Nothing yet.{' '}
        <Anchor component={Link} to={paths.candidate.jobs} size="sm">
          Find a job to apply to
        </Anchor>
        .
      </>
    ) : (
      'Nothing with this status.'
    );

  const row = (a: Application) => (
    <Fragment key={a.id}>
      <Table.Tr>
        <Table.Td>
          <JobTitle application={a} />
        </Table.Td>
        <Table.Td>
          <Text size="sm">{a.job.companyName}</Text>
        </Table.Td>
        <Table.Td>
          <HiringStatusBadge status={a.status} />
        </Table.Td>
        <Table.Td>
          <Text size="sm">{ORIGIN_LABELS[a.origin]}</Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(a.updatedAt)}
          </Text>
        </Table.Td>
        <Table.Td>
          <RowActions application={a} historyOpen={expanded === a.id} onToggleHistory={() => toggle(a.id)} />
        </Table.Td>
      </Table.Tr>
      {expanded === a.id ? (
        <Table.Tr id={`history-${a.id}`}>
          <Table.Td colSpan={COLUMNS.length} py="md" px="lg">
            <HiringHistory history={a.history} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );

  const cards = () => {
    if (list.isPending) return <Skeleton h={300} />;
    if (list.isError) return <Text c="red">{list.error.message}</Text>;
    const { items, totalRecords } = list.data;
    return (
      <Stack gap="sm" aria-label="Applications and invitations" component="section">
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {empty}
          </Text>
        ) : null}
        {items.map((a) => (
          <Card key={a.id} withBorder radius="md" p="md" data-testid="application-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <JobTitle application={a} />
                <Text size="sm" c="dimmed">
                  {a.job.companyName}
                </Text>
              </div>
              <HiringStatusBadge status={a.status} />
            </Group>
            <Text size="xs" c="dimmed" mt={4} mb="sm">
              {ORIGIN_LABELS[a.origin]} · updated {formatDate(a.updatedAt)}
            </Text>
            <RowActions application={a} historyOpen={expanded === a.id} onToggleHistory={() => toggle(a.id)} />
            {expanded === a.id ? (
              <div id={`history-${a.id}`} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
                <HiringHistory history={a.history} />
              </div>
            ) : null}
          </Card>
        ))}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {countText(totalRecords)}
          </Text>
          {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages" size="sm" /> : null}
        </Group>
      </Stack>
    );
  };

  return (
    <>
      <PageHeader
        title="My Applications"
        actions={
          <Button component={Link} to={paths.candidate.jobs} variant="light">
            Browse jobs
          </Button>
        }
      />
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Select
            label="Status"
            data={statusFilterOptions()}
            value={status}
            onChange={(v) => {
              setStatus((v ?? 'all') as HiringStatusFilter);
              setPage(1);
              setExpanded(null);
            }}
            allowDeselect={false}
            w={{ base: '100%', sm: 260 }}
          />
          {phone ? (
            cards()
          ) : (
            <div>
              <PagedTable
                query={list}
                label="Applications and invitations"
                minWidth={760}
                columns={COLUMNS}
                count={countText}
                countPosition="below"
                empty={empty}
                page={page}
                pages={pages}
                onPageChange={setPage}
                row={row}
              />
            </div>
          )}
        </Stack>
      </Card>
    </>
  );
}
