import { Anchor, Button, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { runAction } from '../../../lib/run-action.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAdminCloseJob } from '../api/change-job-status.ts';
import { useJob } from '../api/get-job.ts';
import { JobDetails } from '../components/job-details.tsx';

/** admin/jobs/{id}: any job; administrators may close an open or paused one. */
export function AdminJobPage() {
  const { id } = useParams();
  const job = useJob(id, { admin: true });
  const close = useAdminCloseJob();
  const [confirming, setConfirming] = useState(false);
  if (job.isPending) return <Skeleton h={500} />;
  if (job.isError) return <Text c="red">{job.error.message}</Text>;
  const data = job.data;
  const closable = data.allowedTransitions.includes('closed');
  const confirm = async () => {
    await runAction(() => close.mutateAsync({ id: data.id }), { info: 'The job has been closed.' });
    setConfirming(false);
  };
  return (
    <>
      <PageHeader
        title={data.title}
        description={
          <>
            Posted by{' '}
            <Anchor component={Link} to={`${paths.admin.companies}/${encodeURIComponent(data.companyId)}`}>
              {data.companyName}
            </Anchor>
          </>
        }
        actions={
          closable ? (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              Close job
            </Button>
          ) : null
        }
      />
      <JobDetails job={data} />
      <ConfirmDialog
        opened={confirming}
        title="Close this job?"
        confirmLabel="Close job"
        loading={close.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        Candidates will no longer see it or apply, and the company cannot reopen it.
      </ConfirmDialog>
    </>
  );
}
