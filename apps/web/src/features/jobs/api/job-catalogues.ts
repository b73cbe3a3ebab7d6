import type { BenefitList } from '@talentmatch/shared/companies';
import type { SkillList } from '@talentmatch/shared/catalogues';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The active skill catalogue for the skill picker (GET api/skills). */
export function useSkillCatalogue() {
  const params = { status: 'active', pageSize: 500 };
  return useQuery({
    queryKey: queryKeys.catalogues.skills(params),
    queryFn: () =>
      apiRequest<SkillList>('/api/skills?status=active&pageSize=500', { defaultMessage: 'An error occurred while fetching skills.' }),
    staleTime: 60_000,
  });
}

/** The active benefits (GET api/benefits); the form shows the field only when this answers. */
export function useBenefitCatalogue() {
  const params = { status: 'active', pageSize: 500 };
  return useQuery({
    queryKey: queryKeys.benefits.list(params),
    queryFn: () =>
      apiRequest<BenefitList>('/api/benefits?status=active&pageSize=500', { defaultMessage: 'An error occurred while fetching benefits.' }),
    staleTime: 60_000,
    retry: false,
  });
}
