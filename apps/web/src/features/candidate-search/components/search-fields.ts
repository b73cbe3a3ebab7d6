/** The fields of the candidate search, as the address and the form hold them (employer/candidates). */
export const SEARCH_KEYS = [
  'q',
  'skills',
  'skillMode',
  'experienceAreaId',
  'yearsOptionId',
  'educationOptionId',
  'location',
  'remote',
  'minScore',
  'jobId',
  'sort',
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];
export type SearchFields = Record<SearchKey, string>;
