import type { AdminCompanyDetail } from '@talentmatch/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while saving the nonprofit verification.';

/** PUT api/admin/companies/{id}/nonprofit {nonprofit}: the administrator's verification. */
function setNonprofit({ id, nonprofit }: { id: string; nonprofit: boolean }): Promise<AdminCompanyDetail> {
  return apiRequest<AdminCompanyDetail>(`/api/admin/companies/${encodeURIComponent(id)}/nonprofit`, {
    method: 'PUT',
    body: { nonprofit },
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
}

export function useSetNonprofit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNonprofit,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.companies.adminDetail(detail.company.id), detail);
      return queryClient.invalidateQueries({ queryKey: queryKeys.companies.adminLists() });
    },
  });
}
