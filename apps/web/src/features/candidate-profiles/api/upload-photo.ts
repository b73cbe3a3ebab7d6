import type { CandidateProfile } from '@talentmatch/shared/candidate-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while uploading your photo.';

function uploadPhoto(file: File): Promise<CandidateProfile> {
  const form = new FormData();
  form.append('photo', file);
  return apiRequest<CandidateProfile>('/api/candidate/profile/photo', {
    method: 'POST',
    body: form,
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
}

function deletePhoto(): Promise<CandidateProfile> {
  return apiRequest<CandidateProfile>('/api/candidate/profile/photo', {
    method: 'DELETE',
    defaultMessage: 'An error occurred while removing your photo.',
  });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.candidate.all() }) });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePhoto, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.candidate.all() }) });
}
