import type { PipelineActivity } from '@talentmatch/shared/hiring';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/applications/activity: the latest moves in the employer's company's pipeline, newest first. */
function getPipelineActivity(): Promise<PipelineActivity[]> {
  return apiRequest<PipelineActivity[]>('/api/applications/activity', {
    defaultMessage: 'An error occurred while fetching the recent activity.',
  });
}

export function usePipelineActivity(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.applications.activity(), queryFn: getPipelineActivity, enabled: options.enabled ?? true });
}
