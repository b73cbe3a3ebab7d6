import type { Interview } from '@talentmatch/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const FETCH_ERROR = 'An error occurred while fetching the interviews.';

/** GET api/applications/{id}/interviews: the application's interviews, newest first (either party). */
export function useApplicationInterviews(applicationId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.interviews.application(applicationId ?? ''),
    queryFn: () =>
      apiRequest<Interview[]>(`/api/applications/${encodeURIComponent(applicationId ?? '')}/interviews`, { defaultMessage: FETCH_ERROR }),
    enabled: Boolean(applicationId),
  });
}

export interface CompanyInterviewFilters {
  interviewerId?: string;
  jobId?: string;
  /** confirmed interviews ending after this instant (the start of the week shown) */
  from?: string;
  /** the week view: confirmed interviews starting before this instant only */
  to?: string;
}

/** GET api/interviews: the company's open proposals and confirmed interviews from `from` (default now). */
export function useCompanyInterviews(filters: CompanyInterviewFilters, enabled = true) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  return useQuery({
    queryKey: queryKeys.interviews.company(params),
    queryFn: () => apiRequest<Interview[]>(`/api/interviews?${new URLSearchParams(params)}`, { defaultMessage: FETCH_ERROR }),
    enabled,
  });
}

/** GET api/interviews/mine: the candidate's open proposals and upcoming interviews. */
export function useMyInterviews() {
  return useQuery({
    queryKey: queryKeys.interviews.mine(),
    queryFn: () => apiRequest<Interview[]>('/api/interviews/mine', { defaultMessage: FETCH_ERROR }),
  });
}
