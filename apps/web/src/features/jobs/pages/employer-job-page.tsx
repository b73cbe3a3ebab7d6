import { Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import { transitionLabel, type JobStatus } from '@talentmatch/shared/jobs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { IconUsers } from '@tabler/icons-react';
import { paths } from '../../../config/paths.ts';
import { FIRST_JOB_CANDIDATES_PAGE, useJobCandidates } from '../../applications/index.ts';
import { runAction } from '../../../lib/run-action.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useChangeJobStatus } from '../api/change-job-status.ts';
import { useJob } from '../api/get-job.ts';
import { JobDetails } from '../components/job-details.tsx';
import { CreatedNotice } from '../../../components/created-notice.tsx';

const CONFIRM: Partial<Record<JobStatus, { title: string; text: string; color: string }>> = {
  closed: {
    title: 'Close this job?',
    text: 'Candidates will no longer see it or apply. A closed job cannot be reopened; you can copy it later.',
    color: 'red',
  },
  filled: {
    title: 'Mark this job as filled?',
    text: 'The job closes for candidates and is recorded as filled. This cannot be undone.',
    color: 'blue',
  },
  paused: { title: 'Pause this job?', text: 'Candidates will not see it until you resume it.', color: 'yellow' },
};

const INFO: Record<JobStatus, string> = {
  open: 'The job is open.',
  paused: 'The job is paused.',
  closed: 'The job has been closed.',
  filled: 'The job has been marked as filled.',
  draft: '',
};

/** employer/jobs/{id}: the job with its lifecycle buttons. */
export function EmployerJobPage() {
  const { id } = useParams();
  const job = useJob(id);
  // the status page's first view: its count now, and an instant page when the employer goes there
  const candidates = useJobCandidates(id ?? '', FIRST_JOB_CANDIDATES_PAGE);
  const change = useChangeJobStatus();
  const [confirming, setConfirming] = useState<JobStatus | null>(null);

  if (job.isPending) return <Skeleton h={500} />;
  if (job.isError) {
    return (
      <>
        <PageHeader title="Job not found" />
        <Text data-testid="job-not-found">{job.error.message}</Text>
        <Button component={Link} to={paths.employer.jobs} variant="light" mt="md">
          Back to your jobs
        </Button>
      </>
    );
  }
  const data = job.data;
  const move = async (to: JobStatus) => {
    await runAction(() => change.mutateAsync({ id: data.id, status: to }), { info: INFO[to] });
    setConfirming(null);
  };
  const ask = (to: JobStatus) => (CONFIRM[to] ? setConfirming(to) : void move(to));
  const editable = data.status !== 'closed' && data.status !== 'filled';
  const dialog = confirming ? CONFIRM[confirming] : undefined;

  return (
    <>
      <PageHeader
        title={data.title}
        actions={
          <Group gap="xs">
            {data.allowedTransitions.map((to) => (
              <Button
                key={to}
                variant={to === 'open' ? 'filled' : 'light'}
                color={CONFIRM[to]?.color}
                onClick={() => ask(to)}
                loading={change.isPending && change.variables?.status === to}
                disabled={change.isPending}
              >
                {transitionLabel(data.status, to)}
              </Button>
            ))}
            <Button component={Link} to={paths.employer.jobCandidates(data.id)} variant="light" leftSection={<IconUsers size={16} />}>
              {candidates.data ? `Candidates (${candidates.data.counts.all})` : 'Candidates'}
            </Button>
            {editable ? (
              <Button component={Link} to={paths.employer.jobUpdate(data.id)} variant="default">
                Edit
              </Button>
            ) : null}
            <Button component={Link} to={paths.employer.jobCreate(data.id)} variant="default">
              Copy
            </Button>
          </Group>
        }
      />
      <CreatedNotice title="Your job is created">
        {data.status === 'draft' ? 'Publish it when it is ready; candidates see it from then on. ' : ''}
        <Anchor component={Link} to={`${paths.employer.candidates}?jobId=${encodeURIComponent(data.id)}&sort=match`}>
          Find candidates ranked by how well they match it
        </Anchor>
        .
      </CreatedNotice>
      <JobDetails job={data} />
      <ConfirmDialog
        opened={dialog !== undefined}
        title={dialog?.title ?? ''}
        confirmLabel={confirming ? transitionLabel(data.status, confirming) : ''}
        color={dialog?.color}
        loading={change.isPending}
        onConfirm={() => confirming && void move(confirming)}
        onClose={() => setConfirming(null)}
      >
        {dialog?.text}
      </ConfirmDialog>
    </>
  );
}
