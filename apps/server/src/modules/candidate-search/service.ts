import {
  CANDIDATE_PROFILES_TABLE,
  candidateProfilesAs,
  candidateProfilesSample,
  candidateSkillsAs,
  educationExperiencesAs,
  jobExperiencesAs,
} from '../candidate-profiles/queries.ts';
import { dropdownOptionsAs } from '../dropdowns/queries.ts';
import { experienceAreasAs } from '../experience-areas/queries.ts';
import { jobsAs } from '../jobs/queries.ts';
import { can as canJob } from '../jobs/policy.ts';
import { skillsAs } from '../skills/queries.ts';
import { required } from '@talentmatch/shared/required';
import { sql, type SQL } from 'drizzle-orm';
import type {
  CandidateCard,
  CandidateDetail,
  CandidateSearchQuery,
  CandidateSearchResult,
  EmployerJobOption,
} from '@talentmatch/shared/matching';
import { uuidArray, type Db, type Tx } from '../../platform/db/index.ts';
import {
  type EstimateLimits,
  estimateFromSample,
  plannerRowCount,
  type Total,
  walkingTheIndex,
  walkIsShorter,
} from '../../platform/db/estimate.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { loadCandidateFacts, loadJobFacts } from '../matching/index.ts';
import { matchBreakdown } from '../matching/index.ts';
import { inSearchTransaction } from '../matching/index.ts';
import { RANKING_PLAN, rankForJob, type RankingPlan } from './ranking.ts';
import { pageFromShortlist, type ShortlistKeeper } from './shortlist.ts';
import { userDirectoryAs } from '../users/queries.ts';
import { facetQuery } from '../candidate-profiles/service.ts';
import { can as canCandidate } from '../candidate-profiles/policy.ts';
import type { Actor } from '../../platform/auth/actor.ts';

type SearchDb = Tx & Pick<Db, 'transaction'>;

const JOB_NOT_FOUND = 'This job does not exist or is not one of your company’s jobs.';
export const CANDIDATE_NOT_FOUND = 'This candidate does not exist or is not visible to employers.';

/** The job a ranking or a breakdown is for: one of the employer's company (administrators: any). */
async function requireRankingJob(db: Tx, viewer: Actor, jobId: string): Promise<{ id: string; title: string }> {
  const { rows } = await db.execute<{ id: string; title: string; company_id: string }>(
    sql`select id, title, company_id from ${jobsAs('jobs')} where id = ${jobId}`,
  );
  const job = rows[0];
  if (!job || !canJob(viewer, 'view', { companyId: job.company_id })) throw new NotFoundError(JOB_NOT_FOUND);
  return { id: job.id, title: job.title };
}

/** Jobs an employer can rank candidates against (open first). */
export async function rankingJobs(db: Tx, viewer: Actor): Promise<EmployerJobOption[]> {
  if (!viewer.companyId) return [];
  const { rows } = await db.execute<{ id: string; title: string; status: string }>(sql`
    select id, title, status from ${jobsAs('jobs')} where company_id = ${viewer.companyId} and status <> 'draft'
    order by (status = 'open') desc, coalesce(opened_at, created_at) desc limit 200`);
  return rows;
}

/** Ids of the dropdown options worth at least the value of `optionId`; null when that value is 0 or unknown (no filter). */
async function optionsAtLeast(db: Tx, optionId: string): Promise<string[] | null> {
  const { rows } = await db.execute<{ wanted: number; id: string | null }>(sql`
    select w.wanted, o.id from (select coalesce((select value from ${dropdownOptionsAs('dropdown_options')} where id = ${optionId}), 0) as wanted) w
    left join ${dropdownOptionsAs('o')} on o.value >= w.wanted`);
  return Number(rows[0].wanted) > 0 ? rows.flatMap((r) => (r.id ? [r.id] : [])) : null;
}

/**
 * The filters as conditions on `p` (candidate_profiles) alone. Years and education compare option
 * values, so they are resolved first to the option ids that are worth enough: no option join, which
 * keeps the visible-candidates index usable index-only and gives the planner constants to estimate.
 */
async function filters(db: Tx, q: CandidateSearchQuery): Promise<SQL[]> {
  // a candidate whose address is not confirmed yet is not found (one probe of the small partial index users_unverified_idx)
  const where: SQL[] = [
    sql`p.visibility = 'visible'`,
    sql`not exists (select 1 from ${userDirectoryAs('nu')} where nu.id = p.user_id and nu.email_verified_at is null)`,
  ];
  // The keyword, the skills and the area are conditions on the full-text document (skills and areas through its
  // facet lexemes, see candidateSearchDocumentUpdate), which PostgreSQL reads together in one scan of its index;
  // the semi-joins below still decide, on the few rows that scan returns.
  if (q.q) where.push(sql`p.search_document @@ websearch_to_tsquery('english', ${q.q})`);
  if (q.skills.length > 0) where.push(sql`p.search_document @@ (${facetQuery('skill', q.skills, q.skillMode === 'any' ? 'any' : 'all')})`);
  if (q.experienceAreaId) where.push(sql`p.search_document @@ (${facetQuery('area', [q.experienceAreaId])})`);
  if (q.skills.length > 0) {
    const holds = (ids: string[]) =>
      sql`exists (select 1 from ${candidateSkillsAs('f')} where f.user_id = p.user_id and f.skill_id = any(${uuidArray(ids)}))`;
    // all: one semi-join per skill, each estimated from that skill's own frequency
    where.push(
      q.skillMode === 'any'
        ? holds(q.skills)
        : sql.join(
            q.skills.map((id) => holds([id])),
            sql` and `,
          ),
    );
  }
  if (q.experienceAreaId)
    where.push(
      sql`exists (select 1 from ${jobExperiencesAs('x')} where x.user_id = p.user_id and x.experience_area_id = ${q.experienceAreaId})`,
    );
  const years = q.yearsOptionId ? await optionsAtLeast(db, q.yearsOptionId) : null;
  if (years) where.push(sql`p.years_option_id = any(${uuidArray(years)})`);
  const education = q.educationOptionId ? await optionsAtLeast(db, q.educationOptionId) : null;
  if (education) {
    // greatest(profile level, best education entry) ≥ wanted: the profile's level or any entry is worth enough.
    // A scalar subquery, not exists: one index-only probe per candidate that gets this far, where PostgreSQL
    // would hash every education entry first.
    where.push(sql`(p.education_option_id = any(${uuidArray(education)}) or coalesce((select true from ${educationExperiencesAs('fe')}
      where fe.user_id = p.user_id and fe.education_option_id = any(${uuidArray(education)}) limit 1), false))`);
  }
  const loc = q.location.toLowerCase();
  const place = loc ? sql`(lower(p.city) = ${loc} or lower(p.region) = ${loc} or lower(p.country) = ${loc})` : null;
  const remote = q.remote ? sql`p.remote_preference in ('remote', 'any')` : null;
  if (place && remote) where.push(sql`(${place} or ${remote})`);
  else if (place ?? remote) where.push(required(place ?? remote));
  // the same, through the document's facet lexemes, read with the keyword in one scan
  if (loc || q.remote) {
    const places = loc ? [facetQuery('place', [loc])] : [];
    const remotes = q.remote ? [facetQuery('prefers', ['remote', 'any'], 'any')] : [];
    where.push(sql`p.search_document @@ (${sql.join([...places, ...remotes], sql` || `)})`);
  }
  if (q.minScore !== undefined) where.push(sql`p.score >= ${q.minScore}`);
  return where;
}

export interface RankingOptions {
  /** the plan of a ranking computed at query time (tests force each one) */
  plan?: RankingPlan;
  /** false: rank at query time even where the job's shortlist could answer (tests) */
  useShortlist?: boolean;
  /** told when the shortlist could not answer, to compute it or fold marks in the background */
  keeper?: Pick<ShortlistKeeper, 'missed'>;
  /** told where a ranking by match came from (the route reports it in Server-Timing) */
  onRanked?: (from: 'shortlist' | 'query') => void;
  /** when the total is estimated rather than counted (tests force a small site to count as large) */
  estimate?: EstimateLimits;
}

/** Search, filter and rank in the database; names, skills and the breakdown for the returned page only. */
export async function searchCandidates(
  db: SearchDb,
  viewer: Actor,
  q: CandidateSearchQuery,
  options: RankingOptions = {},
): Promise<CandidateSearchResult> {
  const job = q.jobId ? await requireRankingJob(db, viewer, q.jobId) : null;
  return inSearchTransaction(db, async (tx) => {
    const where = sql.join(await filters(tx, q), sql` and `);
    const offset = (q.page - 1) * q.pageSize;
    // On a large site, when the filters match many, the total is a sample's estimate; else it is counted over the
    // filters alone (no match to compute), with the page when the page is by score. A ranking chooses its plan by it.
    const profiles = await plannerRowCount(tx, CANDIDATE_PROFILES_TABLE);
    const estimate = await estimateFromSample(tx, candidateProfilesSample('p'), profiles, where, options.estimate);
    let total: Total;
    let ids: string[];
    if (job !== null && q.sort !== 'score') {
      total = estimate ?? { total: await countCandidates(tx, where) };
      ids = await rankPage(tx, options, job.id, where, total.total, offset, q.pageSize);
    } else if (estimate) {
      total = estimate;
      const page = () =>
        tx.execute<{ user_id: string }>(sql`select p.user_id from ${candidateProfilesAs('p')} where ${where}
          order by p.score desc, p.user_id limit ${q.pageSize} offset ${offset}`);
      // many matches: the score index meets the page after a few rows, where the planner would read every match
      const { rows } = walkIsShorter(estimate.total, offset + q.pageSize, profiles) ? await walkingTheIndex(tx, page) : await page();
      ids = rows.map((r) => r.user_id);
    } else {
      // few matches: the page and their count in one read of them. Collected first: ordered by score, the
      // planner would walk the whole score index for them (it underestimates keyword and facet conditions taken
      // together, and the count needs every match anyway).
      const { rows } = await tx.execute<{ user_id: string | null; total: string }>(sql`
        with m as materialized (select p.user_id, p.score from ${candidateProfilesAs('p')} where ${where})
        select (select count(*) from m) as total, page.user_id from (select 1) one left join (
          select m.user_id from m order by m.score desc, m.user_id limit ${q.pageSize} offset ${offset}) page on true`);
      ids = rows.flatMap((r) => (r.user_id ? [r.user_id] : []));
      total = { total: Number(rows[0].total) };
    }
    const items = await candidateCards(tx, ids, job?.id ?? null);
    return {
      items,
      totalRecords: total.total,
      ...(total.totalIsEstimate && { totalIsEstimate: true }),
      page: q.page,
      pageSize: q.pageSize,
      job,
    };
  });
}

/** A page by match: from the job's shortlist when it can answer (docs/matching-and-search.md), else ranked now. */
async function rankPage(tx: Tx, options: RankingOptions, jobId: string, where: SQL, total: number, offset: number, pageSize: number) {
  if (options.useShortlist !== false) {
    const page = await pageFromShortlist(tx, jobId, where, offset, pageSize);
    if ('ids' in page) {
      options.onRanked?.('shortlist');
      return page.ids;
    }
    options.keeper?.missed(jobId, page.missing);
  }
  options.onRanked?.('query');
  return rankForJob(tx, options.plan ?? RANKING_PLAN, jobId, where, total, offset, pageSize);
}

/** The exact number of profiles passing `where`. */
async function countCandidates(db: Tx, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from ${candidateProfilesAs('p')} where ${where}`);
  return Number(rows[0].n);
}

/** Cards in the order of `ids`, with the breakdown against `jobId` (computed here, for this page only). */
async function candidateCards(db: Tx, ids: string[], jobId: string | null): Promise<CandidateCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{
    user_id: string;
    first_name: string;
    last_name: string;
    headline: string;
    city: string;
    region: string;
    country: string;
    remote_preference: string;
    score: number;
    skills: CandidateCard['skills'] | null;
  }>(sql`
    select p.user_id, u.first_name, u.last_name, p.headline, p.city, p.region, p.country, p.remote_preference, p.score,
      (select json_agg(json_build_object('id', s.id, 'name', s.name, 'level', cs.level, 'years', cs.years) order by cs.level desc, s.name)
         from ${candidateSkillsAs('cs')} join ${skillsAs('s')} on s.id = cs.skill_id where cs.user_id = p.user_id) as skills
    from ${candidateProfilesAs('p')} join ${userDirectoryAs('u')} on u.id = p.user_id
    where p.user_id = any(${uuidArray(ids)})`);
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  const jobFacts = jobId ? (await loadJobFacts(db, [jobId])).get(jobId) : undefined;
  const candidateFacts = jobFacts ? await loadCandidateFacts(db, ids) : new Map();
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const facts = candidateFacts.get(id);
    const breakdown = jobFacts && facts ? matchBreakdown(jobFacts, facts) : null;
    return [
      {
        id,
        firstName: r.first_name,
        lastName: r.last_name,
        headline: r.headline,
        city: r.city,
        region: r.region,
        country: r.country,
        remotePreference: r.remote_preference,
        score: Number(r.score),
        skills: r.skills ?? [],
        match: breakdown?.total ?? null,
        breakdown,
      },
    ];
  });
}

/** The profile an employer sees; hidden or unknown candidates are 404. */
export async function candidateDetail(
  db: Tx,
  viewer: Actor,
  candidateId: string,
  jobId: string | undefined,
  resumeUrl: (contentType: string) => string,
): Promise<Omit<CandidateDetail, 'trainingCompleted' | 'photoToken'>> {
  const visible = canCandidate(viewer, 'view', { visibility: 'hidden' }) ? sql`true` : sql`p.visibility = 'visible'`;
  const { rows } = await db.execute<{
    summary: string;
    willing_to_relocate: boolean;
    availability: string;
    photo: boolean;
    years_id: string | null;
    years_label: string | null;
    edu_id: string | null;
    edu_label: string | null;
    resume_name: string | null;
    resume_type: string | null;
  }>(sql`
    select p.summary, p.willing_to_relocate, p.availability, p.photo_file_id is not null as photo,
      yo.id as years_id, yo.label as years_label, eo.id as edu_id, eo.label as edu_label,
      p.resume_file_name as resume_name, f.content_type as resume_type
    from ${candidateProfilesAs('p')}
    left join ${dropdownOptionsAs('yo')} on yo.id = p.years_option_id
    left join ${dropdownOptionsAs('eo')} on eo.id = p.education_option_id
    left join files f on f.id = p.resume_file_id
    join ${userDirectoryAs('u')} on u.id = p.user_id and u.deleted_at is null
    where p.user_id = ${candidateId} and ${visible}`);
  const row = rows[0];
  if (!row) throw new NotFoundError(CANDIDATE_NOT_FOUND);
  const job = jobId ? await requireRankingJob(db, viewer, jobId) : null;
  const [card] = await candidateCards(db, [candidateId], job?.id ?? null);
  const jobsRes = await db.execute<
    CandidateDetail['jobs'][number] & { start_date: string; end_date: string | null; is_current: boolean }
  >(sql`
    select x.id, x.title, x.company, a.name as area, x.location, x.start_date::text as start_date, x.end_date::text as end_date, x.is_current, x.description
    from ${jobExperiencesAs('x')} join ${experienceAreasAs('a')} on a.id = x.experience_area_id where x.user_id = ${candidateId}
    order by x.is_current desc, x.start_date desc`);
  const eduRes = await db.execute<{
    id: string;
    institution: string;
    degree: string;
    education: string;
    field_of_study: string;
    start_date: string;
    end_date: string | null;
    is_current: boolean;
  }>(sql`
    select e.id, e.institution, d.label as degree, o.label as education, e.field_of_study, e.start_date::text as start_date, e.end_date::text as end_date, e.is_current
    from ${educationExperiencesAs('e')} join ${dropdownOptionsAs('d')} on d.id = e.degree_option_id join ${dropdownOptionsAs('o')} on o.id = e.education_option_id
    where e.user_id = ${candidateId} order by e.is_current desc, e.start_date desc`);
  return {
    ...card,
    summary: row.summary,
    willingToRelocate: row.willing_to_relocate,
    availability: row.availability,
    hasPhoto: row.photo,
    yearsOption: row.years_id ? { id: row.years_id, label: required(row.years_label) } : null,
    educationOption: row.edu_id ? { id: row.edu_id, label: required(row.edu_label) } : null,
    jobs: jobsRes.rows.map((j) => ({
      id: j.id,
      title: j.title,
      company: j.company,
      area: j.area,
      location: j.location,
      startDate: j.start_date,
      endDate: j.end_date,
      isCurrent: j.is_current,
      description: j.description,
    })),
    education: eduRes.rows.map((e) => ({
      id: e.id,
      institution: e.institution,
      degree: e.degree,
      education: e.education,
      fieldOfStudy: e.field_of_study,
      startDate: e.start_date,
      endDate: e.end_date,
      isCurrent: e.is_current,
    })),
    resume: row.resume_type
      ? {
          fileName: row.resume_name ?? 'resume',
          contentType: row.resume_type,
          url: resumeUrl(row.resume_type),
          inline: row.resume_type === 'application/pdf',
        }
      : null,
  };
}

// the signed resume link the administration module's candidate page shows
export { signResumeLink } from './resume-link.ts';
// account deletion (the account module calls it in its transaction)
export { forgetCandidateRankings } from './shortlist.ts';

/** The answer schema of a candidate's detail, for the public API's candidate read. */
export { candidateDetailAnswer } from './schema.ts';
