import type { EvalCandidate, EvalJob } from './dataset.ts';

/**
 * The recruiter's label of a (job, candidate) pair, 0–3, by the rules in LABELS.md. Written from how a
 * recruiter screens a shortlist, not from the match weights: it reads skills held, years, the field of
 * past positions and whether the candidate can work where the job is, never a score.
 */
export function recruiterLabel(job: EvalJob, c: EvalCandidate): 0 | 1 | 2 | 3 {
  const held = new Set(c.skills.map((s) => s.skillId));
  const required = job.skills.filter((s) => s.importance === 'required');
  const nice = job.skills.filter((s) => s.importance === 'nice_to_have');
  const requiredHeld = required.filter((s) => held.has(s.skillId)).length;
  const anyJobSkill = job.skills.some((s) => held.has(s.skillId));
  const inField = job.experienceAreaId === null || c.areas.includes(job.experienceAreaId);
  const workedInField = job.experienceAreaId !== null && c.areas.includes(job.experienceAreaId);
  if (!anyJobSkill && !workedInField) return 0;

  const allRequired = requiredHeld === required.length && (required.length > 0 || nice.every((s) => held.has(s.skillId)));
  const yearsMet = job.requiredYears === null || c.years >= job.requiredYears;
  const canWorkThere = placeOk(job, c);
  if (allRequired && yearsMet && inField && canWorkThere) return 3;
  if (allRequired) return 2;
  if (required.length >= 3 && requiredHeld === required.length - 1 && workedInField && yearsMet) return 2;
  return 1;
}

/** Remote job; or the candidate lives in the job's city or region; or would relocate; or prefers remote work only for a remote job. */
function placeOk(job: EvalJob, c: EvalCandidate): boolean {
  if (job.workplace === 'remote') return true;
  if (c.remotePreference === 'remote') return false;
  if (c.city === job.city || c.region === job.region) return true;
  return c.willingToRelocate;
}
