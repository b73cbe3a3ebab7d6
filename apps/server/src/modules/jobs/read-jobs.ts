import { escapeLike } from '../../platform/db/like.ts';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { required } from '@talentmatch/shared/required';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminCompanyJob } from '@talentmatch/shared/companies';
import type { HiringStatusCounts } from '@talentmatch/shared/hiring';
import {
  JOB_MESSAGES,
  JOB_STATUSES,
  todayUtc,
  type AdminJobListQuery,
  type EmployerJobListQuery,
  type Job,
  type JobList,
  type JobStatusCounts,
  type JobSummary,
} from '@talentmatch/shared/jobs';
import type { Db, Tx } from '../../platform/db/index.ts';
export type { Tx } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { benefitCatalogue } from '../benefits/service.ts';
import { dropdownOptionsAs } from '../dropdowns/queries.ts';
import { areaCatalogue } from '../experience-areas/service.ts';
import { skillCatalogue } from '../skills/service.ts';
import { allowedTransitions, effectiveStatus } from './lifecycle.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { can } from './policy.ts';
import { jobBenefits, jobs, jobSkills } from './tables.ts';
import type { JobDeps, JobRow } from './job-deps.ts';
import { effectiveStatusSql, statusCondition } from './status-sql.ts';

// ---------------------------------------------------------------------------------------------
// Reading

const yearsOption = dropdownOptionsAs('job_years_option');
const educationOption = dropdownOptionsAs('job_education_option');

const ref = (o: { id: string | null; label: string | null; isActive: boolean | null } | null) =>
  o?.id ? { id: o.id, label: o.label ?? '', isActive: o.isActive ?? false } : null;

/**
 * A job as another module joins it (the hiring pipeline, a conversation's job): the fields it may read.
 * `jobFactsAs(name)` is the same under another name, for raw SQL (``left join ${jobFactsAs('j')} on …``).
 */
export function jobFactsAs<TAlias extends string>(alias: TAlias) {
  return new QueryBuilder()
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      closingDate: jobs.closingDate,
      companyId: jobs.companyId,
      positions: jobs.positions,
      createdBy: jobs.createdBy,
    })
    .from(jobs)
    .as(alias);
}

export const jobFacts = jobFactsAs('job_facts');

export async function jobRow(tx: Tx, id: string, options: { lock?: boolean } = {}): Promise<JobRow | null> {
  const query = tx.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The full job, without an access check (callers check with the policy first). */
export async function presentJob(db: Tx, id: string, today: string = todayUtc()): Promise<Job> {
  const [row] = await db
    .select({
      job: jobs,
      companyName: companyDirectory.name,
      years: { id: yearsOption.id, label: yearsOption.label, isActive: yearsOption.isActive },
      education: { id: educationOption.id, label: educationOption.label, isActive: educationOption.isActive },
      area: { id: areaCatalogue.id, label: areaCatalogue.name, isActive: areaCatalogue.isActive },
    })
    .from(jobs)
    .innerJoin(companyDirectory, eq(companyDirectory.id, jobs.companyId))
    .leftJoin(yearsOption, eq(yearsOption.id, jobs.yearsOptionId))
    .leftJoin(educationOption, eq(educationOption.id, jobs.educationOptionId))
    .leftJoin(areaCatalogue, eq(areaCatalogue.id, jobs.experienceAreaId))
    .where(eq(jobs.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(JOB_MESSAGES.notFound);
  // one query at a time: `db` may be a transaction's one connection
  const skillRows = await db
    .select({
      skillId: skillCatalogue.id,
      name: skillCatalogue.name,
      category: skillCatalogue.category,
      importance: jobSkills.importance,
      isActive: skillCatalogue.isActive,
    })
    .from(jobSkills)
    .innerJoin(skillCatalogue, eq(skillCatalogue.id, jobSkills.skillId))
    .where(eq(jobSkills.jobId, id))
    .orderBy(desc(jobSkills.importance), asc(sql`lower(${skillCatalogue.name})`)); // required before nice to have
  const benefitRows = await db
    .select({ id: benefitCatalogue.id, name: benefitCatalogue.name, icon: benefitCatalogue.icon, isActive: benefitCatalogue.isActive })
    .from(jobBenefits)
    .innerJoin(benefitCatalogue, eq(benefitCatalogue.id, jobBenefits.benefitId))
    .where(eq(jobBenefits.jobId, id))
    .orderBy(asc(benefitCatalogue.sortOrder), asc(sql`lower(${benefitCatalogue.name})`));
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
    publicListing: j.publicListing,
    status,
    allowedTransitions: allowedTransitions(status),
    openedAt: j.openedAt?.toISOString() ?? null,
    closedAt: j.closedAt?.toISOString() ?? null,
    createdAt: j.createdAt.toISOString(),
    updatedAt: j.updatedAt.toISOString(),
  };
}

/** A job the viewer may read (own company, or any for administrators); 404 otherwise, so nothing leaks. */
export async function getJob(db: Db, viewer: Actor, id: string): Promise<Job> {
  const row = await jobRow(db, id);
  if (!row || !can(viewer, 'view', row)) throw new NotFoundError(JOB_MESSAGES.notFound);
  return presentJob(db, id);
}

function summaryColumns(today: string) {
  return {
    id: jobs.id,
    companyId: jobs.companyId,
    companyName: companyDirectory.name,
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

type SummaryRow = Omit<JobSummary, 'openedAt' | 'createdAt' | 'updatedAt' | 'candidateCounts'> & {
  openedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

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

async function listJobs(
  deps: Pick<JobDeps, 'candidateCounts'>,
  db: Db,
  base: SQL | undefined,
  query: EmployerJobListQuery,
  today: string,
): Promise<JobList> {
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
      .innerJoin(companyDirectory, eq(companyDirectory.id, jobs.companyId))
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const candidateCounts = await deps.candidateCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => presentSummary(r, required(candidateCounts.get(r.id)))),
    totalRecords: total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

/** The employer's company's jobs, counts per status over the whole company (search aside). */
export async function listCompanyJobs(
  deps: Pick<JobDeps, 'db' | 'candidateCounts'>,
  companyId: string | null,
  query: EmployerJobListQuery,
  today: string = todayUtc(),
): Promise<JobList> {
  if (!companyId) throw new NotFoundError(JOB_MESSAGES.noCompany);
  return listJobs(deps, deps.db, eq(jobs.companyId, companyId), query, today);
}

/** Administrators: every job, title search (trigram index on ILIKE), status and company filters. */
export async function listAllJobs(
  deps: Pick<JobDeps, 'db' | 'candidateCounts'>,
  query: AdminJobListQuery,
  today: string = todayUtc(),
): Promise<JobList> {
  return listJobs(deps, deps.db, query.companyId ? eq(jobs.companyId, query.companyId) : undefined, query, today);
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

/** The company and title of each job (for other modules' work on many jobs at once, e.g. the feedback sweep). */
export async function jobOwnersAndTitles(
  db: Pick<Db, 'select'>,
  jobIds: string[],
): Promise<Map<string, { companyId: string; title: string }>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db.select({ id: jobs.id, companyId: jobs.companyId, title: jobs.title }).from(jobs).where(inArray(jobs.id, jobIds));
  return new Map(rows.map((r) => [r.id, { companyId: r.companyId, title: r.title }]));
}
