import type { AdminCandidateSkill } from '@talentmatch/shared/candidate-profile';
import type { CandidateSkillUpdateBody } from '@talentmatch/shared/candidate-profile-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SAVE = "An error occurred while saving the candidate's skill.";

function getAdminCandidateSkill(id: string): Promise<AdminCandidateSkill> {
  return apiRequest<AdminCandidateSkill>(`/api/admin/candidate-skills/${encodeURIComponent(id)}`, {
    defaultMessage: "An error occurred while fetching the candidate's skill.",
  });
}

export function useAdminCandidateSkill(id: string) {
  return useQuery({ queryKey: queryKeys.catalogues.adminCandidateSkill(id), queryFn: () => getAdminCandidateSkill(id) });
}

function updateAdminCandidateSkill({ id, body }: { id: string; body: CandidateSkillUpdateBody }): Promise<AdminCandidateSkill> {
  return apiRequest<AdminCandidateSkill>(`/api/admin/candidate-skills/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    errorPrefix: SAVE,
    defaultMessage: SAVE,
  });
}

export function useUpdateAdminCandidateSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminCandidateSkill,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.catalogues.adminCandidateSkill(data.id), data),
  });
}
