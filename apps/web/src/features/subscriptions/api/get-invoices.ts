import type { InvoiceView } from '@talentmatch/shared/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { forCompany } from '../acting-company.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH_INVOICES = 'An error occurred while fetching your invoices.';

function getInvoices(): Promise<InvoiceView[]> {
  return apiRequest<InvoiceView[]>(forCompany('/api/subscription/invoices'), { defaultMessage: FETCH_INVOICES });
}

export function useInvoices() {
  return useQuery({ queryKey: queryKeys.subscription.invoices(), queryFn: getInvoices });
}
