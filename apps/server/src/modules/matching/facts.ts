import { candidateProfilesAs, candidateSkillsAs, educationExperiencesAs, jobExperiencesAs } from '../candidate-profiles/queries.ts';
import { dropdownOptionsAs } from '../dropdowns/queries.ts';
import { jobSkillsAs, jobsAs } from '../jobs/queries.ts';
import { skillsAs } from '../skills/queries.ts';
import { sql } from 'drizzle-orm';
import { uuidArray, type Tx } from '../../platform/db/index.ts';
import type { MatchCandidate, MatchJob, RemotePreference, Workplace } from './score.ts';

/** Loads the inputs of `matchBreakdown` for a few jobs or candidates (a result page, a detail). */

export async function loadJobFacts(db: Tx, jobIds: string[]): Promise<Map<string, MatchJob>> {
  const out = new Map<string, MatchJob>();
  if (jobIds.length === 0) return out;
  const { rows } = await db.execute<{
    id: string;
    workplace: Workplace;
    city: string;
    region: string;
    country: string;
    years: number | null;
    education: number | null;
    area: string | null;
    skills: Array<{ skillId: string; name: string; importance: 'required' | 'nice_to_have' }> | null;
  }>(sql`
    select j.id, j.workplace, j.city, j.region, j.country, yo.value as years, eo.value as education, j.experience_area_id as area,
      (select json_agg(json_build_object('skillId', js.skill_id, 'name', s.name, 'importance', js.importance) order by js.importance desc, s.name)
         from ${jobSkillsAs('js')} join ${skillsAs('s')} on s.id = js.skill_id where js.job_id = j.id) as skills
    from ${jobsAs('j')}
    left join ${dropdownOptionsAs('yo')} on yo.id = j.years_option_id
    left join ${dropdownOptionsAs('eo')} on eo.id = j.education_option_id
    where j.id = any(${uuidArray(jobIds)})`);
  for (const r of rows) {
    out.set(r.id, {
      workplace: r.workplace,
      city: r.city,
      region: r.region,
      country: r.country,
      requiredYears: r.years,
      requiredEducation: r.education,
      experienceAreaId: r.area,
      skills: r.skills ?? [],
    });
  }
  return out;
}

export async function loadCandidateFacts(db: Tx, userIds: string[]): Promise<Map<string, MatchCandidate>> {
  const out = new Map<string, MatchCandidate>();
  if (userIds.length === 0) return out;
  const { rows } = await db.execute<{
    user_id: string;
    city: string;
    region: string;
    country: string;
    remote_preference: RemotePreference;
    willing_to_relocate: boolean;
    years: number;
    education: number;
    score: number;
    areas: string[] | null;
    skills: Array<{ skillId: string; level: number; years: number }> | null;
  }>(sql`
    select p.user_id, p.city, p.region, p.country, p.remote_preference, p.willing_to_relocate, p.score,
      coalesce(yo.value, 0) as years,
      greatest(coalesce(eo.value, 0), coalesce((select max(o.value) from ${educationExperiencesAs('e')} join ${dropdownOptionsAs('o')} on o.id = e.education_option_id where e.user_id = p.user_id), 0)) as education,
      (select json_agg(distinct x.experience_area_id) from ${jobExperiencesAs('x')} where x.user_id = p.user_id) as areas,
      (select json_agg(json_build_object('skillId', cs.skill_id, 'level', cs.level, 'years', cs.years)) from ${candidateSkillsAs('cs')} where cs.user_id = p.user_id) as skills
    from ${candidateProfilesAs('p')}
    left join ${dropdownOptionsAs('yo')} on yo.id = p.years_option_id
    left join ${dropdownOptionsAs('eo')} on eo.id = p.education_option_id
    where p.user_id = any(${uuidArray(userIds)})`);
  for (const r of rows) {
    out.set(r.user_id, {
      city: r.city,
      region: r.region,
      country: r.country,
      remotePreference: r.remote_preference,
      willingToRelocate: r.willing_to_relocate,
      years: Number(r.years),
      education: Number(r.education),
      score: Number(r.score),
      areas: r.areas ?? [],
      skills: r.skills ?? [],
    });
  }
  return out;
}
