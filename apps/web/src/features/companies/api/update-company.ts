import type { CompanyProfile, CompanyProfileBody } from '@talentmatch/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const UPDATE_COMPANY_MESSAGE = 'An error occurred while saving the company.';

/** PUT api/companies/{id}: profile fields and the chosen benefits (the nonprofit flag is an administrator's). */
function updateCompany({ id, body }: { id: string; body: CompanyProfileBody }): Promise<CompanyProfile> {
  return apiRequest<CompanyProfile>(`/api/companies/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    errorPrefix: UPDATE_COMPANY_MESSAGE,
    defaultMessage: UPDATE_COMPANY_MESSAGE,
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.companies.profile(profile.id), profile);
      return queryClient.invalidateQueries({ queryKey: queryKeys.account.all() });
    },
  });
}
