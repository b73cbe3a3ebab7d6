import type { ScoreMessage, ScoreMessagesBody } from '@talentmatch/shared/score';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SAVE = 'An error occurred while saving the score messages.';

function getScoreMessages(): Promise<ScoreMessage[]> {
  return apiRequest<ScoreMessage[]>('/api/score-messages', { defaultMessage: 'An error occurred while fetching the score messages.' });
}

export function useScoreMessages() {
  return useQuery({ queryKey: queryKeys.catalogues.scoreMessages(), queryFn: getScoreMessages });
}

/** PUT api/score-messages: the whole set at once. */
function saveScoreMessages(body: ScoreMessagesBody): Promise<ScoreMessage[]> {
  return apiRequest<ScoreMessage[]>('/api/score-messages', { method: 'PUT', body, errorPrefix: SAVE, defaultMessage: SAVE });
}

export function useSaveScoreMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScoreMessages,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.catalogues.scoreMessages(), data),
  });
}
