import { useQuery } from '@tanstack/react-query';
import { appConfigStore, fetchSiteConfiguration } from '../../../lib/app-config-store.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/siteConfiguration: the current settings, fresh from the server (and into the app's store). */
export function useSiteConfiguration() {
  return useQuery({
    queryKey: queryKeys.config.siteConfiguration(),
    queryFn: async () => {
      const config = await fetchSiteConfiguration();
      appConfigStore.setSiteConfiguration(config);
      return config;
    },
    staleTime: 0,
  });
}
