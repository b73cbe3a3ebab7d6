import { Alert, Anchor, Button, Group, Modal, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { HIRING_MESSAGES } from '@talentmatch/shared/hiring';
import { inviteBody } from '@talentmatch/shared/hiring-requests';
import { MESSAGE_LIMITS } from '@talentmatch/shared/messaging';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { appState } from '../../../lib/app-state.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { useJobs } from '../../jobs/index.ts';
import { hiringErrorText, INVITE_ERROR, useInviteCandidate } from '../../applications/index.ts';

const MESSAGE_MAX = inviteBody.shape.message.unwrap().unwrap().maxLength ?? MESSAGE_LIMITS.bodyChars;
/** GET api/jobs?status=open&pageSize=100: the jobs a candidate can be invited to */
const OPEN_JOBS = { status: 'open', pageSize: 100 } as const;

interface Props {
  opened: boolean;
  candidate: { id: string; name: string };
  /** the job of the page or ranking, chosen when it is open */
  defaultJobId?: string;
  onClose: () => void;
}

/** Invite a candidate to one of the company's open jobs, with an optional message. */
export function InviteModal({ opened, candidate, defaultJobId, onClose }: Props) {
  const jobs = useJobs(OPEN_JOBS);
  const invite = useInviteCandidate();
  const [picked, setPicked] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<{ text: string; jobId: string | null } | null>(null);
  const openJobs = jobs.data?.items ?? [];
  const jobId = picked ?? (openJobs.some((j) => j.id === defaultJobId) ? (defaultJobId ?? null) : null);

  const close = () => {
    setError(null);
    onClose();
  };
  const send = async () => {
    if (!jobId) return;
    setError(null);
    try {
      await invite.mutateAsync({ jobId, candidateId: candidate.id, message: message.trim() });
      setMessage('');
      setPicked(null);
      onClose();
      appState.clearMessages();
      appState.setInfo(HIRING_MESSAGES.invited);
      notifyDone({
        title: `${candidate.name} invited`,
        message: 'They received your invitation in Messages and by email. You will see their answer on the job’s candidates page.',
      });
    } catch (failure) {
      // a 409 means the candidate is in this job's pipeline already: offer the way there
      setError({
        text: hiringErrorText(failure, INVITE_ERROR),
        jobId: failure instanceof ApiError && failure.status === 409 ? jobId : null,
      });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`Invite ${candidate.name}`} centered size="lg">
      <Stack gap="md">
        {jobs.isPending ? (
          <Skeleton h={120} />
        ) : jobs.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            {jobs.error.message}
          </Alert>
        ) : openJobs.length === 0 ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
            You have no open jobs to invite to.{' '}
            <Anchor component={Link} to={paths.employer.jobs}>
              Publish a job
            </Anchor>{' '}
            first.
          </Alert>
        ) : (
          <>
            <Select
              label="Job"
              description="One of your company’s open jobs"
              placeholder="Choose a job"
              required
              searchable
              data={openJobs.map((j) => ({ value: j.id, label: j.title }))}
              value={jobId}
              onChange={(v) => {
                setPicked(v);
                setError(null);
              }}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label="Message (optional)"
              description={`${message.length} / ${MESSAGE_MAX} characters. Sent after the invitation in the job’s conversation.`}
              placeholder="Why you think the job fits"
              autosize
              minRows={4}
              maxRows={12}
              maxLength={MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
          </>
        )}
        {error ? (
          <Alert color={error.jobId ? 'orange' : 'red'} variant="light" icon={<IconAlertTriangle />} role="alert">
            <Text size="sm">{error.text}</Text>
            {error.jobId ? (
              <Anchor component={Link} to={paths.employer.jobCandidates(error.jobId)} size="sm">
                See this job’s candidates
              </Anchor>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={invite.isPending} disabled={!jobId}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
