import {
  MATCH_COMPONENT_LABELS,
  MATCH_WEIGHTS,
  type MatchBreakdown,
  type MatchComponent,
  type MatchComponentKey,
} from '@talentmatch/shared/matching';

/**
 * The match score of a (job, candidate) pair, one pure function per component. `sql.ts` holds the same
 * rules as SQL so the database can rank; `score.test.ts` and `sql.test.ts` keep the two in step.
 * Every rule is a number in [0, 1] times the component's weight.
 */

export type Workplace = 'remote' | 'hybrid' | 'on_site';
export type RemotePreference = 'onsite' | 'hybrid' | 'remote' | 'any';

export interface MatchJob {
  workplace: Workplace;
  city: string;
  region: string;
  country: string;
  /** value of the years-dropdown option (least years), null when the job asks none */
  requiredYears: number | null;
  /** value (rank) of the education option, null when the job asks none */
  requiredEducation: number | null;
  skills: Array<{ skillId: string; name: string; importance: 'required' | 'nice_to_have' }>;
}

export interface MatchCandidate {
  city: string;
  region: string;
  country: string;
  remotePreference: RemotePreference;
  willingToRelocate: boolean;
  /** value of the candidate's years option; 0 when not given */
  years: number;
  /** highest education rank from the profile level and the education entries; 0 when none */
  education: number;
  /** candidate score 0–100 */
  score: number;
  skills: Array<{ skillId: string; level: number }>;
}

/** A required skill counts twice a nice-to-have one. */
export const IMPORTANCE_WEIGHT = { required: 2, nice_to_have: 1 } as const;
/** Level 5 earns the skill's full weight, level 1 a fifth of it. */
export const MAX_LEVEL = 5;

/** Location factor for on-site and hybrid jobs: same city, same region, same country, elsewhere. */
export const PLACE_FIT = { city: 1, region: 0.7, country: 0.4, elsewhere: 0, relocate: 0.8 } as const;

/** How well a remote preference suits a workplace. */
export const PREFERENCE_FIT: Record<Workplace, Record<RemotePreference, number>> = {
  remote: { remote: 1, any: 1, hybrid: 0.8, onsite: 0.5 },
  hybrid: { hybrid: 1, any: 1, onsite: 0.9, remote: 0.5 },
  on_site: { onsite: 1, any: 1, hybrid: 0.7, remote: 0.3 },
};

const norm = (s: string) => s.trim().toLowerCase();
const round1 = (n: number) => Math.round(n * 10) / 10;

function make(component: MatchComponentKey, fraction: number, explanation: string) {
  const max = MATCH_WEIGHTS[component];
  const raw = max * Math.min(1, Math.max(0, fraction));
  return {
    raw,
    view: { component, label: MATCH_COMPONENT_LABELS[component], points: round1(raw), max, explanation } satisfies MatchComponent,
  };
}

export function skillsComponent(job: MatchJob, candidate: MatchCandidate) {
  if (job.skills.length === 0) return make('skills', 1, 'The job lists no skills, so every candidate fits.');
  const levels = new Map(candidate.skills.map((s) => [s.skillId, s.level]));
  let total = 0;
  let earned = 0;
  const held: string[] = [];
  const missingRequired: string[] = [];
  for (const s of job.skills) {
    const w = IMPORTANCE_WEIGHT[s.importance];
    total += w;
    const level = levels.get(s.skillId);
    if (level) {
      earned += w * level;
      held.push(`${s.name} (level ${level})`);
    } else if (s.importance === 'required') missingRequired.push(s.name);
  }
  const parts = [`Has ${held.length} of ${job.skills.length} skills${held.length ? `: ${held.join(', ')}` : ''}.`];
  if (missingRequired.length) parts.push(`Missing required: ${missingRequired.join(', ')}.`);
  // integers until the one division, so SQL and TypeScript produce the same double
  return make('skills', earned / (MAX_LEVEL * total), parts.join(' '));
}

export function yearsComponent(job: MatchJob, candidate: MatchCandidate) {
  const required = job.requiredYears ?? 0;
  if (required <= 0) return make('years', 1, 'The job asks no minimum experience.');
  if (candidate.years >= required) return make('years', 1, `${candidate.years}+ years against ${required} asked.`);
  return make('years', candidate.years / required, `${candidate.years} years against ${required} asked.`);
}

export function educationComponent(job: MatchJob, candidate: MatchCandidate) {
  const required = job.requiredEducation ?? 0;
  if (required <= 0) return make('education', 1, 'The job asks no education level.');
  if (candidate.education >= required) return make('education', 1, 'Meets the education level asked.');
  return make(
    'education',
    candidate.education / required,
    candidate.education === 0 ? 'No education level given.' : 'Below the education level asked.',
  );
}

/** Where the candidate is against where the job is (1 for a remote job or a job with no place). */
function placeFit(job: MatchJob, candidate: MatchCandidate): { fit: number; why: string } {
  if (job.workplace === 'remote') return { fit: 1, why: 'remote job' };
  const jc = norm(job.country);
  if (!jc && !norm(job.city)) return { fit: 1, why: 'the job names no place' };
  let fit: number = PLACE_FIT.elsewhere;
  let why = 'lives elsewhere';
  const sameCountry = !jc || norm(candidate.country) === jc;
  if (sameCountry && norm(job.city) !== '' && norm(candidate.city) === norm(job.city)) [fit, why] = [PLACE_FIT.city, 'same city'];
  else if (sameCountry && norm(job.region) !== '' && norm(candidate.region) === norm(job.region))
    [fit, why] = [PLACE_FIT.region, 'same region'];
  else if (jc && norm(candidate.country) === jc) [fit, why] = [PLACE_FIT.country, 'same country'];
  if (candidate.willingToRelocate && fit < PLACE_FIT.relocate) [fit, why] = [PLACE_FIT.relocate, `${why}, willing to relocate`];
  return { fit, why };
}

export function locationComponent(job: MatchJob, candidate: MatchCandidate) {
  const preference = PREFERENCE_FIT[job.workplace][candidate.remotePreference] ?? 1;
  const place = placeFit(job, candidate);
  const workplace = job.workplace === 'on_site' ? 'on-site' : job.workplace;
  return make(
    'location',
    preference * place.fit,
    `A ${workplace} job; prefers ${candidate.remotePreference === 'any' ? 'anything' : candidate.remotePreference}; ${place.why}.`,
  );
}

export function scoreComponent(_job: MatchJob, candidate: MatchCandidate) {
  return make('score', candidate.score / 100, `Candidate score ${candidate.score} of 100.`);
}

const COMPONENTS = [skillsComponent, yearsComponent, educationComponent, locationComponent, scoreComponent];

/** The total is the rounded sum of the unrounded components, exactly as the SQL computes it. */
export function matchBreakdown(job: MatchJob, candidate: MatchCandidate): MatchBreakdown {
  const parts = COMPONENTS.map((f) => f(job, candidate));
  const sum = parts.reduce((s, p) => s + p.raw, 0);
  return { total: Math.floor(sum + 0.5), components: parts.map((p) => p.view) };
}
