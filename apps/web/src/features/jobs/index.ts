/** The public face of this feature: what other features may import. */
export { useJobs } from './api/list-jobs.ts';
