import type { CandidateSkill } from '@talentmatch/shared/candidate-profile';
import type { CandidateSkillBody, CandidateSkillUpdateBody } from '@talentmatch/shared/candidate-profile-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SAVE = 'An error occurred while saving your skill.';

function listCandidateSkills(): Promise<CandidateSkill[]> {
  return apiRequest<CandidateSkill[]>('/api/candidate/skills', { defaultMessage: 'An error occurred while fetching your skills.' });
}

export function useCandidateSkills() {
  return useQuery({ queryKey: queryKeys.candidate.skills(), queryFn: listCandidateSkills });
}

function addCandidateSkill(body: CandidateSkillBody): Promise<CandidateSkill> {
  return apiRequest<CandidateSkill>('/api/candidate/skills', { method: 'POST', body, errorPrefix: SAVE, defaultMessage: SAVE });
}

function updateCandidateSkill({ id, body }: { id: string; body: CandidateSkillUpdateBody }): Promise<CandidateSkill> {
  return apiRequest<CandidateSkill>(`/api/candidate/skills/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    errorPrefix: SAVE,
    defaultMessage: SAVE,
  });
}

function deleteCandidateSkill(id: string): Promise<void> {
  return apiRequest<void>(`/api/candidate/skills/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    defaultMessage: 'An error occurred while removing your skill.',
  });
}

/** Every candidate-skill change moves the score and the resume suggestions. */
function useCandidateMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.candidate.all() }) });
}

export const useAddCandidateSkill = () => useCandidateMutation(addCandidateSkill);
export const useUpdateCandidateSkill = () => useCandidateMutation(updateCandidateSkill);
export const useDeleteCandidateSkill = () => useCandidateMutation(deleteCandidateSkill);
