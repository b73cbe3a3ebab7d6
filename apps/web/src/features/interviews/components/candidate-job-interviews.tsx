import { Card, Group, Stack, Title } from '@mantine/core';
import { useCompanyInterviews } from '../api/get-interviews.ts';
import { useViewerTimeZone } from '../api/time-zone.ts';
import { ProposeInterviewButton } from './application-interviews.tsx';
import { InterviewCard } from './interview-card.tsx';

/** On the employer's page of a candidate for one job: that application's interviews, and another proposal. */
export function CandidateJobInterviews({
  candidateId,
  jobId,
  candidateName,
}: {
  candidateId: string;
  jobId: string;
  candidateName: string;
}) {
  const interviews = useCompanyInterviews({ jobId, from: new Date(0).toISOString() });
  const timeZone = useViewerTimeZone();
  const list = (interviews.data ?? []).filter((i) => i.candidateId === candidateId);
  if (list.length === 0) return null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Interviews">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Interviews
          </Title>
          <ProposeInterviewButton applicationId={list[0].applicationId} candidateName={candidateName} size="sm" />
        </Group>
        {list.map((interview) => (
          <InterviewCard key={interview.id} interview={interview} side="employer" timeZone={timeZone} />
        ))}
      </Stack>
    </Card>
  );
}
