import type { Actor } from '../../platform/auth/actor.ts';
import { eq } from 'drizzle-orm';
import { JOB_MESSAGES, jobToBody, todayUtc, type Job, type JobInput, type JobStatus } from '@talentmatch/shared/jobs';
import type { Db, Tx } from '../../platform/db/index.ts';
import { lockCompany } from '../companies/service.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { requireOfferedBenefits } from '../benefits/service.ts';
import { requireUsableOption } from '../dropdowns/service.ts';
import { requireUsableArea } from '../experience-areas/service.ts';
import { skillStates } from '../skills/service.ts';
import { checkPlanLimit } from '../subscriptions/service.ts';
import { assertTransition, effectiveStatus, opensJob } from './lifecycle.ts';
import { can } from './policy.ts';
import { jobBenefits, jobs, jobSkills } from './tables.ts';
import type { JobDeps, JobRow } from './job-deps.ts';
import { jobRow, presentJob } from './read-jobs.ts';
import { refreshJobSearchDocument } from './search-document.ts';
import { countOpenJobs } from './status-sql.ts';

// ---------------------------------------------------------------------------------------------
// Writing

interface CurrentRefs {
  skillIds: string[];
  benefitIds: string[];
  yearsOptionId: string | null;
  educationOptionId: string | null;
  experienceAreaId: string | null;
}

/** Every referenced id must exist; an entry no longer offered may only stay where it already was. */
async function checkReferences(tx: Tx, input: JobInput, current: CurrentRefs | null): Promise<string[]> {
  const skillIds = input.skills.map((s) => s.skillId);
  if (skillIds.length) {
    const byId = await skillStates(tx, skillIds);
    if (skillIds.some((id) => !byId.has(id) || byId.get(id)?.mergedIntoId)) {
      throw new BadRequestError(JOB_MESSAGES.skillUnknown, { skills: [JOB_MESSAGES.skillUnknown] });
    }
    if (skillIds.some((id) => !byId.get(id)?.isActive && !current?.skillIds.includes(id))) {
      throw new BadRequestError(JOB_MESSAGES.skillInactive, { skills: [JOB_MESSAGES.skillInactive] });
    }
  }
  const benefitIds = await requireOfferedBenefits(tx, input.benefitIds, current?.benefitIds ?? []);
  if (input.yearsOptionId) await requireUsableOption(tx, 'yearsOptionId', 'years', input.yearsOptionId, current?.yearsOptionId);
  if (input.educationOptionId)
    await requireUsableOption(tx, 'educationOptionId', 'education', input.educationOptionId, current?.educationOptionId);
  if (input.experienceAreaId) await requireUsableArea(tx, input.experienceAreaId, current?.experienceAreaId);
  return benefitIds;
}

function columns(input: JobInput) {
  const { skills: _skills, benefitIds: _benefits, ...fields } = input;
  return fields;
}

async function writeLists(tx: Tx, jobId: string, input: JobInput, benefitIds: string[]) {
  await tx.delete(jobSkills).where(eq(jobSkills.jobId, jobId));
  if (input.skills.length)
    await tx.insert(jobSkills).values(input.skills.map((s) => ({ jobId, skillId: s.skillId, importance: s.importance })));
  await tx.delete(jobBenefits).where(eq(jobBenefits.jobId, jobId));
  if (benefitIds.length) await tx.insert(jobBenefits).values(benefitIds.map((benefitId) => ({ jobId, benefitId })));
}

/** Open jobs of the company other than this one (not past their closing date), with the company row locked so two openings cannot both pass. */
async function checkOpenJobsLimit(deps: JobDeps, tx: Tx, companyId: string, exceptJobId: string | null, today: string) {
  await lockCompany(tx, companyId);
  const n = await countOpenJobs(tx, companyId, { exceptJobId, today });
  await checkPlanLimit({ db: tx as Db, plans: deps.plans }, companyId, 'openJobs', n);
}

function requireCompany(actor: Actor): string {
  if (!actor.companyId) throw new NotFoundError(JOB_MESSAGES.noCompany);
  return actor.companyId;
}

/** Creates a job of the actor's company, as a draft or published at once (plan limit checked). */
export async function createJob(deps: JobDeps, actor: Actor, input: JobInput, options: { publish: boolean }): Promise<Job> {
  const companyId = requireCompany(actor);
  const today = todayUtc();
  const id = await deps.db.transaction(async (tx) => {
    const benefitIds = await checkReferences(tx, input, null);
    if (options.publish) await checkOpenJobsLimit(deps, tx, companyId, null, today);
    const now = new Date();
    const [row] = await tx
      .insert(jobs)
      .values({
        ...columns(input),
        companyId,
        createdBy: actor.userId,
        status: options.publish ? 'open' : 'draft',
        openedAt: options.publish ? now : null,
      })
      .returning({ id: jobs.id });
    await writeLists(tx, row.id, input, benefitIds);
    await refreshJobSearchDocument(tx, row.id);
    if (options.publish) await deps.afterStatusChange(tx, { jobId: row.id, companyId, from: null, to: 'open' });
    return row.id;
  });
  return presentJob(deps.db, id);
}

/** Loads a job for a change by the actor, locked; 404 when it is not theirs (never says whose it is). */
async function requireEditable(tx: Tx, actor: Actor, id: string): Promise<JobRow> {
  const row = await jobRow(tx, id, { lock: true });
  if (!row || !can(actor, 'edit', row)) throw new NotFoundError(JOB_MESSAGES.notFound);
  return row;
}

export async function updateJob(deps: JobDeps, actor: Actor, id: string, input: JobInput): Promise<Job> {
  const today = todayUtc();
  await deps.db.transaction(async (tx) => {
    const row = await requireEditable(tx, actor, id);
    const status = effectiveStatus(row, today);
    if (status === 'closed' || status === 'filled') {
      throw new ConflictError(row.status !== status ? JOB_MESSAGES.pastClosingDate : JOB_MESSAGES.notEditable);
    }
    const skillRows = await tx.select({ id: jobSkills.skillId }).from(jobSkills).where(eq(jobSkills.jobId, id));
    const benefitRows = await tx.select({ id: jobBenefits.benefitId }).from(jobBenefits).where(eq(jobBenefits.jobId, id));
    const benefitIds = await checkReferences(tx, input, {
      skillIds: skillRows.map((r) => r.id),
      benefitIds: benefitRows.map((r) => r.id),
      yearsOptionId: row.yearsOptionId,
      educationOptionId: row.educationOptionId,
      experienceAreaId: row.experienceAreaId,
    });
    await tx
      .update(jobs)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(jobs.id, id));
    await writeLists(tx, id, input, benefitIds);
    await refreshJobSearchDocument(tx, id);
  });
  return presentJob(deps.db, id);
}

async function applyTransition(deps: JobDeps, tx: Tx, row: JobRow, to: JobStatus, today: string) {
  const from = effectiveStatus(row, today);
  if (from === 'closed' && row.status !== 'closed') throw new ConflictError(JOB_MESSAGES.pastClosingDate);
  assertTransition(from, to);
  if (opensJob(from, to)) await checkOpenJobsLimit(deps, tx, row.companyId, row.id, today);
  const now = new Date();
  await tx
    .update(jobs)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'open' && !row.openedAt ? { openedAt: now } : {}),
      ...(to === 'closed' || to === 'filled' ? { closedAt: now } : {}),
    })
    .where(eq(jobs.id, row.id));
  await deps.afterStatusChange(tx, { jobId: row.id, companyId: row.companyId, from, to });
}

/** Publish, pause, resume, close, mark filled: the transition table decides (409 otherwise). */
export async function changeJobStatus(deps: JobDeps, actor: Actor, id: string, to: JobStatus): Promise<Job> {
  const today = todayUtc();
  await deps.db.transaction(async (tx) => {
    const row = await requireEditable(tx, actor, id);
    await applyTransition(deps, tx, row, to, today);
  });
  return presentJob(deps.db, id);
}

/** Administrators close any open or paused job (moderation). */
export async function adminCloseJob(deps: JobDeps, admin: Actor, id: string): Promise<Job> {
  const today = todayUtc();
  await deps.db.transaction(async (tx) => {
    const row = await jobRow(tx, id, { lock: true });
    if (!row || !can(admin, 'close', row)) throw new NotFoundError(JOB_MESSAGES.notFound);
    await applyTransition(deps, tx, row, 'closed', today);
  });
  return presentJob(deps.db, id);
}

/**
 * jobs/create/{id}: the fields of one of the company's jobs to start a new one from. Entries no
 * longer offered are left out, and so is a closing date that has passed.
 */
export async function copyTemplate(db: Db, actor: Actor, id: string): Promise<JobInput> {
  const row = await jobRow(db, id);
  if (!row || !can(actor, 'edit', row)) throw new NotFoundError(JOB_MESSAGES.notFound);
  return jobToBody(await presentJob(db, id), todayUtc());
}
