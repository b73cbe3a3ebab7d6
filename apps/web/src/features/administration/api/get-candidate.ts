import type { AdminUserDetail } from '@talentmatch/shared/administration';
import type { CandidateExperiences, CandidateProfile, CandidateSkill } from '@talentmatch/shared/candidate-profile';
import type { ScoreHistory } from '@talentmatch/shared/score';
import type { ApplicationList } from '@talentmatch/shared/hiring';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AdminCandidateDetail {
  user: AdminUserDetail;
  profile: CandidateProfile | null;
  skills: CandidateSkill[];
  experiences: CandidateExperiences | null;
  scoreHistory: ScoreHistory | null;
  resumeUrl: string | null;
  applications: ApplicationList;
}

/** GET api/admin/candidates/{id} */
export function useAdminCandidate(id: string) {
  return useQuery({
    queryKey: queryKeys.administration.candidate(id),
    queryFn: () =>
      apiRequest<AdminCandidateDetail>(`/api/admin/candidates/${encodeURIComponent(id)}`, {
        defaultMessage: 'An error occurred while fetching the candidate.',
      }),
  });
}
