import type { CompanyProfile } from '@talentmatch/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while saving the logo.';

/** PUT api/companies/{id}/logo (multipart `logo`) or, with no file, DELETE to remove it. */
function replaceLogo({ id, logo }: { id: string; logo: File | null }): Promise<CompanyProfile> {
  const url = `/api/companies/${encodeURIComponent(id)}/logo`;
  if (!logo) return apiRequest<CompanyProfile>(url, { method: 'DELETE', defaultMessage: MESSAGE });
  const form = new FormData();
  form.append('logo', logo, logo.name);
  return apiRequest<CompanyProfile>(url, { method: 'PUT', body: form, errorPrefix: MESSAGE, defaultMessage: MESSAGE });
}

export function useReplaceLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceLogo,
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.companies.profile(profile.id), profile),
  });
}
