import {
  MATCH_COMPONENT_LABELS,
  MATCH_WEIGHTS,
  matchLabel,
  type MatchBreakdown,
  type MatchComponent,
  type MatchComponentKey,
} from '@talentmatch/shared/matching';

/**
 * The match score of a (job, candidate) pair, one pure function per component. `sql.ts` holds the same
 * rules as SQL so the database can rank; `score.test.ts`, `properties.test.ts` and `sql.test.ts` keep
 * the two in step. The rules and the reasoning behind the weights: docs/matching-and-search.md.
 *
 *  - coverage c: the share of the job's required skills held (of its nice-to-have skills when it lists
 *    no required one; 1 or 0 by a position in the job's field when it lists no skill at all);
 *  - required = 50 × c; depth = 12 × the depth of those skills (level and years, 0 for a skill missing);
 *  - every other component is weight × gate × fit, with gate = max(c, 0.3 with a position in the job's
 *    field, 0.05): what is not skills counts in proportion to the skills the job requires.
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
  /** the job's experience area (field), null when it names none */
  experienceAreaId: string | null;
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
  /** candidate (profile completeness) score 0–100 */
  score: number;
  /** the experience areas of the candidate's positions */
  areas: string[];
  skills: Array<{ skillId: string; level: number; years: number }>;
}

const MAX_LEVEL = 5;
/** Depth of a held skill in whole units: 2 × level (1–5) + years with it (capped at 10), so 3–20. */
export const DEPTH = { perLevel: 2, yearsCap: 10, max: 2 * MAX_LEVEL + 10 } as const;
/** The gate of the components after depth: at least `floor`, at least `field` with a position in the job's field. */
export const GATE = { floor: 0.05, field: 0.3 } as const;

/** Location factor for on-site and hybrid jobs: same city, same region, same country, elsewhere; relocation lifts to `relocate`. */
export const PLACE_FIT = { city: 1, region: 0.8, country: 0.5, elsewhere: 0, relocate: 0.5 } as const;

/** How well a remote preference suits a workplace. */
export const PREFERENCE_FIT: Record<Workplace, Record<RemotePreference, number>> = {
  remote: { remote: 1, any: 1, hybrid: 0.8, onsite: 0.5 },
  hybrid: { hybrid: 1, any: 1, onsite: 0.9, remote: 0.5 },
  on_site: { onsite: 1, any: 1, hybrid: 0.7, remote: 0.3 },
};

const norm = (s: string) => s.trim().toLowerCase();
const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const pct = (x: number) => `${Math.round(x * 100)}%`;

const skillDepth = (level: number, years: number) => DEPTH.perLevel * level + Math.min(years, DEPTH.yearsCap);

/** The integer sums the SQL computes too (one grouped pass over the candidate's skills). */
interface SkillSums {
  reqTotal: number;
  niceTotal: number;
  reqHeld: number;
  reqDepth: number;
  niceHeld: number;
  niceDepth: number;
}

function skillSums(job: MatchJob, candidate: MatchCandidate): SkillSums {
  const held = new Map(candidate.skills.map((s) => [s.skillId, s]));
  const sums: SkillSums = { reqTotal: 0, niceTotal: 0, reqHeld: 0, reqDepth: 0, niceHeld: 0, niceDepth: 0 };
  for (const s of job.skills) {
    const h = held.get(s.skillId);
    const depth = h ? skillDepth(h.level, h.years) : 0;
    if (s.importance === 'required') {
      sums.reqTotal++;
      if (h) [sums.reqHeld, sums.reqDepth] = [sums.reqHeld + 1, sums.reqDepth + depth];
    } else {
      sums.niceTotal++;
      if (h) [sums.niceHeld, sums.niceDepth] = [sums.niceHeld + 1, sums.niceDepth + depth];
    }
  }
  return sums;
}

const inField = (job: MatchJob, candidate: MatchCandidate) =>
  job.experienceAreaId !== null && candidate.areas.includes(job.experienceAreaId);

/** Coverage c and depth d (both 0–1) from the sums, with one division each (as in SQL). */
function coverage(s: SkillSums, field: boolean): { c: number; d: number } {
  if (s.reqTotal > 0) return { c: s.reqHeld / s.reqTotal, d: s.reqDepth / (DEPTH.max * s.reqTotal) };
  if (s.niceTotal > 0) return { c: s.niceHeld / s.niceTotal, d: s.niceDepth / (DEPTH.max * s.niceTotal) };
  const c = field ? 1 : 0;
  return { c, d: c };
}

const gateOf = (c: number, field: boolean) => Math.max(c, field ? GATE.field : 0, GATE.floor);

function make(component: MatchComponentKey, raw: number, explanation: string) {
  const max = MATCH_WEIGHTS[component];
  return {
    raw,
    view: { component, label: MATCH_COMPONENT_LABELS[component], points: round1(raw), max, explanation } satisfies MatchComponent,
  };
}
/** weight × (gate × fit), in this order in SQL too */
const gated = (component: MatchComponentKey, gate: number, fit: number, why: string) =>
  make(
    component,
    MATCH_WEIGHTS[component] * (gate * clamp01(fit)),
    gate < 1 ? `${why} Counted at ${pct(gate)} (the required skills held).` : why,
  );

function yearsFit(job: MatchJob, candidate: MatchCandidate): number {
  const required = job.requiredYears ?? 0;
  if (required <= 0 || candidate.years >= required) return 1;
  return candidate.years / required;
}

function educationFit(job: MatchJob, candidate: MatchCandidate): number {
  const required = job.requiredEducation ?? 0;
  if (required <= 0 || candidate.education >= required) return 1;
  return candidate.education / required;
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

function locationFit(job: MatchJob, candidate: MatchCandidate): { fit: number; why: string } {
  const preference = PREFERENCE_FIT[job.workplace][candidate.remotePreference] ?? 1;
  const place = placeFit(job, candidate);
  const workplace = job.workplace === 'on_site' ? 'on-site' : job.workplace;
  return {
    fit: preference * place.fit,
    why: `A ${workplace} job; prefers ${candidate.remotePreference === 'any' ? 'anything' : candidate.remotePreference}; ${place.why}.`,
  };
}

const yr = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

function evaluate(job: MatchJob, candidate: MatchCandidate) {
  const sums = skillSums(job, candidate);
  const field = inField(job, candidate);
  const { c, d } = coverage(sums, field);
  const gate = gateOf(c, field);
  const held = new Map(candidate.skills.map((s) => [s.skillId, s]));
  const required = job.skills.filter((s) => s.importance === 'required');
  const nice = job.skills.filter((s) => s.importance === 'nice_to_have');
  const reqHeld = required.filter((s) => held.has(s.skillId)).map((s) => s.name);
  const reqMissing = required.filter((s) => !held.has(s.skillId)).map((s) => s.name);
  const niceHeld = nice.filter((s) => held.has(s.skillId)).map((s) => s.name);

  let summary: string;
  if (required.length > 0)
    summary = `${reqHeld.length} of ${required.length} required${reqMissing.length ? `: missing ${reqMissing.join(', ')}` : ''}`;
  else if (nice.length > 0) summary = `No required skills; ${niceHeld.length} of ${nice.length} nice to have`;
  else summary = field ? 'No skills listed; has worked in the job’s field' : 'No skills listed';

  const depthBasis = required.length > 0 ? required : nice;
  const depthWhy = depthBasis
    .filter((s) => held.has(s.skillId))
    .map((s) => {
      const h = held.get(s.skillId);
      return `${s.name} level ${h?.level}, ${yr(h?.years ?? 0)}`;
    });
  const years = yearsFit(job, candidate);
  const areaFit = job.experienceAreaId === null ? 1 : field ? 1 : 0;
  const location = locationFit(job, candidate);
  const parts = [
    make('required', MATCH_WEIGHTS.required * clamp01(c), `${summary}.`),
    make('depth', MATCH_WEIGHTS.depth * clamp01(d), depthWhy.length ? `${depthWhy.join('; ')}.` : 'No job skill held.'),
    gated(
      'niceToHave',
      gate,
      nice.length > 0 ? sums.niceHeld / sums.niceTotal : 1,
      nice.length > 0 ? `${niceHeld.length} of ${nice.length}${niceHeld.length ? `: ${niceHeld.join(', ')}` : ''}.` : 'The job lists none.',
    ),
    gated(
      'experience',
      gate,
      0.5 * years + 0.5 * areaFit,
      `${(job.requiredYears ?? 0) > 0 ? `${yr(candidate.years)} against ${job.requiredYears} asked` : 'No minimum years asked'}; ${
        job.experienceAreaId === null
          ? 'the job names no field'
          : field
            ? 'has worked in the job’s field'
            : 'no position in the job’s field'
      }.`,
    ),
    gated(
      'education',
      gate,
      educationFit(job, candidate),
      (job.requiredEducation ?? 0) <= 0
        ? 'The job asks no education level.'
        : candidate.education >= (job.requiredEducation ?? 0)
          ? 'Meets the education level asked.'
          : 'Below the education level asked.',
    ),
    gated('location', gate, location.fit, location.why),
    gated('score', gate, candidate.score / 100, `Profile completeness ${candidate.score} of 100.`),
  ];
  return { parts, sum: parts.reduce((s, p) => s + p.raw, 0), summary, reqHeld, reqMissing, niceHeld, niceTotal: nice.length };
}

/** The breakdown: the total is the rounded sum of the unrounded components, exactly as the SQL computes it. */
export function matchBreakdown(job: MatchJob, candidate: MatchCandidate): MatchBreakdown {
  const { parts, sum, summary, reqHeld, reqMissing, niceHeld, niceTotal } = evaluate(job, candidate);
  const total = Math.floor(sum + 0.5);
  return {
    total,
    label: matchLabel(total),
    summary,
    required: { held: reqHeld, missing: reqMissing },
    niceToHave: { held: niceHeld, total: niceTotal },
    components: parts.map((p) => p.view),
  };
}

/** The unrounded total, for ordering (the database orders by the same double). */
export const matchRaw = (job: MatchJob, candidate: MatchCandidate): number => evaluate(job, candidate).sum;
