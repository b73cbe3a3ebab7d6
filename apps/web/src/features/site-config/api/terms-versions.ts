import type { MyTermsStatus, TermsVersion } from '@talentmatch/shared/site-configuration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const termsKeys = {
  versions: () => ['site-configuration', 'terms'] as const,
  mine: () => ['site-configuration', 'terms', 'me'] as const,
};

/** GET api/siteConfiguration/terms (administrators): every published version, newest first. */
export function useTermsVersions() {
  return useQuery({
    queryKey: termsKeys.versions(),
    queryFn: () =>
      apiRequest<TermsVersion[]>('/api/siteConfiguration/terms', {
        defaultMessage: 'An error occurred while fetching the terms versions.',
      }),
  });
}

const PUBLISH_ERROR = 'An error occurred while publishing the terms of use.';

/** POST api/siteConfiguration/terms (administrators): publish the text as the next version. */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<TermsVersion>('/api/siteConfiguration/terms', {
        method: 'POST',
        body: { text },
        errorPrefix: PUBLISH_ERROR,
        defaultMessage: PUBLISH_ERROR,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: termsKeys.versions() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.config.siteConfiguration() });
    },
  });
}

/** GET api/siteConfiguration/terms/me: the signed-in user's accepted version and date. */
export function getMyTermsStatus(): Promise<MyTermsStatus> {
  return apiRequest<MyTermsStatus>('/api/siteConfiguration/terms/me', {
    defaultMessage: 'An error occurred while checking the terms of use.',
  });
}

export function useMyTermsStatus(enabled = true) {
  return useQuery({ queryKey: termsKeys.mine(), queryFn: getMyTermsStatus, enabled, staleTime: 0 });
}
