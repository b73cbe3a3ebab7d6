import { sql, type SQL } from 'drizzle-orm';
import type { CandidateCard, CandidateDetail, CandidateSearchQuery, CandidateSearchResult, EmployerJobOption } from '@talentmatch/shared/matching';
import type { Db } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { loadCandidateFacts, loadJobFacts } from '../matching/facts.ts';
import { matchBreakdown } from '../matching/score.ts';
import { MATCH_WEIGHTS } from '@talentmatch/shared/matching';
import { importanceWeightSql, matchRawSql, scorePointsSql, skillsPointsSql } from '../matching/sql.ts';

type Tx = Pick<Db, 'execute'>;
export interface Viewer {
  userId: string;
  companyId: string | null;
  isAdmin: boolean;
}

export const JOB_NOT_FOUND = 'This job does not exist or is not one of your company’s jobs.';
export const CANDIDATE_NOT_FOUND = 'This candidate does not exist or is not visible to employers.';

const uuidArray = (ids: string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

/** The job a ranking or a breakdown is for: one of the employer's company (administrators: any). */
export async function requireRankingJob(db: Tx, viewer: Viewer, jobId: string): Promise<{ id: string; title: string }> {
  const { rows } = await db.execute<{ id: string; title: string; company_id: string }>(sql`select id, title, company_id from jobs where id = ${jobId}`);
  const job = rows[0];
  if (!job || (!viewer.isAdmin && job.company_id !== viewer.companyId)) throw new NotFoundError(JOB_NOT_FOUND);
  return { id: job.id, title: job.title };
}

/** Jobs an employer can rank candidates against (open first). */
export async function rankingJobs(db: Tx, viewer: Viewer): Promise<EmployerJobOption[]> {
  if (!viewer.companyId) return [];
  const { rows } = await db.execute<{ id: string; title: string; status: string }>(sql`
    select id, title, status from jobs where company_id = ${viewer.companyId} and status <> 'draft'
    order by (status = 'open') desc, coalesce(opened_at, created_at) desc limit 200`);
  return rows;
}

/** The candidate facts every ranking reads, as columns of `p` (profile), `yo`/`eo` (options) and `ed` (education entries). */
export const candidateFactsSql = {
  candYears: sql`coalesce(yo.value, 0)`,
  candEducation: sql`greatest(coalesce(eo.value, 0), coalesce(ed.rank, 0))`,
  candCity: sql`p.city`,
  candRegion: sql`p.region`,
  candCountry: sql`p.country`,
  candPreference: sql`p.remote_preference`,
  candRelocate: sql`p.willing_to_relocate`,
  candScore: sql`p.score`,
};

function filters(q: CandidateSearchQuery): SQL[] {
  const where: SQL[] = [sql`p.visibility = 'visible'`];
  if (q.q) where.push(sql`p.search_document @@ websearch_to_tsquery('english', ${q.q})`);
  if (q.skills.length > 0) {
    where.push(
      q.skillMode === 'any'
        ? sql`exists (select 1 from candidate_skills f where f.user_id = p.user_id and f.skill_id = any(${uuidArray(q.skills)}))`
        : sql`(select count(*) from candidate_skills f where f.user_id = p.user_id and f.skill_id = any(${uuidArray(q.skills)})) = ${q.skills.length}`,
    );
  }
  if (q.experienceAreaId) where.push(sql`exists (select 1 from job_experiences x where x.user_id = p.user_id and x.experience_area_id = ${q.experienceAreaId})`);
  if (q.yearsOptionId) where.push(sql`coalesce(yo.value, 0) >= coalesce((select value from dropdown_options where id = ${q.yearsOptionId}), 0)`);
  if (q.educationOptionId) {
    // greatest(profile level, best education entry) >= wanted, without aggregating every candidate's entries
    const wanted = sql`coalesce((select value from dropdown_options where id = ${q.educationOptionId}), 0)`;
    where.push(sql`(coalesce(eo.value, 0) >= ${wanted} or exists (select 1 from education_experiences fe join dropdown_options fo on fo.id = fe.education_option_id
      where fe.user_id = p.user_id and fo.value >= ${wanted}))`);
  }
  const loc = q.location.toLowerCase();
  const place = loc ? sql`(lower(p.city) = ${loc} or lower(p.region) = ${loc} or lower(p.country) = ${loc})` : null;
  const remote = q.remote ? sql`p.remote_preference in ('remote', 'any')` : null;
  if (place && remote) where.push(sql`(${place} or ${remote})`);
  else if (place ?? remote) where.push((place ?? remote)!);
  if (q.minScore !== undefined) where.push(sql`p.score >= ${q.minScore}`);
  return where;
}

/** Search, filter and rank in the database; names, skills and the breakdown for the returned page only. */
export async function searchCandidates(db: Tx, viewer: Viewer, q: CandidateSearchQuery): Promise<CandidateSearchResult> {
  const job = q.jobId ? await requireRankingJob(db, viewer, q.jobId) : null;
  const byMatch = job !== null && q.sort !== 'score';
  const where = sql.join(filters(q), sql` and `);
  const offset = (q.page - 1) * q.pageSize;
  // The option joins only when a filter reads them: PostgreSQL removes an unused left join but still
  // reads its key columns, which rules out the index-only scans of the visible-candidates index.
  const needsOptions = q.yearsOptionId !== undefined || q.educationOptionId !== undefined;
  const base = needsOptions
    ? sql`from candidate_profiles p
    left join dropdown_options yo on yo.id = p.years_option_id
    left join dropdown_options eo on eo.id = p.education_option_id`
    : sql`from candidate_profiles p`;
  let ids: string[];
  if (byMatch) {
    const jobFacts = {
      skillTotal: sql`jt.total`,
      jobYears: sql`jf.years`,
      jobEducation: sql`jf.education`,
      jobWorkplace: sql`jf.workplace`,
      jobCity: sql`jf.city`,
      jobRegion: sql`jf.region`,
      jobCountry: sql`jf.country`,
    };
    const exact = matchRawSql({ ...candidateFactsSql, ...jobFacts, skillEarned: sql`c.earned` });
    // An upper bound of the match from the skills and the candidate score alone (years, education and
    // location counted as full): cheap, no text functions, no education entries.
    const bound = sql`(${skillsPointsSql({ ...candidateFactsSql, ...jobFacts, skillEarned: sql`sk.earned` })}
      + ${sql.raw(`${MATCH_WEIGHTS.years + MATCH_WEIGHTS.education + MATCH_WEIGHTS.location}::float8`)}
      + ${scorePointsSql({ ...candidateFactsSql, ...jobFacts, skillEarned: sql`sk.earned` })})`;
    const k = offset + q.pageSize;
    const probeSize = Math.max(200, 5 * k);
    // The exact match needs the profile's facts and, only when the profile's own level is below the
    // job's, the best education entry (otherwise greatest(level, entries) ≥ the requirement either way).
    // (a lateral lookup by primary key: the survivors are few, but the planner cannot know it)
    const exactJoins = sql`cross join lateral (select * from candidate_profiles p0 where p0.user_id = c.user_id offset 0) p
      left join dropdown_options yo on yo.id = p.years_option_id
      left join dropdown_options eo on eo.id = p.education_option_id
      cross join jt cross join jf
      left join lateral (select max(o.value) as rank from education_experiences e join dropdown_options o on o.id = e.education_option_id
        where e.user_id = p.user_id and coalesce(eo.value, 0) < coalesce(jf.education, 0)) ed on true`;
    // Exact top-k without computing every candidate's match:
    //  1. c: every candidate passing the filters with its earned skill weight and the bound;
    //  2. probe: the best few hundred by bound get their exact match; the k-th best of those, T, is a
    //     floor for the k-th best overall (k candidates already reach it);
    //  3. only candidates whose bound reaches T can be in the top k: rank those exactly.
    const { rows } = await db.execute<{ user_id: string }>(sql`
      with js as materialized (select skill_id, ${importanceWeightSql(sql`importance`)} as w from job_skills where job_id = ${job.id}),
      jt as materialized (select coalesce(sum(w), 0)::int as total from js),
      jf as materialized (select j.workplace, j.city, j.region, j.country, yo.value as years, eo.value as education from jobs j
             left join dropdown_options yo on yo.id = j.years_option_id left join dropdown_options eo on eo.id = j.education_option_id where j.id = ${job.id}),
      sk as (select cs.user_id, sum(js.w * cs.level)::int as earned from js join candidate_skills cs on cs.skill_id = js.skill_id group by cs.user_id),
      c as materialized (select p.user_id, sk.earned, ${bound} as bound
        ${base} cross join jt left join sk on sk.user_id = p.user_id where ${where}),
      probe as (select c.user_id, c.earned from c order by c.bound desc, c.user_id limit ${probeSize}),
      floor as (select case when count(*) < ${k} then '-Infinity'::float8 else min(m) end as t
        from (select ${exact} as m from probe c ${exactJoins} order by 1 desc limit ${k}) x)
      select p.user_id from c cross join floor ${exactJoins}
      where c.bound >= floor.t - 1e-9
      order by ${exact} desc, p.score desc, p.user_id
      limit ${q.pageSize} offset ${offset}`);
    ids = rows.map((r) => r.user_id);
  } else {
    const { rows } = await db.execute<{ user_id: string }>(sql`select p.user_id ${base} where ${where}
      order by p.score desc, p.user_id limit ${q.pageSize} offset ${offset}`);
    ids = rows.map((r) => r.user_id);
  }
  // The total is a separate count over the filters alone (no match to compute, index-only where possible).
  const total = await countCandidates(db, base, where);
  const items = await candidateCards(db, ids, job?.id ?? null);
  return { items, totalRecords: total, page: q.page, pageSize: q.pageSize, job };
}

async function countCandidates(db: Tx, base: SQL, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n ${base} where ${where}`);
  return Number(rows[0].n);
}

/** Cards in the order of `ids`, with the breakdown against `jobId` (computed here, for this page only). */
async function candidateCards(db: Tx, ids: string[], jobId: string | null): Promise<CandidateCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{
    user_id: string; first_name: string; last_name: string; headline: string; city: string; region: string; country: string;
    remote_preference: string; score: number; skills: CandidateCard['skills'] | null;
  }>(sql`
    select p.user_id, u.first_name, u.last_name, p.headline, p.city, p.region, p.country, p.remote_preference, p.score,
      (select json_agg(json_build_object('id', s.id, 'name', s.name, 'level', cs.level, 'years', cs.years) order by cs.level desc, s.name)
         from candidate_skills cs join skills s on s.id = cs.skill_id where cs.user_id = p.user_id) as skills
    from candidate_profiles p join users u on u.id = p.user_id
    where p.user_id = any(${uuidArray(ids)})`);
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  const jobFacts = jobId ? (await loadJobFacts(db, [jobId])).get(jobId) : undefined;
  const candidateFacts = jobFacts ? await loadCandidateFacts(db, ids) : new Map();
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const facts = candidateFacts.get(id);
    const breakdown = jobFacts && facts ? matchBreakdown(jobFacts, facts) : null;
    return [{
      id, firstName: r.first_name, lastName: r.last_name, headline: r.headline, city: r.city, region: r.region, country: r.country,
      remotePreference: r.remote_preference, score: Number(r.score), skills: r.skills ?? [], match: breakdown?.total ?? null, breakdown,
    }];
  });
}

/** The profile an employer sees; hidden or unknown candidates are 404. */
export async function candidateDetail(
  db: Tx,
  viewer: Viewer,
  candidateId: string,
  jobId: string | undefined,
  resumeUrl: (contentType: string) => string,
): Promise<CandidateDetail> {
  const visible = viewer.isAdmin ? sql`true` : sql`p.visibility = 'visible'`;
  const { rows } = await db.execute<{
    summary: string; willing_to_relocate: boolean; availability: string; photo: boolean;
    years_id: string | null; years_label: string | null; edu_id: string | null; edu_label: string | null;
    resume_name: string | null; resume_type: string | null;
  }>(sql`
    select p.summary, p.willing_to_relocate, p.availability, p.photo_file_id is not null as photo,
      yo.id as years_id, yo.label as years_label, eo.id as edu_id, eo.label as edu_label,
      p.resume_file_name as resume_name, f.content_type as resume_type
    from candidate_profiles p
    left join dropdown_options yo on yo.id = p.years_option_id
    left join dropdown_options eo on eo.id = p.education_option_id
    left join files f on f.id = p.resume_file_id
    join users u on u.id = p.user_id and u.deleted_at is null
    where p.user_id = ${candidateId} and ${visible}`);
  const row = rows[0];
  if (!row) throw new NotFoundError(CANDIDATE_NOT_FOUND);
  const job = jobId ? await requireRankingJob(db, viewer, jobId) : null;
  const [card] = await candidateCards(db, [candidateId], job?.id ?? null);
  const jobsRes = await db.execute<CandidateDetail['jobs'][number] & { start_date: string; end_date: string | null; is_current: boolean }>(sql`
    select x.id, x.title, x.company, a.name as area, x.location, x.start_date::text as start_date, x.end_date::text as end_date, x.is_current, x.description
    from job_experiences x join experience_areas a on a.id = x.experience_area_id where x.user_id = ${candidateId}
    order by x.is_current desc, x.start_date desc`);
  const eduRes = await db.execute<{ id: string; institution: string; degree: string; education: string; field_of_study: string; start_date: string; end_date: string | null; is_current: boolean }>(sql`
    select e.id, e.institution, d.label as degree, o.label as education, e.field_of_study, e.start_date::text as start_date, e.end_date::text as end_date, e.is_current
    from education_experiences e join dropdown_options d on d.id = e.degree_option_id join dropdown_options o on o.id = e.education_option_id
    where e.user_id = ${candidateId} order by e.is_current desc, e.start_date desc`);
  return {
    ...card,
    summary: row.summary,
    willingToRelocate: row.willing_to_relocate,
    availability: row.availability,
    hasPhoto: row.photo,
    yearsOption: row.years_id ? { id: row.years_id, label: row.years_label! } : null,
    educationOption: row.edu_id ? { id: row.edu_id, label: row.edu_label! } : null,
    jobs: jobsRes.rows.map((j) => ({
      id: j.id, title: j.title, company: j.company, area: j.area, location: j.location,
      startDate: j.start_date, endDate: j.end_date, isCurrent: j.is_current, description: j.description,
    })),
    education: eduRes.rows.map((e) => ({
      id: e.id, institution: e.institution, degree: e.degree, education: e.education, fieldOfStudy: e.field_of_study,
      startDate: e.start_date, endDate: e.end_date, isCurrent: e.is_current,
    })),
    resume: row.resume_type
      ? { fileName: row.resume_name ?? 'resume', contentType: row.resume_type, url: resumeUrl(row.resume_type), inline: row.resume_type === 'application/pdf' }
      : null,
  };
}
