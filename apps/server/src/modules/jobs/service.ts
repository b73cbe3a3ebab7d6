import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCompanyJob } from '@talentmatch/shared/companies';
import type { HiringStatusCounts } from '@talentmatch/shared/hiring';
import {
  JOB_MESSAGES,
  JOB_STATUSES,
  todayUtc,
  type AdminJobListQuery,
  type EmployerJobListQuery,
  type Job,
  type JobBody,
  type JobInput,
  type JobList,
  type JobStatus,
  type JobStatusCounts,
  type JobSummary,
} from '@talentmatch/shared/jobs';
import type { Db } from '../../platform/db/index.ts';
import { companies } from '../../platform/db/schema.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { candidateCountsByJob } from '../applications/queries.ts';
import { benefits } from '../benefits/tables.ts';
import { requireOfferedBenefits } from '../benefits/service.ts';
import { requireUsableOption } from '../dropdowns/service.ts';
import { dropdownOptions } from '../dropdowns/tables.ts';
import { requireUsableArea } from '../experience-areas/service.ts';
import { experienceAreas } from '../experience-areas/tables.ts';
import { skills } from '../skills/tables.ts';
import type { Plan } from '../subscriptions/plans.ts';
import { checkPlanLimit } from '../subscriptions/service.ts';
import { allowedTransitions, assertTransition, effectiveStatus, opensJob } from './lifecycle.ts';
import { canCloseJob, canEditJob, canViewJob, type JobViewer } from './policy.ts';
import { jobBenefits, jobs, jobSkills } from './tables.ts';

export { JOB_MESSAGES };

/** The database or an open transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type JobRow = typeof jobs.$inferSelect;

/** What the writing services need: the database and the plans (for the open-jobs limit). */
export interface JobDeps {
  db: Db;
  plans: readonly Plan[];
}

/** The employer acting: their user id and company. */
export interface JobActor extends JobViewer {
  userId: string;
}

// ---------------------------------------------------------------------------------------------
// Search document: title A, skills B, company C, description D. Every change of one of them calls
// this in the same transaction.

function searchDocumentUpdate(where: SQL) {
  return sql`
    update jobs j set search_document =
      setweight(to_tsvector('english', j.title), 'A') ||
      setweight(to_tsvector('english', coalesce((
        select string_agg(s.name, ' ') from job_skills js join skills s on s.id = js.skill_id where js.job_id = j.id), '')), 'B') ||
      setweight(to_tsvector('english', coalesce((select c.name from companies c where c.id = j.company_id), '')), 'C') ||
      setweight(to_tsvector('english', j.description), 'D')
    where ${where}`;
}

/** Rebuilds one job's full-text document (call inside the transaction that changed it). */
export async function refreshJobSearchDocument(tx: Tx, jobId: string): Promise<void> {
  await tx.execute(searchDocumentUpdate(sql`j.id = ${jobId}`));
}

/** For the companies module: after a company is renamed, in the same transaction. */
export async function refreshCompanyJobSearchDocuments(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(searchDocumentUpdate(sql`j.company_id = ${companyId}`));
}

/**
 * Skill merge (called by the skills service inside its transaction): the jobs requiring the duplicate
 * require the kept skill instead; a job listing both keeps one row, "required" winning.
 */
export async function moveJobSkillsOnMerge(tx: Tx, sourceId: string, targetId: string): Promise<string[]> {
  const moved = await tx.execute<{ job_id: string }>(sql`
    with src as (delete from job_skills where skill_id = ${sourceId} returning job_id, importance)
    insert into job_skills (job_id, skill_id, importance)
    select job_id, ${targetId}::uuid, importance from src
    on conflict (job_id, skill_id) do update
      set importance = case when job_skills.importance = 'required' or excluded.importance = 'required' then 'required' else 'nice_to_have' end
    returning job_id`);
  const jobIds = [...new Set(moved.rows.map((r) => r.job_id))];
  for (const jobId of jobIds) await refreshJobSearchDocument(tx, jobId);
  return jobIds;
}

// ---------------------------------------------------------------------------------------------
// Status in queries: past its closing date an open or paused job reads as closed, whatever the tick did.

/** SQL of the effective status (for the search engineer's queries too). */
export function effectiveStatusSql(today: string = todayUtc()): SQL<JobStatus> {
  return sql<JobStatus>`(case when ${jobs.status} in ('open', 'paused') and ${jobs.closingDate} < ${today}::date then 'closed' else ${jobs.status} end)`;
}

/** A job candidates may see and apply to: open and not past its closing date. */
export function openJobCondition(today: string = todayUtc()): SQL {
  return statusCondition('open', today);
}

function statusCondition(status: JobStatus, today: string): SQL {
  const notPast = sql`(${jobs.closingDate} is null or ${jobs.closingDate} >= ${today}::date)`;
  if (status === 'open' || status === 'paused') return and(eq(jobs.status, status), notPast)!;
  if (status === 'closed') {
    return or(eq(jobs.status, 'closed'), and(inArray(jobs.status, ['open', 'paused']), sql`${jobs.closingDate} < ${today}::date`))!;
  }
  return eq(jobs.status, status);
}

/** The scheduler's pass: stores "closed" on the jobs past their closing date. */
export async function closeDueJobs(db: Tx, today: string = todayUtc()): Promise<string[]> {
  const now = new Date();
  const rows = await db
    .update(jobs)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(inArray(jobs.status, ['open', 'paused']), sql`${jobs.closingDate} < ${today}::date`))
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Reading

const yearsOption = alias(dropdownOptions, 'job_years_option');
const educationOption = alias(dropdownOptions, 'job_education_option');

const ref = (o: { id: string | null; label: string | null; isActive: boolean | null } | null) =>
  o?.id ? { id: o.id, label: o.label ?? '', isActive: o.isActive ?? false } : null;

async function jobRow(tx: Tx, id: string, options: { lock?: boolean } = {}): Promise<JobRow | null> {
  const query = tx.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The full job, without an access check (callers check with the policy first). */
export async function presentJob(db: Tx, id: string, today: string = todayUtc()): Promise<Job> {
  const [row] = await db
    .select({
      job: jobs,
      companyName: companies.name,
      years: { id: yearsOption.id, label: yearsOption.label, isActive: yearsOption.isActive },
      education: { id: educationOption.id, label: educationOption.label, isActive: educationOption.isActive },
      area: { id: experienceAreas.id, label: experienceAreas.name, isActive: experienceAreas.isActive },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(yearsOption, eq(yearsOption.id, jobs.yearsOptionId))
    .leftJoin(educationOption, eq(educationOption.id, jobs.educationOptionId))
    .leftJoin(experienceAreas, eq(experienceAreas.id, jobs.experienceAreaId))
    .where(eq(jobs.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(JOB_MESSAGES.notFound);
  const [skillRows, benefitRows] = await Promise.all([
    db
      .select({ skillId: skills.id, name: skills.name, category: skills.category, importance: jobSkills.importance, isActive: skills.isActive })
      .from(jobSkills)
      .innerJoin(skills, eq(skills.id, jobSkills.skillId))
      .where(eq(jobSkills.jobId, id))
      .orderBy(desc(jobSkills.importance), asc(sql`lower(${skills.name})`)), // required before nice to have
    db
      .select({ id: benefits.id, name: benefits.name, icon: benefits.icon, isActive: benefits.isActive })
      .from(jobBenefits)
      .innerJoin(benefits, eq(benefits.id, jobBenefits.benefitId))
      .where(eq(jobBenefits.jobId, id))
      .orderBy(asc(benefits.sortOrder), asc(sql`lower(${benefits.name})`)),
  ]);
  const j = row.job;
  const status = effectiveStatus(j, today);
  return {
    id: j.id,
    companyId: j.companyId,
    companyName: row.companyName,
    title: j.title,
    description: j.description,
    city: j.city,
    region: j.region,
    country: j.country,
    workplace: j.workplace,
    employmentType: j.employmentType,
    salaryMin: j.salaryMin,
    salaryMax: j.salaryMax,
    salaryCurrency: j.salaryCurrency,
    salaryPeriod: j.salaryPeriod,
    skills: skillRows,
    yearsOption: ref(row.years),
    educationOption: ref(row.education),
    experienceArea: ref(row.area),
    benefits: benefitRows,
    positions: j.positions,
    closingDate: j.closingDate,
    status,
    allowedTransitions: allowedTransitions(status),
    openedAt: j.openedAt?.toISOString() ?? null,
    closedAt: j.closedAt?.toISOString() ?? null,
    createdAt: j.createdAt.toISOString(),
    updatedAt: j.updatedAt.toISOString(),
  };
}

/** A job the viewer may read (own company, or any for administrators); 404 otherwise, so nothing leaks. */
export async function getJob(db: Db, viewer: JobViewer, id: string): Promise<Job> {
  const row = await jobRow(db, id);
  if (!row || !canViewJob(viewer, row)) throw new NotFoundError(JOB_MESSAGES.notFound);
  return presentJob(db, id);
}

function summaryColumns(today: string) {
  return {
    id: jobs.id,
    companyId: jobs.companyId,
    companyName: companies.name,
    title: jobs.title,
    status: effectiveStatusSql(today),
    city: jobs.city,
    region: jobs.region,
    country: jobs.country,
    workplace: jobs.workplace,
    employmentType: jobs.employmentType,
    positions: jobs.positions,
    skillCount: sql<number>`(select count(*)::int from job_skills js where js.job_id = ${jobs.id})`,
    closingDate: jobs.closingDate,
    openedAt: jobs.openedAt,
    createdAt: jobs.createdAt,
    updatedAt: jobs.updatedAt,
  };
}

type SummaryRow = Omit<JobSummary, 'openedAt' | 'createdAt' | 'updatedAt' | 'candidateCounts'> & { openedAt: Date | null; createdAt: Date; updatedAt: Date };

function presentSummary(r: SummaryRow, candidateCounts: HiringStatusCounts): JobSummary {
  return {
    ...r,
    openedAt: r.openedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    candidateCounts,
  };
}

function emptyCounts(): JobStatusCounts {
  return { all: 0, draft: 0, open: 0, paused: 0, closed: 0, filled: 0 };
}

async function countByStatus(db: Tx, where: SQL | undefined, today: string): Promise<JobStatusCounts> {
  const status = effectiveStatusSql(today);
  // by position: the date parameter would otherwise differ between the select list and the group by
  const rows = await db.select({ status, n: count() }).from(jobs).where(where).groupBy(sql`1`);
  const counts = emptyCounts();
  for (const r of rows) {
    if ((JOB_STATUSES as readonly string[]).includes(r.status)) counts[r.status] = r.n;
    counts.all += r.n;
  }
  return counts;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function listJobs(db: Db, base: SQL | undefined, query: EmployerJobListQuery, today: string): Promise<JobList> {
  const conditions = [base];
  if (query.search) conditions.push(ilike(jobs.title, `%${escapeLike(query.search)}%`));
  const scope = and(...conditions.filter(Boolean));
  const where = query.status === 'all' ? scope : and(scope, statusCondition(query.status, today));
  const [counts, [{ total }], rows] = await Promise.all([
    countByStatus(db, scope, today),
    db.select({ total: count() }).from(jobs).where(where),
    db
      .select(summaryColumns(today))
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const candidateCounts = await candidateCountsByJob(db, rows.map((r) => r.id));
  return { items: rows.map((r) => presentSummary(r, candidateCounts.get(r.id)!)), totalRecords: total, page: query.page, pageSize: query.pageSize, counts };
}

/** The employer's company's jobs, counts per status over the whole company (search aside). */
export async function listCompanyJobs(db: Db, companyId: string | null, query: EmployerJobListQuery, today: string = todayUtc()): Promise<JobList> {
  if (!companyId) throw new NotFoundError(JOB_MESSAGES.noCompany);
  return listJobs(db, eq(jobs.companyId, companyId), query, today);
}

/** Administrators: every job, title search (trigram index on ILIKE), status and company filters. */
export async function listAllJobs(db: Db, query: AdminJobListQuery, today: string = todayUtc()): Promise<JobList> {
  return listJobs(db, query.companyId ? eq(jobs.companyId, query.companyId) : undefined, query, today);
}

/** For the admin company page (companies module): the company's jobs, newest first. */
export async function listCompanyJobsForAdmin(db: Tx, companyId: string, today: string = todayUtc()): Promise<AdminCompanyJob[]> {
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, status: effectiveStatusSql(today), createdAt: jobs.createdAt })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(desc(jobs.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

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
    const rows = await tx.select({ id: skills.id, isActive: skills.isActive, mergedIntoId: skills.mergedIntoId }).from(skills).where(inArray(skills.id, skillIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (skillIds.some((id) => !byId.has(id) || byId.get(id)!.mergedIntoId)) {
      throw new BadRequestError(JOB_MESSAGES.skillUnknown, { skills: [JOB_MESSAGES.skillUnknown] });
    }
    if (skillIds.some((id) => !byId.get(id)!.isActive && !current?.skillIds.includes(id))) {
      throw new BadRequestError(JOB_MESSAGES.skillInactive, { skills: [JOB_MESSAGES.skillInactive] });
    }
  }
  const benefitIds = await requireOfferedBenefits(tx, input.benefitIds, current?.benefitIds ?? []);
  if (input.yearsOptionId) await requireUsableOption(tx, 'yearsOptionId', 'years', input.yearsOptionId, current?.yearsOptionId);
  if (input.educationOptionId) await requireUsableOption(tx, 'educationOptionId', 'education', input.educationOptionId, current?.educationOptionId);
  if (input.experienceAreaId) await requireUsableArea(tx, input.experienceAreaId, current?.experienceAreaId);
  return benefitIds;
}

function columns(input: JobInput) {
  const { skills: _skills, benefitIds: _benefits, ...fields } = input;
  return fields;
}

async function writeLists(tx: Tx, jobId: string, input: JobInput, benefitIds: string[]) {
  await tx.delete(jobSkills).where(eq(jobSkills.jobId, jobId));
  if (input.skills.length) await tx.insert(jobSkills).values(input.skills.map((s) => ({ jobId, skillId: s.skillId, importance: s.importance })));
  await tx.delete(jobBenefits).where(eq(jobBenefits.jobId, jobId));
  if (benefitIds.length) await tx.insert(jobBenefits).values(benefitIds.map((benefitId) => ({ jobId, benefitId })));
}

/** Open jobs of the company other than this one (not past their closing date), with the company row locked so two openings cannot both pass. */
async function checkOpenJobsLimit(deps: JobDeps, tx: Tx, companyId: string, exceptJobId: string | null, today: string) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const conditions = [eq(jobs.companyId, companyId), openJobCondition(today)];
  if (exceptJobId) conditions.push(ne(jobs.id, exceptJobId));
  const [{ n }] = await tx.select({ n: count() }).from(jobs).where(and(...conditions));
  await checkPlanLimit({ db: tx as Db, plans: deps.plans }, companyId, 'openJobs', n);
}

function requireCompany(actor: JobActor): string {
  if (!actor.companyId) throw new NotFoundError(JOB_MESSAGES.noCompany);
  return actor.companyId;
}

/** Creates a job of the actor's company, as a draft or published at once (plan limit checked). */
export async function createJob(deps: JobDeps, actor: JobActor, input: JobInput, options: { publish: boolean }): Promise<Job> {
  const companyId = requireCompany(actor);
  const today = todayUtc();
  const id = await deps.db.transaction(async (tx) => {
    const benefitIds = await checkReferences(tx, input, null);
    if (options.publish) await checkOpenJobsLimit(deps, tx, companyId, null, today);
    const now = new Date();
    const [row] = await tx
      .insert(jobs)
      .values({ ...columns(input), companyId, createdBy: actor.userId, status: options.publish ? 'open' : 'draft', openedAt: options.publish ? now : null })
      .returning({ id: jobs.id });
    await writeLists(tx, row.id, input, benefitIds);
    await refreshJobSearchDocument(tx, row.id);
    return row.id;
  });
  return presentJob(deps.db, id);
}

/** Loads a job for a change by the actor, locked; 404 when it is not theirs (never says whose it is). */
async function requireEditable(tx: Tx, actor: JobActor, id: string): Promise<JobRow> {
  const row = await jobRow(tx, id, { lock: true });
  if (!row || !canEditJob(actor, row)) throw new NotFoundError(JOB_MESSAGES.notFound);
  return row;
}

export async function updateJob(deps: JobDeps, actor: JobActor, id: string, input: JobInput): Promise<Job> {
  const today = todayUtc();
  await deps.db.transaction(async (tx) => {
    const row = await requireEditable(tx, actor, id);
    const status = effectiveStatus(row, today);
    if (status === 'closed' || status === 'filled') {
      throw new ConflictError(row.status !== status ? JOB_MESSAGES.pastClosingDate : JOB_MESSAGES.notEditable);
    }
    const [skillRows, benefitRows] = await Promise.all([
      tx.select({ id: jobSkills.skillId }).from(jobSkills).where(eq(jobSkills.jobId, id)),
      tx.select({ id: jobBenefits.benefitId }).from(jobBenefits).where(eq(jobBenefits.jobId, id)),
    ]);
    const benefitIds = await checkReferences(tx, input, {
      skillIds: skillRows.map((r) => r.id),
      benefitIds: benefitRows.map((r) => r.id),
      yearsOptionId: row.yearsOptionId,
      educationOptionId: row.educationOptionId,
      experienceAreaId: row.experienceAreaId,
    });
    await tx.update(jobs).set({ ...columns(input), updatedAt: new Date() }).where(eq(jobs.id, id));
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
}

/** Publish, pause, resume, close, mark filled: the transition table decides (409 otherwise). */
export async function changeJobStatus(deps: JobDeps, actor: JobActor, id: string, to: JobStatus): Promise<Job> {
  const today = todayUtc();
  await deps.db.transaction(async (tx) => {
    const row = await requireEditable(tx, actor, id);
    await applyTransition(deps, tx, row, to, today);
  });
  return presentJob(deps.db, id);
}

/** Administrators close any open or paused job (moderation). */
export async function adminCloseJob(deps: JobDeps, admin: JobViewer, id: string): Promise<Job> {
  const today = todayUtc();
  await deps.db.transaction(async (tx) => {
    const row = await jobRow(tx, id, { lock: true });
    if (!row || !canCloseJob(admin, row)) throw new NotFoundError(JOB_MESSAGES.notFound);
    await applyTransition(deps, tx, row, 'closed', today);
  });
  return presentJob(deps.db, id);
}

/**
 * jobs/create/{id}: the fields of one of the company's jobs to start a new one from. Entries no
 * longer offered are left out, and so is a closing date that has passed.
 */
export async function copyTemplate(db: Db, actor: JobActor, id: string): Promise<JobBody> {
  const row = await jobRow(db, id);
  if (!row || !canEditJob(actor, row)) throw new NotFoundError(JOB_MESSAGES.notFound);
  const job = await presentJob(db, id);
  const active = (r: { id: string; isActive: boolean } | null) => (r?.isActive ? r.id : null);
  return {
    title: job.title,
    description: job.description,
    city: job.city,
    region: job.region,
    country: job.country,
    workplace: job.workplace,
    employmentType: job.employmentType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency as JobBody['salaryCurrency'],
    salaryPeriod: job.salaryPeriod,
    skills: job.skills.filter((s) => s.isActive).map((s) => ({ skillId: s.skillId, importance: s.importance })),
    yearsOptionId: active(job.yearsOption),
    educationOptionId: active(job.educationOption),
    experienceAreaId: active(job.experienceArea),
    benefitIds: job.benefits.filter((b) => b.isActive).map((b) => b.id),
    positions: job.positions,
    closingDate: job.closingDate && job.closingDate >= todayUtc() ? job.closingDate : null,
  };
}
