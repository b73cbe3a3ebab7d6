import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * A hiring move changes more than its row: both sides' lists, the candidate's job page (its
 * standing), the employer's candidate counts, and the job's conversation (a templated move posts there).
 */
export function invalidateHiring(queryClient: QueryClient, jobIds: readonly string[]): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.applications.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.messages.all() }),
    // a hire can fill its job, which frees a plan slot
    queryClient.invalidateQueries({ queryKey: queryKeys.subscription.overview() }),
    ...[...new Set(jobIds)].map((id) => queryClient.invalidateQueries({ queryKey: queryKeys.jobBoard.job(id) })),
  ]);
}
