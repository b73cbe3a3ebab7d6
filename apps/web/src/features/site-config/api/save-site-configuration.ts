import type { SiteConfiguration } from '@talentmatch/shared/client-config';
import type { SiteConfigurationUpdate } from '@talentmatch/shared/site-configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appConfigStore } from '../../../lib/app-config-store.ts';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SAVE_SITE_CONFIGURATION_ERROR = 'An error occurred while saving the site configuration.';

/** PUT api/siteConfiguration/ (administrators): the changed settings. */
function saveSiteConfiguration(body: SiteConfigurationUpdate): Promise<SiteConfiguration> {
  return apiRequest<SiteConfiguration>('/api/siteConfiguration/', {
    method: 'PUT',
    body,
    errorPrefix: SAVE_SITE_CONFIGURATION_ERROR,
    defaultMessage: SAVE_SITE_CONFIGURATION_ERROR,
  });
}

export function useSaveSiteConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteConfiguration,
    onSuccess: (saved) => {
      // the footer, banner and limits everywhere in this tab follow at once
      appConfigStore.setSiteConfiguration(saved);
      queryClient.setQueryData(queryKeys.config.siteConfiguration(), saved);
    },
  });
}
