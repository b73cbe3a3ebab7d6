import type { Interview, ProposeInterviewBody } from '@talentmatch/shared/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const post = (path: string, body: unknown, message: string) =>
  apiRequest<Interview>(path, { method: 'POST', body, errorPrefix: message, defaultMessage: message });
const at = (id: string) => `/api/interviews/${encodeURIComponent(id)}`;

/** Every change refreshes every interview list (the application's, the company's, the candidate's). */
function useInterviewMutation<T>(mutationFn: (input: T) => Promise<Interview>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.interviews.all() }) });
}

/** POST api/applications/{id}/interviews */
export const useProposeInterview = () =>
  useInterviewMutation(({ applicationId, body }: { applicationId: string; body: ProposeInterviewBody }) =>
    post(`/api/applications/${encodeURIComponent(applicationId)}/interviews`, body, 'Could not propose the interview'),
  );

/** POST api/interviews/{id}/pick */
export const usePickSlot = () =>
  useInterviewMutation(({ id, slotId }: { id: string; slotId: string }) =>
    post(`${at(id)}/pick`, { slotId }, 'Could not confirm this time'),
  );

/** POST api/interviews/{id}/other-times */
export const useAskOtherTimes = () =>
  useInterviewMutation(({ id, note }: { id: string; note: string }) =>
    post(`${at(id)}/other-times`, { note }, 'Could not ask for other times'),
  );

/** POST api/interviews/{id}/reschedule */
export const useRescheduleInterview = () =>
  useInterviewMutation(({ id, startsAt, note }: { id: string; startsAt: string; note: string }) =>
    post(`${at(id)}/reschedule`, { startsAt, note }, 'Could not move the interview'),
  );

/** POST api/interviews/{id}/cancel */
export const useCancelInterview = () =>
  useInterviewMutation(({ id, reason }: { id: string; reason: string }) =>
    post(`${at(id)}/cancel`, { reason }, 'Could not cancel the interview'),
  );

/** GET api/interviews/{id}/calendar.ics: "Add to calendar". */
export const downloadInterviewCalendar = (interview: Pick<Interview, 'id' | 'startsAt'>) =>
  downloadFile(`${at(interview.id)}/calendar.ics`, `interview-${(interview.startsAt ?? '').slice(0, 10)}.ics`);
