import { sql, type SQL } from 'drizzle-orm';
import { heldColumnFacts, heldSumsSql, isRequiredSql, jobTotalsSql, matchRawSql, matchTotalSql } from '../src/modules/matching/sql.ts';

/**
 * The exact match of every (job `j`, candidate profile `p`) pair of a query, computed the plain way
 * (no bound, no floor): the joins to add after `from jobs j cross join candidate_profiles p`, and the
 * unrounded and rounded match over them. Tests compare the pruned rankings and the TypeScript rules with it.
 */
export function pairMatch(): { joins: SQL; raw: SQL; total: SQL } {
  const req = isRequiredSql(sql`js.importance`);
  const facts = {
    reqTotal: sql`jsk.req_total`,
    niceTotal: sql`jsk.nice_total`,
    ...heldColumnFacts('jsk'),
    jobHasArea: sql`(j.experience_area_id is not null)`,
    inField: sql`exists (select 1 from job_experiences x where x.user_id = p.user_id and x.experience_area_id = j.experience_area_id)`,
    jobYears: sql`jyo.value`,
    jobEducation: sql`jeo.value`,
    jobWorkplace: sql`j.workplace`,
    jobCity: sql`j.city`,
    jobRegion: sql`j.region`,
    jobCountry: sql`j.country`,
    candYears: sql`coalesce(yo.value, 0)`,
    candEducation: sql`greatest(coalesce(eo.value, 0), coalesce(ed.rank, 0))`,
    candCity: sql`p.city`,
    candRegion: sql`p.region`,
    candCountry: sql`p.country`,
    candPreference: sql`p.remote_preference`,
    candRelocate: sql`p.willing_to_relocate`,
    candScore: sql`p.score`,
  };
  const joins = sql`
    left join dropdown_options yo on yo.id = p.years_option_id
    left join dropdown_options eo on eo.id = p.education_option_id
    left join lateral (select max(o.value) as rank from education_experiences e join dropdown_options o on o.id = e.education_option_id where e.user_id = p.user_id) ed on true
    left join dropdown_options jyo on jyo.id = j.years_option_id
    left join dropdown_options jeo on jeo.id = j.education_option_id
    left join lateral (select ${jobTotalsSql(req)}, ${heldSumsSql(req, sql`cs.level`, sql`cs.years`, sql`cs.user_id is not null`)}
      from job_skills js left join candidate_skills cs on cs.skill_id = js.skill_id and cs.user_id = p.user_id where js.job_id = j.id) jsk on true`;
  return { joins, raw: matchRawSql(facts), total: matchTotalSql(facts) };
}
