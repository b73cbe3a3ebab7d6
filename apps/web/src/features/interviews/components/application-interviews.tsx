import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useTeam } from '../../hiring-team/index.ts';
import { useApplicationInterviews } from '../api/get-interviews.ts';
import { useViewerTimeZone } from '../api/time-zone.ts';
import { InterviewCard, type InterviewSide } from './interview-card.tsx';
import { ProposeInterviewDialog } from './propose-interview-dialog.tsx';

/** The interview-proposal button of an application in the employer's pipeline, with its dialog. */
export function ProposeInterviewButton({
  applicationId,
  candidateName,
  size = 'xs',
}: {
  applicationId: string;
  candidateName: string;
  size?: 'xs' | 'sm';
}) {
  const [opened, setOpened] = useState(false);
  const session = useSession();
  const companyId = session.claims?.companyId ?? null;
  const team = useTeam(opened ? companyId : null);
  const timeZone = useViewerTimeZone();
  const members = (team.data?.members ?? []).map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim() }));
  return (
    <>
      <Button
        size={size}
        variant="default"
        leftSection={<IconCalendarEvent size={14} />}
        onClick={() => setOpened(true)}
        aria-label={`Propose interview to ${candidateName}`}
      >
        Propose interview
      </Button>
      {opened && team.data && (
        <ProposeInterviewDialog
          opened
          onClose={() => setOpened(false)}
          applicationId={applicationId}
          candidateName={candidateName}
          team={members}
          viewerId={team.data.viewerId}
          timeZone={timeZone}
        />
      )}
    </>
  );
}

/** An application's interviews for either party; the employer may propose another. */
export function ApplicationInterviews({
  applicationId,
  side,
  candidateName = '',
}: {
  applicationId: string;
  side: InterviewSide;
  candidateName?: string;
}) {
  const interviews = useApplicationInterviews(applicationId);
  const timeZone = useViewerTimeZone();
  if (interviews.isPending) return <Skeleton h={60} />;
  if (interviews.isError) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(interviews.error, 'Could not load the interviews.')}
      </Alert>
    );
  }
  const list = interviews.data;
  if (list.length === 0 && side === 'candidate') return null;
  return (
    <Stack gap="sm" component="section" aria-label="Interviews">
      <Group justify="space-between">
        <Title order={3} fz="md">
          Interviews
        </Title>
        {side === 'employer' && <ProposeInterviewButton applicationId={applicationId} candidateName={candidateName} size="sm" />}
      </Group>
      {list.map((interview) => (
        <InterviewCard key={interview.id} interview={interview} side={side} timeZone={timeZone} />
      ))}
    </Stack>
  );
}
