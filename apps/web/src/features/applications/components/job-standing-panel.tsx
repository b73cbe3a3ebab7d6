import { Button, Group, Stack, Text } from '@mantine/core';
import type { MyJobStanding } from '@talentmatch/shared/hiring';
import { IconMessages, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messagesPath } from '../../messaging/index.ts';
import { ApplyModal } from './apply-modal.tsx';
import { HiringActionButtons } from './hiring-action-buttons.tsx';
import { HiringStatusBadge } from '../../../components/hiring-status-badge.tsx';
import { ApplicationInterviews } from '../../interviews/index.ts';

interface Props {
  job: { id: string; title: string; companyName: string };
  standing: MyJobStanding | null;
}

/** On the candidate's job page: Apply, or where the candidate stands with the job and what they can do next. */
export function JobStandingPanel({ job, standing }: Props) {
  const [applying, setApplying] = useState(false);
  if (!standing) {
    return (
      <>
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
