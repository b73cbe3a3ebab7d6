import { Text } from '@mantine/core';
import type { Interview } from '@talentmatch/shared/interviews';
import { formatMomentIn } from '../../../lib/format-date.ts';
import { useCompanyInterviews } from '../api/get-interviews.ts';
import { useViewerTimeZone } from '../api/time-zone.ts';

/** The next interview of each application of a job (confirmed first, then open proposals), by application id. */
export function useNextInterviews(jobId: string): Map<string, Interview> {
  const interviews = useCompanyInterviews({ jobId }, Boolean(jobId));
  const next = new Map<string, Interview>();
  // the list is ordered by start, open proposals (no start yet) last
  for (const interview of interviews.data ?? []) if (!next.has(interview.applicationId)) next.set(interview.applicationId, interview);
  return next;
}

/** "Interview Mon, Dec 7, 10:00 AM CET" on an application row, or "Interview proposed". */
export function NextInterviewLine({ interview }: { interview: Interview | undefined }) {
  const timeZone = useViewerTimeZone();
  if (!interview) return null;
  return (
    <Text size="xs" c={interview.status === 'confirmed' ? 'green' : 'blue'} data-testid="next-interview">
      {interview.status === 'confirmed' && interview.startsAt
        ? `Interview ${formatMomentIn(interview.startsAt, timeZone)}`
        : interview.status === 'other-times'
          ? 'Interview: other times asked'
          : 'Interview proposed'}
    </Text>
  );
}
