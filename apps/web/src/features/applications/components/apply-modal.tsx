import { Alert, Anchor, Button, Checkbox, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { HIRING_MESSAGES } from '@talentmatch/shared/hiring';
import { applyBody } from '@talentmatch/shared/hiring-requests';
import { MESSAGE_LIMITS } from '@talentmatch/shared/messaging';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { appState } from '../../../lib/app-state.ts';
import { useCandidateProfile } from '../../candidate-profiles/index.ts';
import { APPLY_ERROR, useApplyToJob } from '../api/apply-to-job.ts';
import { hiringErrorText } from './hiring-error.ts';

const MESSAGE_MAX = applyBody.shape.message.unwrap().unwrap().maxLength ?? MESSAGE_LIMITS.bodyChars;

interface Props {
  opened: boolean;
  job: { id: string; title: string; companyName: string };
  onClose: () => void;
}

/** Apply to a job: an optional cover message and, when the profile has one, a copy of the resume (ticked by default). */
export function ApplyModal({ opened, job, onClose }: Props) {
  const profile = useCandidateProfile();
  const apply = useApplyToJob();
  const [message, setMessage] = useState('');
  // the resume goes along unless the candidate unticks it
  const [attachResume, setAttachResume] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // a failed profile fetch does not block: the server decides
  const noProfile = profile.data === null;
  const hasResume = Boolean(profile.data?.resume);

  const close = () => {
    setError(null);
    onClose();
  };
  const send = async () => {
    setError(null);
    try {
      await apply.mutateAsync({ jobId: job.id, body: { message: message.trim(), attachResume: hasResume && attachResume } });
      setMessage('');
      setAttachResume(true);
      onClose();
      appState.clearMessages();
      appState.setInfo(HIRING_MESSAGES.applied);
    } catch (failure) {
      setError(hiringErrorText(failure, APPLY_ERROR));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={`Apply: ${job.title}`} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Your application goes to the hiring team of {job.companyName}, who can answer you in Messages.
        </Text>
        {profile.isPending ? (
          <Skeleton h={160} />
        ) : (
          <>
            {noProfile ? (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle />}>
                {HIRING_MESSAGES.noProfile}{' '}
                <Anchor component={Link} to={paths.candidate.profileCreate}>
                  Create your profile
                </Anchor>
              </Alert>
            ) : null}
            <Textarea
              label="Cover message (optional)"
              description={`${message.length} / ${MESSAGE_MAX} characters`}
              placeholder="A few lines on why this job fits you"
              autosize
              minRows={5}
              maxRows={14}
              maxLength={MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              disabled={noProfile}
              data-autofocus
            />
            <Checkbox
              label="Attach my resume"
              description={
                hasResume ? (
                  `A copy of ${profile.data?.resume?.fileName ?? 'your resume'} goes with the application.`
                ) : (
                  <>
                    Your profile has no resume yet.{' '}
                    <Anchor component={Link} to={paths.candidate.resumeUpload} size="xs">
                      Upload one
                    </Anchor>{' '}
                    to attach it.
                  </>
                )
              }
              checked={hasResume && attachResume}
              onChange={(e) => setAttachResume(e.currentTarget.checked)}
              disabled={!hasResume}
            />
          </>
        )}
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={apply.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void send()} loading={apply.isPending} disabled={noProfile}>
            Send application
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
