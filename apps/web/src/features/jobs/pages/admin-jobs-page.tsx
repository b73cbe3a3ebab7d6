import { Anchor, Card, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { JOB_STATUS_LABELS, JOB_STATUSES, jobLocation, type JobStatus } from '@talentmatch/shared/jobs';
import { Link, useSearchParams } from 'react-router';
import { useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAdminJobs } from '../api/list-jobs.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { JobStatusBadge } from '../components/job-status-badge.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { PagedTable } from '../../../components/paged-table.tsx';

const PAGE_SIZE = 25;

/** admin/jobs: every job with title search, status and company filters (?companyId= from a company page). */
export function AdminJobsPage() {
  const [params, setParams] = useSearchParams();
  const companyId = params.get('companyId') ?? undefined;
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const { search, setSearch, debounced, page, setPage, pageCount } = usePagedList(PAGE_SIZE);
  const list = useAdminJobs({ search: debounced, status, companyId, page, pageSize: PAGE_SIZE });
  const pages = pageCount(list.data?.totalRecords);
  const counts = list.data?.counts;
  const companyName = companyId ? list.data?.items[0]?.companyName : undefined;

  return (
    <>
      <PageHeader title="Jobs" />
      <Card withBorder radius="md" p="lg">
        <Group mb="md" gap="sm" align="flex-end">
          <TextInput
            label="Search jobs"
            placeholder="Search by title"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
            }}
            style={{ flex: '1 1 240px' }}
          />
          <Select
            label="Status"
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
            value={status}
            onChange={(v) => {
              setStatus((v as JobStatus | 'all') ?? 'all');
              setPage(1);
            }}
            data={(['all', ...JOB_STATUSES] as const).map((value) => ({
              value,
              label: `${value === 'all' ? 'All statuses' : JOB_STATUS_LABELS[value]}${counts ? ` (${counts[value]})` : ''}`,
            }))}
          />
        </Group>
        {companyId ? (
          <Text size="sm" mb="sm">
            Only the jobs of {companyName ?? 'one company'}.{' '}
            <Anchor
              component="button"
              size="sm"
              onClick={() => {
                params.delete('companyId');
                setParams(params);
                setPage(1);
              }}
            >
              Show every company
            </Anchor>
          </Text>
        ) : null}
        <PagedTable
          query={list}
          label="Jobs"
          minWidth={760}
          columns={['Title', 'Company', 'Status', 'Location', 'Published', 'Closes']}
          count={(n) => (
            <>
              {n} job{n === 1 ? '' : 's'}
            </>
          )}
          countPosition="below"
          empty={'No job matches.'}
          page={page}
          pages={pages}
          onPageChange={setPage}
          row={(job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.admin.job(job.id)} fw={500} size="sm">
                  {job.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  size="sm"
                  onClick={() => {
                    setParams({ companyId: job.companyId });
                    setPage(1);
                  }}
                  title="Only this company's jobs"
                  ta="left"
                >
                  {job.companyName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <JobStatusBadge status={job.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{jobLocation(job)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(job.openedAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(job.closingDate)}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        />
      </Card>
    </>
  );
}
