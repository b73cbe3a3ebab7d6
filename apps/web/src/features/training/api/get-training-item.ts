import type { TrainingItemView } from '@talentmatch/shared/training';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/training/items/{id}: the reader (an administrator gets a preview, drafts included). */
function getTrainingItem(id: string): Promise<TrainingItemView> {
  return apiRequest<TrainingItemView>(`/api/training/items/${encodeURIComponent(id)}`, {
    defaultMessage: 'An error occurred while opening this career advice.',
  });
}

export function useTrainingItem(id: string | null) {
  return useQuery({ queryKey: queryKeys.training.item(id ?? ''), queryFn: () => getTrainingItem(id ?? ''), enabled: Boolean(id) });
}
