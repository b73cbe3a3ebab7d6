/**
 * The public face of jobs (routes and other modules import from here). The work lives in read-jobs.ts,
 * write-jobs.ts (create, update, status, copy), status-sql.ts (the status as queries see it) and
 * search-document.ts; job-deps.ts holds the shared types.
 */
export type { JobDeps, JobStatusChange } from './job-deps.ts';
export { adminCloseJob, changeJobStatus, copyTemplate, createJob, updateJob } from './write-jobs.ts';
export {
  closeDueJobs,
  countOpenJobs,
  countOpenJobsSiteWide,
  markJobFilled,
  onBoardSql,
} from './status-sql.ts';
export {
  getJob,
  jobFacts,
  jobFactsAs,
  jobOwnersAndTitles,
  listAllJobs,
  listCompanyJobs,
  listCompanyJobsForAdmin,
} from './read-jobs.ts';
export {
  moveJobSkillsOnMerge,
  refreshCompanyJobSearchDocuments,
  searchDocumentUpdate as jobSearchDocumentUpdate,
} from './search-document.ts';
export { effectiveStatus } from './lifecycle.ts';
