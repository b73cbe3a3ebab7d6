import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useMyInterviews } from '../api/get-interviews.ts';
import { useViewerTimeZone } from '../api/time-zone.ts';
import { InterviewCard } from './interview-card.tsx';

/** The candidate's dashboard: interviews waiting for a time and the confirmed ones still ahead. */
export function UpcomingInterviewsCard() {
  const interviews = useMyInterviews();
  const timeZone = useViewerTimeZone();
  const list = (interviews.data ?? []).filter((i) => i.status !== 'cancelled');
  if (list.length === 0) return null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Upcoming interviews">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Upcoming interviews
        </Title>
        {list.map((interview) => (
          <Stack key={interview.id} gap={4}>
            <InterviewCard interview={interview} side="candidate" timeZone={timeZone} />
            <Text size="xs">
              <Anchor component={Link} to={paths.candidate.job(interview.jobId)}>
                Open the application
              </Anchor>
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
