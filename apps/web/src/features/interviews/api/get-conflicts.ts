import type { InterviewConflict } from '@talentmatch/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface ConflictCheck {
  durationMinutes: number;
  interviewerIds: string[];
  slots: { startsAt: string }[];
  exceptId?: string;
}

/** POST api/interviews/conflicts: the slots that overlap another interview of an interviewer (a warning). */
export function useInterviewConflicts(check: ConflictCheck) {
  const ready = check.interviewerIds.length > 0 && check.slots.length > 0 && check.durationMinutes >= 15 && check.durationMinutes <= 480;
  return useQuery({
    queryKey: queryKeys.interviews.conflicts(check),
    queryFn: () =>
      apiRequest<{ conflicts: InterviewConflict[] }>('/api/interviews/conflicts', {
        method: 'POST',
        body: check,
        defaultMessage: 'Could not check the interviewers’ calendars.',
      }),
    enabled: ready,
    select: (data) => data.conflicts,
  });
}
