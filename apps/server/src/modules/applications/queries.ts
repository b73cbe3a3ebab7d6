import { jobFacts } from '../jobs/service.ts';
import { profileFacts } from '../candidate-profiles/service.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { required } from '@talentmatch/shared/required';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { todayUtc, type JobStatus } from '@talentmatch/shared/jobs';
import {
  HIRING_MESSAGES,
  HIRING_STATUSES,
  nextStatuses,
  type Application,
  type ApplicationList,
  type HiringHistoryEntry,
  type HiringStatus,
  type HiringStatusCounts,
  type JobCandidateList,
  type MyJobStanding,
  type PipelineActivity,
} from '@talentmatch/shared/hiring';
import type { JobCandidatesQuery, MyApplicationsQuery } from '@talentmatch/shared/hiring-requests';
import type { Db, Tx } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import { userDirectory } from '../users/queries.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { dataOnly, type PersonalDataPart } from '../../platform/personal-data.ts';
import { effectiveStatus } from '../jobs/service.ts';
import { loadCandidateFacts, loadJobFacts } from '../matching/index.ts';
import { matchBreakdown } from '../matching/index.ts';
import { can, movesFor } from './policy.ts';
import { applicationEvents, applications } from './tables.ts';
import { namedRead } from '../../platform/db/named-read.ts';

/** Applications as other modules read them: the pair, its status and conversation (messaging, interviews, the public API). */
export const applicationsAs = namedRead(applications, {
  id: applications.id,
  jobId: applications.jobId,
  candidateId: applications.candidateId,
  status: applications.status,
  origin: applications.origin,
  conversationId: applications.conversationId,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
});

/** Reading the pipeline: one application, the candidate's list, a job's candidates, and the summaries other modules show. */

const applicationColumns = {
  app: applications,
  job: { title: jobFacts.title, status: jobFacts.status, closingDate: jobFacts.closingDate, companyId: jobFacts.companyId },
  companyName: companyDirectory.name,
  candidate: { firstName: userDirectory.firstName, lastName: userDirectory.lastName, deletedAt: userDirectory.deletedAt },
  headline: profileFacts.headline,
};

function selectApplications(db: Tx) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobFacts, eq(jobFacts.id, applications.jobId))
    .innerJoin(companyDirectory, eq(companyDirectory.id, jobFacts.companyId))
    .innerJoin(userDirectory, eq(userDirectory.id, applications.candidateId))
    .leftJoin(profileFacts, eq(profileFacts.userId, applications.candidateId));
}

interface ApplicationRow {
  app: typeof applications.$inferSelect;
  job: { title: string; status: JobStatus; closingDate: string | null; companyId: string };
  companyName: string;
  candidate: { firstName: string; lastName: string; deletedAt: Date | null };
  headline: string | null;
}

const ACTOR_FALLBACK = { candidate: 'The candidate', employer: 'The hiring team' } as const;

/** The history of each application, oldest move first. */
async function histories(db: Tx, applicationIds: string[]): Promise<Map<string, HiringHistoryEntry[]>> {
  const out = new Map<string, HiringHistoryEntry[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return out;
  const rows = await db
    .select({ event: applicationEvents, firstName: userDirectory.firstName, lastName: userDirectory.lastName })
    .from(applicationEvents)
    .leftJoin(userDirectory, eq(userDirectory.id, applicationEvents.actorId))
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  for (const { event, firstName, lastName } of rows) {
    out.get(event.applicationId)?.push({
      from: event.fromStatus,
      to: event.toStatus,
      at: event.createdAt.toISOString(),
      by: {
        id: event.actorId,
        name: firstName !== null ? `${firstName} ${lastName ?? ''}`.trim() : ACTOR_FALLBACK[event.actorSide],
        side: event.actorSide,
      },
    });
  }
  return out;
}

async function presentApplications(db: Tx, viewer: Actor, rows: ApplicationRow[], today = todayUtc()): Promise<Application[]> {
  const history = await histories(
    db,
    rows.map((r) => r.app.id),
  );
  return rows.map(({ app, job, companyName, candidate, headline }) => ({
    id: app.id,
    status: app.status,
    origin: app.origin,
    job: { id: app.jobId, title: job.title, status: effectiveStatus(job, today), companyId: job.companyId, companyName },
    candidate: { id: app.candidateId, firstName: candidate.firstName, lastName: candidate.lastName, headline: headline ?? '' },
    conversationId: app.conversationId,
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
    history: history.get(app.id) ?? [],
    nextStatuses: candidate.deletedAt
      ? []
      : movesFor(viewer, { candidateId: app.candidateId, companyId: job.companyId, status: app.status }),
    candidateDeleted: candidate.deletedAt !== null,
  }));
}

/** Applications by id, in the order asked, as the viewer sees them (no access check: callers check first). */
export async function applicationsById(db: Tx, viewer: Actor, ids: string[]): Promise<Application[]> {
  if (ids.length === 0) return [];
  const rows = await selectApplications(db).where(inArray(applications.id, ids));
  const presented = new Map((await presentApplications(db, viewer, rows)).map((a) => [a.id, a]));
  return ids.flatMap((id) => presented.get(id) ?? []);
}

/** The candidate, an employer of the job's company, or an administrator; 404 for everyone else. */
export async function getApplication(db: Tx, viewer: Actor, id: string): Promise<Application> {
  const [row] = await selectApplications(db).where(eq(applications.id, id)).limit(1);
  if (!row || !can(viewer, 'read', { candidateId: row.app.candidateId, companyId: row.job.companyId })) {
    throw new NotFoundError(HIRING_MESSAGES.applicationNotFound);
  }
  const [application] = await presentApplications(db, viewer, [row]);
  return application;
}

/** The candidate's applications and invitations, the latest change first. */
export async function listMyApplications(db: Tx, viewer: Actor, query: MyApplicationsQuery): Promise<ApplicationList> {
  const mine = eq(applications.candidateId, viewer.userId);
  const where = query.status === 'all' ? mine : and(mine, eq(applications.status, query.status));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(applications).where(where),
    selectApplications(db)
      .where(where)
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return { items: await presentApplications(db, viewer, rows), totalRecords: total, page: query.page, pageSize: query.pageSize };
}

function emptyCounts(): HiringStatusCounts {
  const counts = { all: 0 } as HiringStatusCounts;
  for (const status of HIRING_STATUSES) counts[status] = 0;
  return counts;
}

/** Per job: how many candidates are in each hiring status (and in all), zeros for a job without any. */
export async function candidateCountsByJob(db: Tx, jobIds: string[]): Promise<Map<string, HiringStatusCounts>> {
  const out = new Map(jobIds.map((id) => [id, emptyCounts()]));
  if (jobIds.length === 0) return out;
  const rows = await db
    .select({ jobId: applications.jobId, status: applications.status, n: count() })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId, applications.status);
  for (const r of rows) {
    const counts = required(out.get(r.jobId));
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  return out;
}

/** For the employer's status page: the job's candidates, counts per status over the whole job, the match of each. */
export async function listJobCandidates(db: Tx, viewer: Actor, jobId: string, query: JobCandidatesQuery): Promise<JobCandidateList> {
  const [job] = await db
    .select({
      id: jobFacts.id,
      title: jobFacts.title,
      status: jobFacts.status,
      closingDate: jobFacts.closingDate,
      companyId: jobFacts.companyId,
      positions: jobFacts.positions,
    })
    .from(jobFacts)
    .where(eq(jobFacts.id, jobId))
    .limit(1);
  if (!job || !can(viewer, 'manageJob', job)) throw new NotFoundError(HIRING_MESSAGES.jobNotFound);
  const ofJob = and(eq(applications.jobId, jobId), query.candidateId ? eq(applications.candidateId, query.candidateId) : undefined);
  const where: SQL | undefined = query.status === 'all' ? ofJob : and(ofJob, eq(applications.status, query.status));
  const [counts, rows] = await Promise.all([
    candidateCountsByJob(db, [jobId]).then((m) => required(m.get(jobId))),
    db
      .select({
        app: applications,
        firstName: userDirectory.firstName,
        lastName: userDirectory.lastName,
        deletedAt: userDirectory.deletedAt,
        profile: {
          headline: profileFacts.headline,
          city: profileFacts.city,
          country: profileFacts.country,
          score: profileFacts.score,
        },
      })
      .from(applications)
      .innerJoin(userDirectory, eq(userDirectory.id, applications.candidateId))
      .leftJoin(profileFacts, eq(profileFacts.userId, applications.candidateId))
      .where(where)
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const candidateFacts = await loadCandidateFacts(
    db,
    rows.map((r) => r.app.candidateId),
  );
  const matchJob = required((await loadJobFacts(db, [jobId])).get(jobId));
  return {
    job: { id: job.id, title: job.title, status: effectiveStatus(job, todayUtc()), positions: job.positions },
    items: rows.map(({ app, firstName, lastName, deletedAt, profile }) => {
      const facts = candidateFacts.get(app.candidateId);
      return {
        applicationId: app.id,
        status: app.status,
        origin: app.origin,
        candidate: {
          id: app.candidateId,
          firstName,
          lastName,
          headline: profile?.headline ?? '',
          city: profile?.city ?? '',
          country: profile?.country ?? '',
          score: profile?.score ?? 0,
        },
        match: facts ? matchBreakdown(matchJob, facts).total : null,
        conversationId: app.conversationId,
        updatedAt: app.updatedAt.toISOString(),
        nextStatuses: deletedAt ? [] : nextStatuses(app.status, 'employer'),
        candidateDeleted: deletedAt !== null,
      };
    }),
    // one candidate has at most one application per job
    totalRecords: query.candidateId ? rows.length : counts[query.status],
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

/** The company's latest pipeline moves (both sides), newest first: the employer dashboard's recent activity. */
export async function recentCompanyActivity(db: Tx, companyId: string, limit = 8): Promise<PipelineActivity[]> {
  const rows = await db
    .select({
      applicationId: applications.id,
      jobId: jobFacts.id,
      jobTitle: jobFacts.title,
      candidateId: userDirectory.id,
      firstName: userDirectory.firstName,
      lastName: userDirectory.lastName,
      from: applicationEvents.fromStatus,
      to: applicationEvents.toStatus,
      side: applicationEvents.actorSide,
      at: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .innerJoin(jobFacts, eq(jobFacts.id, applications.jobId))
    .innerJoin(userDirectory, eq(userDirectory.id, applications.candidateId))
    .where(eq(jobFacts.companyId, companyId))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    applicationId: r.applicationId,
    jobId: r.jobId,
    jobTitle: r.jobTitle,
    candidate: { id: r.candidateId, name: `${r.firstName} ${r.lastName}`.trim() },
    from: r.from,
    to: r.to,
    side: r.side,
    at: r.at.toISOString(),
  }));
}

/** On the candidate's job page: their application or invitation for this job, or null. */
export async function jobStanding(db: Pick<Db, 'execute'>, candidateId: string, jobId: string): Promise<MyJobStanding | null> {
  const { rows } = await db.execute<{ id: string; status: HiringStatus; conversation_id: string }>(sql`
    select id, status, conversation_id from applications where job_id = ${jobId} and candidate_id = ${candidateId}`);
  const row = rows[0];
  return row
    ? {
        applicationId: row.id,
        status: row.status,
        conversationId: row.conversation_id,
        nextStatuses: nextStatuses(row.status, 'candidate'),
      }
    : null;
}

/** Applications and invitations started, and candidates hired, since a moment (the admin dashboard's figures). */
export async function applicationFiguresSince(db: Db, since: Date): Promise<{ applications: number; hires: number }> {
  const [[started], [hired]] = await Promise.all([
    db.select({ n: count() }).from(applications).where(sql`${applications.createdAt} >= ${since}`),
    db
      .select({ n: count() })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.toStatus, 'Hired'), sql`${applicationEvents.createdAt} >= ${since}`)),
  ]);
  return { applications: Number(started?.n ?? 0), hires: Number(hired?.n ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// "Download my data" (modules/data-export)

export interface ApplicationsExport {
  /** the user's own applications and invitations, as a candidate, with their history */
  asCandidate: Array<Omit<Application, 'nextStatuses' | 'candidateDeleted'>>;
  /** the hiring steps the user took as an employer */
  stepsTaken: Array<{ applicationId: string; jobId: string; jobTitle: string; from: HiringStatus | null; to: HiringStatus; at: string }>;
}

export async function exportApplications(db: Db, userId: string): Promise<PersonalDataPart<ApplicationsExport>> {
  const viewer: Actor = { userId, roles: ['Candidate'], companyId: null };
  const rows = await selectApplications(db)
    .where(eq(applications.candidateId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const asCandidate = (await presentApplications(db, viewer, rows)).map(({ nextStatuses: _, candidateDeleted: __, ...rest }) => rest);
  const steps = await db
    .select({ event: applicationEvents, jobId: applications.jobId, jobTitle: jobFacts.title })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .innerJoin(jobFacts, eq(jobFacts.id, applications.jobId))
    .where(and(eq(applicationEvents.actorId, userId), eq(applicationEvents.actorSide, 'employer')))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  return dataOnly({
    asCandidate,
    stepsTaken: steps.map(({ event, jobId, jobTitle }) => ({
      applicationId: event.applicationId,
      jobId,
      jobTitle,
      from: event.fromStatus,
      to: event.toStatus,
      at: event.createdAt.toISOString(),
    })),
  });
}
