import { Anchor, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { FEEDBACK_STATUS_LABELS, FEEDBACK_STATUSES, type Feedback, type FeedbackStatus } from '@talentmatch/shared/feedback';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchBox } from '../../../components/list-toolbar.tsx';
import { paths } from '../../../config/paths.ts';
import { useAdminCompanies } from '../../companies/index.ts';
import { useAllFeedback } from '../api/list-all-feedback.ts';
import { FeedbackStatusBadge } from '../components/feedback-status-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';

const PAGE_SIZE = 25;

/** admin/feedback: every feedback, filtered by status, company, candidate (name search), rating and date. */
export function AdminFeedbackPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const [companyId, setCompanyId] = useState('');
  const [rating, setRating] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const companies = useAdminCompanies({ search: '', page: 1, pageSize: 100 });
  const query = useAllFeedback({ status, companyId, rating, from, to, search, page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((query.data?.totalRecords ?? 0) / PAGE_SIZE));
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <>
      <PageHeader
        title="Feedback"
        actions={
          <Button component={Link} to={paths.admin.feedbackReview}>
            Review queue
          </Button>
        }
      />
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <SearchBox label="Search" placeholder="Candidate, company or job" value={search} onChange={reset(setSearch)} />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          w={180}
          data={FEEDBACK_STATUSES.map((s) => ({ value: s, label: FEEDBACK_STATUS_LABELS[s] }))}
          value={status || null}
          onChange={(v) => reset(setStatus)((v as FeedbackStatus | null) ?? '')}
        />
        <Select
          label="Company"
          placeholder="Any"
          clearable
          searchable
          w={200}
          data={(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={companyId || null}
          onChange={(v) => reset(setCompanyId)(v ?? '')}
        />
        <Select
          label="Overall rating"
          placeholder="Any"
          clearable
          w={130}
          data={['1', '2', '3', '4', '5']}
          value={rating || null}
          onChange={(v) => reset(setRating)(v ?? '')}
        />
        <TextInput label="From" type="date" w={160} value={from} onChange={(e) => reset(setFrom)(e.currentTarget.value)} />
        <TextInput label="To" type="date" w={160} value={to} onChange={(e) => reset(setTo)(e.currentTarget.value)} />
      </Group>
      <PagedTable<Feedback>
        query={query}
        label="Feedback"
        minWidth={860}
        columns={['Candidate', 'Company', 'Job', 'Overall', 'Status', 'Date']}
        count={(n) => `${n} feedback`}
        empty="No feedback matches these filters."
        page={page}
        pages={pages}
        onPageChange={setPage}
        row={(f) => (
          <Table.Tr key={f.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.admin.candidateFeedback(f.candidate.id)}>
                {f.candidate.firstName} {f.candidate.lastName}
              </Anchor>
            </Table.Td>
            <Table.Td>{f.company.name}</Table.Td>
            <Table.Td>{f.job.title}</Table.Td>
            <Table.Td>{f.ratings ? `${f.ratings.overall} / 5` : '—'}</Table.Td>
            <Table.Td>
              <FeedbackStatusBadge status={f.status} />
              {f.rejectionReason ? (
                <Text size="xs" c="dimmed">
                  {f.rejectionReason}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{formatDate(f.submittedAt ?? f.createdAt)}</Table.Td>
          </Table.Tr>
        )}
      />
    </>
  );
}
