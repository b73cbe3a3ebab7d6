import type { BusinessReport } from '@talentmatch/shared/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { ReportParams } from '../components/report-range.ts';

export const reportSearch = (params: ReportParams & { source?: string }) => {
  const query = new URLSearchParams({ from: params.from, to: params.to, groupBy: params.groupBy });
  if (params.source) query.set('source', params.source);
  return query.toString();
};

/** GET api/admin/reports/business */
function getBusinessReport(params: ReportParams): Promise<BusinessReport> {
  return apiRequest<BusinessReport>(`/api/admin/reports/business?${reportSearch(params)}`, {
    defaultMessage: 'An error occurred while fetching the business report.',
  });
}

export function useBusinessReport(params: ReportParams) {
  return useQuery({
    queryKey: queryKeys.reports.business({ ...params }),
    queryFn: () => getBusinessReport(params),
    placeholderData: keepPreviousData,
  });
}
