import type { CareersPage, PublicJob, PublicJobList, PublicJobPage } from '@talentmatch/shared/public-board';
import { jobIdOfSlug } from '@talentmatch/shared/public-board';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The public pages' data, keyed by the page's address (lib/public-page-data.ts): the server renders a page with the
 * same data it writes into the document, and the browser's query finds it there.
 */

/** GET api/public/jobs/{id}: the job, or that it closed (410), or nothing public (404). */
async function getPublicJobPage(slug: string): Promise<PublicJobPage> {
  const id = jobIdOfSlug(slug);
  if (!id) return { kind: 'missing' };
  try {
    const job = await apiRequest<PublicJob>(`/api/public/jobs/${encodeURIComponent(id)}`, {
      anonymous: true,
      defaultMessage: 'An error occurred while fetching the job.',
    });
    return { kind: 'open', job };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return (error.problem as unknown as { job: PublicJobPage }).job;
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    throw error;
  }
}

export function usePublicJobPage(path: string, slug: string) {
  return useQuery({ queryKey: queryKeys.publicPage(path), queryFn: () => getPublicJobPage(slug) });
}

/** GET api/public/companies/{slug}/jobs: null when the company has no careers page. */
async function getCareersPage(slug: string): Promise<CareersPage | null> {
  try {
    return await apiRequest<CareersPage>(`/api/public/companies/${encodeURIComponent(slug)}/jobs`, {
      anonymous: true,
      defaultMessage: 'An error occurred while fetching the company.',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useCareersPage(path: string, slug: string) {
  return useQuery({ queryKey: queryKeys.publicPage(path), queryFn: () => getCareersPage(slug) });
}

/** GET api/public/jobs?… (the address's own query string) */
function searchPublicJobs(search: string): Promise<PublicJobList> {
  return apiRequest<PublicJobList>(`/api/public/jobs${search}`, {
    anonymous: true,
    defaultMessage: 'An error occurred while searching jobs.',
  });
}

export function usePublicJobSearch(path: string, search: string) {
  return useQuery({ queryKey: queryKeys.publicPage(path), queryFn: () => searchPublicJobs(search), placeholderData: keepPreviousData });
}
