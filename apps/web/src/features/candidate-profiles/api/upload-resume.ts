import type { ResumeUploadResult } from '@talentmatch/shared/candidate-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while uploading your resume.';

function uploadResume(file: File): Promise<ResumeUploadResult> {
  const form = new FormData();
  form.append('resume', file);
  return apiRequest<ResumeUploadResult>('/api/candidate/profile/resume', {
    method: 'POST',
    body: form,
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
    timeoutMs: 120_000,
  });
}

/** The answer carries the new file's skill suggestions: they are kept as they are, not asked for again. */
export function useUploadResume() {
  const queryClient = useQueryClient();
  const suggestions = queryKeys.candidate.resumeSuggestions();
  return useMutation({
    mutationFn: uploadResume,
    onSuccess: ({ suggestedSkills }) => {
      queryClient.setQueryData(suggestions, { suggestedSkills });
      return queryClient.invalidateQueries({
        queryKey: queryKeys.candidate.all(),
        predicate: (query) => query.queryKey[1] !== suggestions[1],
      });
    },
  });
}
