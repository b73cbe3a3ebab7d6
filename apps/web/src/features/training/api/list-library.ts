import type { LibraryQuery, TrainingLibrary } from '@talentmatch/shared/training';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toQuery } from './params.ts';

/** GET api/training/items: the published library, searched and filtered, one page. */
function listLibrary(params: LibraryQuery): Promise<TrainingLibrary> {
  return apiRequest<TrainingLibrary>(`/api/training/items?${toQuery({ ...params })}`, {
    defaultMessage: 'An error occurred while fetching career advice.',
  });
}

export function useLibrary(params: LibraryQuery) {
  return useQuery({
    queryKey: queryKeys.training.library({ ...params }),
    queryFn: () => listLibrary(params),
    placeholderData: keepPreviousData,
  });
}
