import type { CompanyRegistration } from '@talentmatch/shared/auth-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reissueTokens } from '../../../lib/session.ts';

const REGISTER_COMPANY_MESSAGE = 'An error occurred while registering your company.';
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * `POST api/auth/register/company` (multipart: `company` as a JSON string, `logo` as the file),
 * then `GET api/auth/refresh-token` so the token carries the new company.
 */
async function registerCompany(company: CompanyRegistration, logo: File | null): Promise<unknown> {
  const form = new FormData();
  form.append('company', JSON.stringify(company));
  if (logo) form.append('logo', logo, logo.name);
  const created = await apiRequest<unknown>('/api/auth/register/company', {
    method: 'POST',
    body: form,
    errorPrefix: REGISTER_COMPANY_MESSAGE,
    defaultMessage: REGISTER_COMPANY_MESSAGE,
  });
  await reissueTokens(REGISTER_COMPANY_MESSAGE);
  return created;
}

export function useRegisterCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, logo }: { company: CompanyRegistration; logo: File | null }) => registerCompany(company, logo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.all() }),
  });
}
