import { type Actor, isAdmin } from '../../platform/auth/actor.ts';

/** Who may do what with a job. Employers act only on their own company's jobs; administrators read every job and may close one. */
export type JobViewer = Pick<Actor, 'roles' | 'companyId'>;

const isOwnCompany = (viewer: JobViewer, job: { companyId: string }) =>
  viewer.roles.includes('Employer') && viewer.companyId !== null && viewer.companyId === job.companyId;

export function canViewJob(viewer: JobViewer, job: { companyId: string } | null): boolean {
  if (!job) return false;
  return isAdmin(viewer) || isOwnCompany(viewer, job);
}

/** Edit the fields, publish, pause, resume, close, mark filled, copy. */
export function canEditJob(viewer: JobViewer, job: { companyId: string } | null): boolean {
  return job !== null && isOwnCompany(viewer, job);
}

/** Administrators may close any job (moderation); the company's employers close their own. */
export function canCloseJob(viewer: JobViewer, job: { companyId: string } | null): boolean {
  return job !== null && (isAdmin(viewer) || isOwnCompany(viewer, job));
}
