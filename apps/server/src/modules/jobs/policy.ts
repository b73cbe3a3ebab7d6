import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { definePolicy } from '../../platform/auth/authorize.ts';

/** Who may do what with a job. Employers act only on their own company's jobs; administrators read every job and may close one. */
type JobSubject = { companyId: string };

const isOwnCompany = (actor: Actor, job: JobSubject) =>
  actor.roles.includes('Employer') && actor.companyId !== null && actor.companyId === job.companyId;

export const { can } = definePolicy({
  view: (actor, job: JobSubject) => isAdmin(actor) || isOwnCompany(actor, job),
  /** Edit the fields, publish, pause, resume, close, mark filled, copy. */
  edit: (actor, job: JobSubject) => isOwnCompany(actor, job),
  /** Administrators may close any job (moderation); the company's employers close their own. */
  close: (actor, job: JobSubject) => isAdmin(actor) || isOwnCompany(actor, job),
});
