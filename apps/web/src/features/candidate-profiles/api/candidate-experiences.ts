import type { CandidateExperiences, EducationExperience, JobExperience } from '@talentmatch/shared/candidate-profile';
import type { EducationExperienceBody, JobExperienceBody } from '@talentmatch/shared/candidate-profile-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SAVE = 'An error occurred while saving your experience.';

function listExperiences(): Promise<CandidateExperiences> {
  return apiRequest<CandidateExperiences>('/api/candidate/experiences', {
    defaultMessage: 'An error occurred while fetching your experiences.',
  });
}

export function useExperiences() {
  return useQuery({ queryKey: queryKeys.candidate.experiences(), queryFn: listExperiences });
}

/** POST api/candidate/experiences/jobs or PUT …/jobs/{id}. */
function saveJob({ id, body }: { id?: string; body: JobExperienceBody }): Promise<JobExperience> {
  return apiRequest<JobExperience>(id ? `/api/candidate/experiences/jobs/${encodeURIComponent(id)}` : '/api/candidate/experiences/jobs', {
    method: id ? 'PUT' : 'POST',
    body,
    errorPrefix: SAVE,
    defaultMessage: SAVE,
  });
}

function saveEducation({ id, body }: { id?: string; body: EducationExperienceBody }): Promise<EducationExperience> {
  return apiRequest<EducationExperience>(
    id ? `/api/candidate/experiences/education/${encodeURIComponent(id)}` : '/api/candidate/experiences/education',
    { method: id ? 'PUT' : 'POST', body, errorPrefix: SAVE, defaultMessage: SAVE },
  );
}

function deleteExperience({ kind, id }: { kind: 'jobs' | 'education'; id: string }): Promise<void> {
  return apiRequest<void>(`/api/candidate/experiences/${kind}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: 'An error occurred while removing the entry.',
  });
}

function useCandidateMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.candidate.all() }) });
}

export const useSaveJob = () => useCandidateMutation(saveJob);
export const useSaveEducation = () => useCandidateMutation(saveEducation);
export const useDeleteExperience = () => useCandidateMutation(deleteExperience);
