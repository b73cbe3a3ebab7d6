import type { MarketingReport } from '@talentmatch/shared/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { ReportParams } from '../components/report-range.ts';
import { reportSearch } from './get-business-report.ts';

export type MarketingParams = ReportParams & { source?: string };

/** GET api/admin/reports/marketing */
function getMarketingReport(params: MarketingParams): Promise<MarketingReport> {
  return apiRequest<MarketingReport>(`/api/admin/reports/marketing?${reportSearch(params)}`, {
    defaultMessage: 'An error occurred while fetching the marketing report.',
  });
}

export function useMarketingReport(params: MarketingParams) {
  return useQuery({
    queryKey: queryKeys.reports.marketing({ ...params, source: params.source ?? '' }),
    queryFn: () => getMarketingReport(params),
    placeholderData: keepPreviousData,
  });
}
