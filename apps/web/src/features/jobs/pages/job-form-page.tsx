import { Skeleton, Text } from '@mantine/core';
import { JOB_STATUS_LABELS, jobToBody } from '@talentmatch/shared/jobs';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useJob, useJobCopy } from '../api/get-job.ts';
import { JobForm } from '../components/job-form.tsx';

/** employer/jobs/create/{id?}: a new job, from scratch or from a copy of one of the company's jobs. */
export function JobCreatePage() {
  const { id } = useParams();
  const copy = useJobCopy(id);
  if (id && copy.isPending) return <Skeleton h={500} />;
  if (id && copy.isError) return <Text c="red">{copy.error.message}</Text>;
  return (
    <>
      <PageHeader
        title={id ? 'Copy a job posting' : 'Create a job posting'}
        description={
          id ? 'A new job starts from a copy; nothing changes on the original.' : 'Save a draft to finish later, or publish it now.'
        }
      />
      <JobForm key={id ?? 'new'} source={id ? (copy.data ?? null) : null} />
    </>
  );
}

/** employer/jobs/update/{id}. */
export function JobUpdatePage() {
  const { id } = useParams();
  const job = useJob(id);
  if (job.isPending) return <Skeleton h={500} />;
  if (job.isError) return <Text c="red">{job.error.message}</Text>;
  const editable = job.data.status !== 'closed' && job.data.status !== 'filled';
  return (
    <>
      <PageHeader
        title={`Update “${job.data.title}”`}
        description={`Status: ${JOB_STATUS_LABELS[job.data.status]}. Changes show at once.`}
      />
      {editable ? (
        <JobForm key={job.data.id} source={jobToBody(job.data)} job={job.data} />
      ) : (
        <Text>This job is {JOB_STATUS_LABELS[job.data.status].toLowerCase()} and can no longer be edited. Copy it to post it again.</Text>
      )}
    </>
  );
}
