import type { CreatedWebhookEndpoint, CreateWebhookBody, WebhookDelivery, WebhookEndpoint } from '@talentmatch/shared/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const base = (companyId: string) => `/api/companies/${encodeURIComponent(companyId)}/webhooks`;

/** GET api/companies/{id}/webhooks */
export function useWebhooks(companyId: string) {
  return useQuery({
    queryKey: queryKeys.companies.webhooks(companyId),
    queryFn: () => apiRequest<WebhookEndpoint[]>(base(companyId), { defaultMessage: 'The webhook endpoints could not be loaded.' }),
  });
}

/** POST api/companies/{id}/webhooks: the answer holds the signing secret, shown once. */
export function useCreateWebhook(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) =>
      apiRequest<CreatedWebhookEndpoint>(base(companyId), {
        method: 'POST',
        body,
        defaultMessage: 'The endpoint could not be registered.',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.webhooks(companyId) }),
  });
}

/** DELETE api/companies/{id}/webhooks/{endpointId} */
export function useDeleteWebhook(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      apiRequest<void>(`${base(companyId)}/${encodeURIComponent(endpointId)}`, {
        method: 'DELETE',
        defaultMessage: 'The endpoint could not be removed.',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.webhooks(companyId) }),
  });
}

/** GET api/companies/{id}/webhooks/{endpointId}/deliveries: the delivery log (30 days). */
export function useWebhookDeliveries(companyId: string, endpointId: string) {
  return useQuery({
    queryKey: queryKeys.companies.webhookDeliveries(companyId, endpointId),
    queryFn: () =>
      apiRequest<WebhookDelivery[]>(`${base(companyId)}/${encodeURIComponent(endpointId)}/deliveries`, {
        defaultMessage: 'The delivery log could not be loaded.',
      }),
  });
}

/** POST …/deliveries/{deliveryId}/resend */
export function useResendDelivery(companyId: string, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest<{ status: string }>(
        `${base(companyId)}/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        {
          method: 'POST',
          defaultMessage: 'The delivery could not be sent again.',
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.webhookDeliveries(companyId, endpointId) }),
  });
}
