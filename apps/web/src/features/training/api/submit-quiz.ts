import type { QuizResult } from '@talentmatch/shared/training';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while checking your answers.';

/** POST api/training/items/{id}/quiz: graded; every answer must be right to pass. */
function submitQuiz({ id, answers }: { id: string; answers: number[] }): Promise<QuizResult> {
  return apiRequest<QuizResult>(`/api/training/items/${encodeURIComponent(id)}/quiz`, {
    method: 'POST',
    body: { answers },
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: (_r, { id }) => queryClient.invalidateQueries({ queryKey: queryKeys.training.item(id) }),
  });
}
