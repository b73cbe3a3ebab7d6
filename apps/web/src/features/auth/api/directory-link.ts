import type { DirectoryConnection } from '@talentmatch/shared/auth-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const PATH = '/api/auth/directory-link';

/** `GET api/auth/directory-link`: whether the signed-in account is connected to a Microsoft account. */
export function useDirectoryConnection(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.account.directoryConnection(),
    queryFn: () => apiRequest<DirectoryConnection>(PATH, { defaultMessage: 'Could not load your Microsoft account connection.' }),
    enabled,
  });
}

/** `POST api/auth/directory-link`: connects the signed-in account to the directory identity of this ID token. */
export function connectDirectory(msiToken: string): Promise<DirectoryConnection> {
  return apiRequest<DirectoryConnection>(PATH, {
    method: 'POST',
    body: { msiToken },
    defaultMessage: 'Could not connect your Microsoft account.',
  });
}

/** `DELETE api/auth/directory-link` */
export function useDisconnectDirectory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(PATH, { method: 'DELETE', defaultMessage: 'Could not disconnect your Microsoft account.' }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.account.directoryConnection() }),
  });
}
