import type { BenefitList } from '@talentmatch/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while saving the order of the benefits.';

/** PUT api/benefits/order with every benefit id in the new order. */
function reorderBenefits(ids: string[]): Promise<BenefitList> {
  return apiRequest<BenefitList>('/api/benefits/order', { method: 'PUT', body: { ids }, errorPrefix: MESSAGE, defaultMessage: MESSAGE });
}

export function useReorderBenefits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBenefits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.benefits.all() }),
  });
}
