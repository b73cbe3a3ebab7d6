import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '@talentmatch/shared/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const base = (companyId: string) => `/api/companies/${encodeURIComponent(companyId)}/api-keys`;

/** GET api/companies/{id}/api-keys: the company's keys, never their secrets. */
export function useApiKeys(companyId: string) {
  return useQuery({
    queryKey: queryKeys.companies.apiKeys(companyId),
    queryFn: () => apiRequest<ApiKey[]>(base(companyId), { defaultMessage: 'The API keys could not be loaded.' }),
  });
}

/** POST api/companies/{id}/api-keys: the answer holds the secret, shown once. */
export function useCreateApiKey(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) =>
      apiRequest<CreatedApiKey>(base(companyId), { method: 'POST', body, defaultMessage: 'The API key could not be created.' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.apiKeys(companyId) }),
  });
}

/** DELETE api/companies/{id}/api-keys/{keyId}: revoked at once. */
export function useRevokeApiKey(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      apiRequest<ApiKey>(`${base(companyId)}/${encodeURIComponent(keyId)}`, {
        method: 'DELETE',
        defaultMessage: 'The API key could not be revoked.',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.apiKeys(companyId) }),
  });
}
