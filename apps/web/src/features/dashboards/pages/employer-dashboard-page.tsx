import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMessages, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useMe } from '../../account/index.ts';
import { usePipelineActivity } from '../../applications/index.ts';
import { useJobs } from '../../jobs/index.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useUnreadCount } from '../../messaging/index.ts';
import { PendingFeedbackCard } from '../../feedback/index.ts';
import { SubscriptionSummaryCard } from '../../subscriptions/index.ts';
import { activityText } from '../components/activity-text.ts';
import { CompanyCard } from '../components/company-card.tsx';

/** the open jobs the dashboard lists (most recently changed first) */
const OPEN_JOBS = { status: 'open' as const, page: 1, pageSize: 5 };

function Figure({ icon, label, value, to, testId }: { icon: ReactNode; label: string; value: ReactNode; to: string; testId: string }) {
  return (
    <Card withBorder radius="md" p="lg" component={Link} to={to} data-testid={testId} style={{ textDecoration: 'none' }}>
      <Group gap="sm" wrap="nowrap">
        {icon}
        <Stack gap={0}>
          <Text fz={28} fw={800} lh={1.1}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** employer/dashboard: the work waiting for the employer, each item linking to its page. */
export function EmployerDashboardPage() {
  const me = useMe();
  const hasCompany = Boolean(me.data?.companyId);
  const jobs = useJobs(OPEN_JOBS);
  const unread = useUnreadCount();
  const activity = usePipelineActivity({ enabled: hasCompany });
  const openJobs = jobs.data?.items ?? [];
  const newApplicants = openJobs.reduce((sum, job) => sum + job.candidateCounts.Applied, 0);

  return (
    <>
      <PageHeader title={me.data ? `Hello, ${me.data.firstName}` : 'Dashboard'} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Figure
            testId="figure-open-jobs"
            icon={<IconBriefcase size={28} />}
            label="open jobs"
            value={jobs.data ? jobs.data.counts.open : '…'}
            to={paths.employer.jobs}
          />
          <Figure
            testId="figure-new-applicants"
            icon={<IconUserPlus size={28} />}
            label={`${newApplicants === 1 ? 'new applicant' : 'new applicants'} ${openJobs.length < (jobs.data?.counts.open ?? 0) ? 'on your latest open jobs' : 'to review'}`}
            value={jobs.data ? newApplicants : '…'}
            to={paths.employer.jobs}
          />
          <Figure
            testId="figure-unread"
            icon={<IconMessages size={28} />}
            label="unread messages"
            value={unread.data ?? '…'}
            to={paths.employer.messages}
          />
        </SimpleGrid>

        {hasCompany ? <SubscriptionSummaryCard /> : null}
        {hasCompany ? <PendingFeedbackCard /> : null}

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="md" mb="sm">
              Open jobs
            </Title>
            {jobs.isPending ? (
              <Skeleton h={120} />
            ) : jobs.isError ? (
              <Text c="red">{jobs.error.message}</Text>
            ) : openJobs.length === 0 ? (
              <Text size="sm" c="dimmed">
                No open jobs.{' '}
                <Anchor component={Link} to={paths.employer.jobCreate()}>
                  Post a job
                </Anchor>{' '}
                to start receiving applications.
              </Text>
            ) : (
              <Stack gap="xs" data-testid="dashboard-open-jobs">
                {openJobs.map((job) => (
                  <Group key={job.id} justify="space-between" wrap="nowrap" gap="sm">
                    <Anchor component={Link} to={paths.employer.jobCandidates(job.id)} size="sm" truncate style={{ minWidth: 0 }}>
                      {job.title}
                    </Anchor>
                    {job.candidateCounts.Applied > 0 ? (
                      <Badge
                        component={Link}
                        to={paths.employer.jobCandidates(job.id, 'Applied')}
                        color="orange"
                        variant="light"
                        style={{ flexShrink: 0, cursor: 'pointer' }}
                      >
                        {job.candidateCounts.Applied} new
                      </Badge>
                    ) : (
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {job.candidateCounts.all} in pipeline
                      </Text>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
          </Card>

          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="md" mb="sm">
              Recent activity
            </Title>
            {!hasCompany || activity.isPending ? (
              <Skeleton h={120} />
            ) : activity.isError ? (
              <Text c="red">{activity.error.message}</Text>
            ) : activity.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                Applications, invitations and hiring steps will show here.
              </Text>
            ) : (
              <Stack gap="xs" data-testid="dashboard-activity">
                {activity.data.map((row) => (
                  <Group key={`${row.applicationId}-${row.at}-${row.to}`} justify="space-between" wrap="nowrap" gap="sm">
                    <Anchor component={Link} to={paths.employer.jobCandidates(row.jobId)} size="sm" style={{ minWidth: 0 }}>
                      {activityText(row)}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatDate(row.at)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </SimpleGrid>

        {me.data ? <CompanyCard companyId={me.data.companyId} companyName={me.data.companyName} /> : null}
      </Stack>
    </>
  );
}
