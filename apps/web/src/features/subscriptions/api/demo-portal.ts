import type { DemoPortalAction, DemoPortalState } from '@talentmatch/shared/subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { forCompany } from '../acting-company.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH_DEMO_PORTAL = 'An error occurred while opening the demo billing portal.';
const DEMO_PORTAL_ACTION = 'The change was not saved';

function getDemoPortal(): Promise<DemoPortalState> {
  return apiRequest<DemoPortalState>(forCompany('/api/subscription/demo/portal'), { defaultMessage: FETCH_DEMO_PORTAL });
}

export function useDemoPortal() {
  return useQuery({ queryKey: queryKeys.subscription.demoPortal(), queryFn: getDemoPortal });
}

function actOnDemoPortal(action: DemoPortalAction): Promise<DemoPortalState> {
  return apiRequest<DemoPortalState>(forCompany('/api/subscription/demo/portal'), {
    method: 'POST',
    body: action,
    errorPrefix: DEMO_PORTAL_ACTION,
    defaultMessage: DEMO_PORTAL_ACTION,
  });
}

export function useDemoPortalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnDemoPortal,
    // the portal's answer is the new state; everything else about the subscription changed too
    onSuccess: (state) => {
      queryClient.setQueryData(queryKeys.subscription.demoPortal(), state);
      return queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all() });
    },
  });
}
