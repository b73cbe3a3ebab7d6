import type { Application } from '@talentmatch/shared/hiring';
import type { InviteBody } from '@talentmatch/shared/hiring-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { invalidateHiring } from './invalidate-hiring.ts';

export const INVITE_ERROR = 'An error occurred while sending the invitation.';

/** POST api/applications/invitations (employer): invites a candidate to one of the company's open jobs. */
function inviteCandidate(body: InviteBody): Promise<Application> {
  return apiRequest<Application>('/api/applications/invitations', {
    method: 'POST',
    body,
    errorPrefix: INVITE_ERROR,
    defaultMessage: INVITE_ERROR,
  });
}

export function useInviteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteCandidate, onSuccess: (application) => invalidateHiring(queryClient, [application.job.id]) });
}
