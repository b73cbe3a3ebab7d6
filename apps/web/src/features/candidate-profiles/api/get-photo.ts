import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getFreshAccessToken } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Fetches a protected file with the bearer token (an <img> or <a> cannot send one). */
export async function fetchProtectedBlob(path: string): Promise<Blob | null> {
  const token = await getFreshAccessToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} failed with ${response.status}`);
  return response.blob();
}

/** An object URL of the candidate's photo; `version` (the profile's updatedAt) refetches after a change. */
export function usePhotoUrl(enabled: boolean, version: string) {
  const query = useQuery({
    queryKey: queryKeys.candidate.photo(version),
    queryFn: async () => {
      const blob = await fetchProtectedBlob('/api/candidate/profile/photo');
      return blob ? URL.createObjectURL(blob) : null;
    },
    enabled,
    staleTime: Infinity,
  });
  useEffect(() => {
    const url = query.data;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [query.data]);
  return enabled ? (query.data ?? null) : null;
}
