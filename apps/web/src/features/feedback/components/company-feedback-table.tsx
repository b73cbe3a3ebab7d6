import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import type { Feedback } from '@talentmatch/shared/feedback';
import { useState } from 'react';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table.tsx';
import { paths } from '../../../config/paths.ts';
import { useCompanyFeedback } from '../api/list-company-feedback.ts';
import { FeedbackStatusBadge } from './feedback-status-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';

const PAGE_SIZE = 25;

/** The company's feedback: pending tasks (with Give feedback) or the feedback given (with its review). */
export function CompanyFeedbackTable({ view }: { view: 'pending' | 'given' }) {
  const [page, setPage] = useState(1);
  const query = useCompanyFeedback({ view, page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((query.data?.totalRecords ?? 0) / PAGE_SIZE));
  return (
    <PagedTable<Feedback>
      query={query}
      label={view === 'pending' ? 'Pending feedback' : 'Feedback given'}
      minWidth={720}
      columns={['Candidate', 'Job', view === 'pending' ? 'Since' : 'Given', 'Status', '']}
      count={(n) => (view === 'pending' ? `${n} waiting for feedback` : `${n} given`)}
      empty={view === 'pending' ? 'No feedback is waiting. A hire, or an interview you held, adds a task here.' : 'No feedback given yet.'}
      page={page}
      pages={pages}
      onPageChange={setPage}
      row={(f) => (
        <Table.Tr key={f.id}>
          <Table.Td>
            <Anchor component={Link} to={paths.employer.candidate(f.candidate.id)}>
              {f.candidate.firstName} {f.candidate.lastName}
            </Anchor>
          </Table.Td>
          <Table.Td>
            {f.job.title}
            {f.reason === 'interview' ? (
              <Text size="xs" c="dimmed">
                Interview feedback
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>{formatDate(view === 'pending' ? f.createdAt : f.submittedAt)}</Table.Td>
          <Table.Td>
            <Stack gap={4}>
              <FeedbackStatusBadge status={f.status} />
              {f.rejectionReason ? (
                <Text size="xs" c="red">
                  Reason: {f.rejectionReason}
                </Text>
              ) : null}
            </Stack>
          </Table.Td>
          <Table.Td>
            {f.status === 'pending' || f.status === 'rejected' ? (
              <Button size="xs" component={Link} to={paths.employer.feedbackCreate(f.candidate.id, f.job.id, f.interviewId)}>
                {f.status === 'pending' ? 'Give feedback' : 'Edit and resubmit'}
              </Button>
            ) : null}
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
