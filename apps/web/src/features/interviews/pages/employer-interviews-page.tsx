import { Alert, Button, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Interview } from '@talentmatch/shared/interviews';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDayIn } from '../../../lib/format-date.ts';
import { errorMessage } from '../../../lib/http-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useTeam } from '../../hiring-team/index.ts';
import { useCompanyInterviews } from '../api/get-interviews.ts';
import { useViewerTimeZone } from '../api/time-zone.ts';
import { InterviewCard } from '../components/interview-card.tsx';
import { WeekView, weekStart } from '../components/week-view.tsx';

function InterviewGroup({ title, interviews, timeZone }: { title: string; interviews: Interview[]; timeZone: string }) {
  if (interviews.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="md">
        {title}
      </Title>
      {interviews.map((i) => (
        <InterviewCard key={i.id} interview={i} side="employer" timeZone={timeZone} />
      ))}
    </Stack>
  );
}

/** employer/interviews: the company's interviews this week and after, and open proposals; a list or a week. */
export function EmployerInterviewsPage() {
  const timeZone = useViewerTimeZone();
  const session = useSession();
  const team = useTeam(session.claims?.companyId ?? null);
  const [view, setView] = useState<'list' | 'week'>('list');
  const [interviewerId, setInterviewerId] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [week, setWeek] = useState(0);
  const thisWeek = weekStart(timeZone);
  const shownWeek = weekStart(timeZone, week);
  const range = view === 'week' ? { from: shownWeek, to: weekStart(timeZone, week + 1) } : { from: thisWeek };
  const filters = { interviewerId: interviewerId ?? undefined, jobId: jobId ?? undefined, ...range };
  const interviews = useCompanyInterviews(filters);
  const everyJob = useCompanyInterviews({ from: thisWeek });
  const jobs = new Map((everyJob.data ?? []).map((i) => [i.jobId, i.jobTitle]));
  const nextWeek = weekStart(timeZone, 1);
  const list = interviews.data ?? [];
  const confirmed = list.filter((i) => i.status === 'confirmed');

  return (
    <>
      <PageHeader title="Interviews" />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as 'list' | 'week')}
            data={[
              { value: 'list', label: 'List' },
              { value: 'week', label: 'Week' },
            ]}
            aria-label="View"
          />
          <Select
            label="Interviewer"
            placeholder="Everyone"
            clearable
            data={(team.data?.members ?? []).map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}`.trim() }))}
            value={interviewerId}
            onChange={setInterviewerId}
            w={220}
          />
          <Select
            label="Job"
            placeholder="Every job"
            clearable
            data={[...jobs].map(([value, label]) => ({ value, label }))}
            value={jobId}
            onChange={setJobId}
            w={220}
          />
        </Group>
        <Text size="xs" c="dimmed">
          Times in {timeZone}.
        </Text>
        {interviews.isPending ? (
          <Skeleton h={200} />
        ) : interviews.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(interviews.error, 'Could not load the interviews.')}
          </Alert>
        ) : view === 'week' ? (
          <Stack gap="sm">
            <Group justify="space-between">
              <Button variant="default" size="xs" leftSection={<IconChevronLeft size={14} />} onClick={() => setWeek((w) => w - 1)}>
                Previous week
              </Button>
              <Text fw={600}>Week of {formatDayIn(shownWeek, timeZone)}</Text>
              <Button variant="default" size="xs" rightSection={<IconChevronRight size={14} />} onClick={() => setWeek((w) => w + 1)}>
                Next week
              </Button>
            </Group>
            <WeekView interviews={list} start={shownWeek} timeZone={timeZone} />
          </Stack>
        ) : list.length === 0 ? (
          <Text c="dimmed">No interviews this week or later. Propose one from a candidate in a job’s pipeline.</Text>
        ) : (
          <Stack gap="lg">
            <InterviewGroup title="This week" interviews={confirmed.filter((i) => (i.startsAt ?? '') < nextWeek)} timeZone={timeZone} />
            <InterviewGroup title="Upcoming" interviews={confirmed.filter((i) => (i.startsAt ?? '') >= nextWeek)} timeZone={timeZone} />
            <InterviewGroup
              title="Waiting for the candidate"
              interviews={list.filter((i) => i.status === 'proposed' || i.status === 'other-times')}
              timeZone={timeZone}
            />
          </Stack>
        )}
      </Stack>
    </>
  );
}
