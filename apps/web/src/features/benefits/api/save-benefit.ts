import type { Benefit, BenefitBody } from '@talentmatch/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while saving the benefit.';

/** POST api/benefits (no id) or PUT api/benefits/{id}. */
function saveBenefit({ id, body }: { id?: string; body: BenefitBody }): Promise<Benefit> {
  return apiRequest<Benefit>(id ? `/api/benefits/${encodeURIComponent(id)}` : '/api/benefits', {
    method: id ? 'PUT' : 'POST',
    body,
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
}

export function useSaveBenefit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBenefit, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.benefits.all() }) });
}
