import { Anchor, Button, Card, Group, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { EMPLOYMENT_TYPE_LABELS, JOB_STATUS_LABELS, JOB_STATUSES, jobLocation, type JobStatus } from '@talentmatch/shared/jobs';
import { Link } from 'react-router';
import { useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useJobs } from '../api/list-jobs.ts';
import { JobStatusBadge } from '../components/job-status-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { PagedTable } from '../../../components/paged-table.tsx';
import { CandidateCountsLink } from '../../applications/index.ts';

const PAGE_SIZE = 20;

/** employer/jobs: the company's jobs with status filter, counts and paging. */
export function EmployerJobsPage() {
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const list = useJobs({ status, search: debounced, page, pageSize: PAGE_SIZE });
  const pages = pageCount(list.data?.totalRecords);
  const counts = list.data?.counts;

  return (
    <>
      <PageHeader
        title="Job Postings"
        actions={
          <Button component={Link} to={paths.employer.jobCreate()}>
            Post a job
          </Button>
        }
      />
      <Card withBorder radius="md" p="lg">
        <Group justify="space-between" mb="md" gap="sm">
          <SegmentedControl
            aria-label="Filter by status"
            value={status}
            onChange={(v) => {
              setStatus(v as JobStatus | 'all');
              setPage(1);
            }}
            data={(['all', ...JOB_STATUSES] as const).map((value) => ({
              value,
              label: `${value === 'all' ? 'All' : JOB_STATUS_LABELS[value]}${counts ? ` (${counts[value]})` : ''}`,
            }))}
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
          <TextInput
            aria-label="Search by title"
            placeholder="Search by title"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
            }}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        <PagedTable
          query={list}
          label="Jobs"
          minWidth={760}
          columns={['Title', 'Status', 'Location', 'Type', 'Positions', 'Candidates', 'Closes', 'Updated']}
          count={(n) => (
            <>
              {n} job{n === 1 ? '' : 's'}
            </>
          )}
          countPosition="below"
          empty={status === 'all' && !debounced ? 'No jobs yet. Post your first job to start finding candidates.' : 'No job matches.'}
          page={page}
          pages={pages}
          onPageChange={setPage}
          row={(job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.employer.job(job.id)} fw={500} size="sm">
                  {job.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <JobStatusBadge status={job.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{jobLocation(job)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</Text>
              </Table.Td>
              <Table.Td>{job.positions}</Table.Td>
              <Table.Td>
                <CandidateCountsLink jobId={job.id} counts={job.candidateCounts} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{job.closingDate ? formatDate(job.closingDate) : '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(job.updatedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
    </>
  );
}
