import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useCompanyInterviews } from '../api/get-interviews.ts';
import { useViewerTimeZone } from '../api/time-zone.ts';
import { ProposeInterviewButton } from './application-interviews.tsx';
import { InterviewCard } from './interview-card.tsx';

/**
 * On the employer's page of a candidate for one job: that application's interviews, and a proposal while the
 * application is open (`application` null: the candidate is not in the job's pipeline).
 */
export function CandidateJobInterviews({
  candidateId,
  jobId,
  candidateName,
  application,
}: {
  candidateId: string;
  jobId: string;
  candidateName: string;
  application: { id: string; open: boolean } | null;
}) {
  const interviews = useCompanyInterviews({ jobId, from: new Date(0).toISOString() });
  const timeZone = useViewerTimeZone();
  const list = (interviews.data ?? []).filter((i) => i.candidateId === candidateId);
  if (!application && list.length === 0) return null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Interviews">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Interviews
          </Title>
          {application?.open && <ProposeInterviewButton applicationId={application.id} candidateName={candidateName} size="sm" />}
        </Group>
        {list.length === 0 && (
          <Text c="dimmed" size="sm">
            No interview yet. Propose one with up to five times; {candidateName} picks the one that suits.
          </Text>
        )}
        {list.map((interview) => (
          <InterviewCard key={interview.id} interview={interview} side="employer" timeZone={timeZone} />
        ))}
      </Stack>
    </Card>
  );
}
