import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface Invitation {
  id: string;
  email: string;
  companyName: string;
}

function getInvitation(id: string): Promise<Invitation> {
  return apiRequest<Invitation>(`/api/auth/invitation/${encodeURIComponent(id)}`, {
    anonymous: true,
    defaultMessage: 'An error occurred while loading the invitation.',
  });
}

export function useInvitation(id: string) {
  return useQuery({ queryKey: queryKeys.auth.invitation(id), queryFn: () => getInvitation(id), retry: false });
}
