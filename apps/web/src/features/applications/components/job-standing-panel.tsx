import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { paths } from '../../../config/paths.ts';
import { HIRING_MESSAGES, type MyJobStanding } from '@talentmatch/shared/hiring';
import { IconMessages, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { appState } from '../../../lib/app-state.ts';
import { APPLY_ERROR, useApplyToJob } from '../api/apply-to-job.ts';
import { hiringErrorText } from './hiring-error.ts';
import { Link } from 'react-router';
import { messagesPath } from '../../messaging/index.ts';
import { ApplyModal } from './apply-modal.tsx';
import { HiringActionButtons } from './hiring-action-buttons.tsx';
import { HiringStatusBadge } from '../../../components/hiring-status-badge.tsx';
import { ApplicationInterviews } from '../../interviews/index.ts';

interface Props {
  job: { id: string; title: string; companyName: string };
  standing: MyJobStanding | null;
  /** send the application at once, without a message (Apply on the public job page: docs/public-pages.md) */
  applyNow?: boolean;
}

/** Applies once when asked to and the candidate has not applied yet; the failure's text, if any. */
function useApplyNow(jobId: string, wanted: boolean): { sending: boolean; error: string | null } {
  const apply = useApplyToJob();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, when the page opens with the request
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    apply
      .mutateAsync({ jobId, body: { message: '', attachResume: false } })
      .then(() => appState.setInfo(HIRING_MESSAGES.applied))
      .catch((failure) => setError(hiringErrorText(failure, APPLY_ERROR)));
  }, [wanted, jobId]);
  return { sending: apply.isPending, error };
}

/** On the candidate's job page: Apply, or where the candidate stands with the job and what they can do next. */
export function JobStandingPanel({ job, standing, applyNow = false }: Props) {
  const [applying, setApplying] = useState(false);
  const now = useApplyNow(job.id, applyNow && !standing);
  if (!standing && now.sending) {
    return (
      <Group mt="lg" gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">Sending your application…</Text>
      </Group>
    );
  }
  if (!standing) {
    return (
      <>
        {now.error === HIRING_MESSAGES.noProfile ? (
          <Alert color="orange" mt="lg" role="alert">
            {now.error}{' '}
            <Anchor
              component={Link}
              to={`${paths.candidate.profileCreate}?redirect=${encodeURIComponent(`${paths.candidate.job(job.id)}?apply=1`)}`}
            >
              Create your profile
            </Anchor>{' '}
            and your application goes on its way.
          </Alert>
        ) : now.error ? (
          <Alert color="red" mt="lg" role="alert">
            {now.error}
          </Alert>
        ) : null}
        <Group mt="lg" gap="sm">
          <Button leftSection={<IconSend size={16} />} onClick={() => setApplying(true)}>
            Apply
          </Button>
        </Group>
        <ApplyModal opened={applying} job={job} onClose={() => setApplying(false)} />
      </>
    );
  }
  return (
    <Stack gap="sm" mt="lg" aria-label="Your application" component="section">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Your status:
        </Text>
        <HiringStatusBadge status={standing.status} size="md" />
      </Group>
      <Group gap="sm" wrap="wrap">
        <HiringActionButtons
          applicationId={standing.applicationId}
          jobId={job.id}
          jobTitle={job.title}
          side="candidate"
          nextStatuses={standing.nextStatuses}
        />
        <Button
          component={Link}
          to={messagesPath('candidate', standing.conversationId)}
          variant="default"
          leftSection={<IconMessages size={16} />}
        >
          Open conversation
        </Button>
      </Group>
      <ApplicationInterviews applicationId={standing.applicationId} side="candidate" />
    </Stack>
  );
}
