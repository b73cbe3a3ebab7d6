import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface PublicConfig {
  uploadLimits: { logoBytes: number; resumeBytes?: number; photoBytes?: number; attachmentBytes?: number };
}

/** The upload limits published by GET api/config (site configuration), for the hints beside file fields. */
export function useUploadLimits() {
  return useQuery({
    queryKey: queryKeys.config.public(),
    queryFn: () => apiRequest<PublicConfig>('/api/config', { anonymous: true }),
    staleTime: Infinity,
    select: (config) => config.uploadLimits,
  });
}
