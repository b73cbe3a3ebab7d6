import { experienceAreasAs } from '../experience-areas/queries.ts';
import { skillsAs } from '../skills/queries.ts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.ts';
export type { Tx } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { computeScore, recordScore, type ScoreInputReaders, type ScoreInputs } from '../candidate-score/service.ts';
import { candidateProfiles, candidateSkills, educationExperiences, jobExperiences } from './tables.ts';
import { educationLevel, educationOption } from './profile-rows.ts';

// ---------------------------------------------------------------------------------------------
// After every change: the search document and the score, in the caller's transaction.

/**
 * The full-text document of the profiles `where` picks (alias `p`): headline and skills A, experience titles and
 * areas B, summary C, resume D; and facet lexemes, taken verbatim and never produced by a typed keyword: one per
 * skill held (`skill:<id>`), per experience area worked in (`area:<id>`), the lower-cased city, region and country
 * (`place:<name>`) and the remote preference (`prefers:<value>`), so that candidate search finds "this keyword
 * with these skills in Toronto" in one read of the full-text index (`facetQuery`). The bulk seed builds benchmark
 * data with this same statement.
 */
export function candidateSearchDocumentUpdate(where: SQL) {
  return sql`
    update candidate_profiles p set search_document =
      setweight(to_tsvector('english', p.headline), 'A') ||
      setweight(to_tsvector('english', coalesce((
        select string_agg(s.name, ' ') from candidate_skills cs join ${skillsAs('s')} on s.id = cs.skill_id where cs.user_id = p.user_id), '')), 'A') ||
      setweight(to_tsvector('english', coalesce((
        select string_agg(je.title || ' ' || ea.name, ' ') from job_experiences je
        join ${experienceAreasAs('ea')} on ea.id = je.experience_area_id where je.user_id = p.user_id), '')), 'B') ||
      setweight(to_tsvector('english', p.summary), 'C') ||
      setweight(to_tsvector('english', p.resume_text), 'D') ||
      coalesce((select array_to_tsvector(array_agg(distinct 'skill:' || cs.skill_id)) from candidate_skills cs where cs.user_id = p.user_id), '') ||
      coalesce((select array_to_tsvector(array_agg(distinct 'area:' || je.experience_area_id)) from job_experiences je
        where je.user_id = p.user_id), '') ||
      array_to_tsvector(array_remove(array['place:' || lower(nullif(p.city, '')), 'place:' || lower(nullif(p.region, '')),
        'place:' || lower(nullif(p.country, '')), 'prefers:' || p.remote_preference], null))
    where ${where}`;
}

/**
 * A tsquery over the facet lexemes of the search document: the profile has all (`&&`) or any (`||`) of `values`
 * (skill or area ids, lower-cased place names, remote preferences).
 */
export function facetQuery(facet: 'skill' | 'area' | 'place' | 'prefers', values: string[], mode: 'all' | 'any' = 'all'): SQL {
  return sql.join(
    values.map((value) => sql`quote_literal(${`${facet}:${value}`})::tsquery`),
    mode === 'all' ? sql` && ` : sql` || `,
  );
}

/** Rebuilds one profile's full-text document (call inside the transaction that changed it). */
export async function refreshSearchDocument(tx: Tx, userId: string): Promise<void> {
  await tx.execute(candidateSearchDocumentUpdate(sql`p.user_id = ${userId}`));
}

async function loadScoreInputs(
  readers: ScoreInputReaders,
  tx: Tx,
  userId: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<ScoreInputs> {
  const [row] = await tx
    .select({ profile: candidateProfiles, phoneNumber: userDirectory.phoneNumber, educationRank: educationLevel.value })
    .from(candidateProfiles)
    .innerJoin(userDirectory, eq(userDirectory.id, candidateProfiles.userId))
    .leftJoin(educationLevel, eq(educationLevel.id, candidateProfiles.educationOptionId))
    .where(eq(candidateProfiles.userId, userId))
    .limit(1);
  if (!row) {
    // no profile yet: training and feedback still count as what they are (usually nothing), never "not launched"
    const [trainingCompleted, feedbackRatings] = [await readers.trainingCompleted(tx, userId), await readers.feedbackRatings(tx, userId)];
    return { profile: null, skills: [], jobs: [], education: [], trainingCompleted, feedbackRatings, today };
  }
  // one query at a time: `tx` is one connection (pg queues concurrent queries on it, deprecated)
  const skillRows = await tx
    .select({ level: candidateSkills.level, years: candidateSkills.years })
    .from(candidateSkills)
    .where(eq(candidateSkills.userId, userId));
  const jobRows = await tx
    .select({
      title: jobExperiences.title,
      startDate: jobExperiences.startDate,
      endDate: jobExperiences.endDate,
      isCurrent: jobExperiences.isCurrent,
      description: jobExperiences.description,
    })
    .from(jobExperiences)
    .where(eq(jobExperiences.userId, userId));
  const educationRows = await tx
    .select({ educationRank: educationOption.value })
    .from(educationExperiences)
    .leftJoin(educationOption, eq(educationOption.id, educationExperiences.educationOptionId))
    .where(eq(educationExperiences.userId, userId));
  const p = row.profile;
  return {
    profile: {
      phoneNumber: row.phoneNumber,
      headline: p.headline,
      summary: p.summary,
      city: p.city,
      country: p.country,
      hasPhoto: Boolean(p.photoFileId),
      hasResume: Boolean(p.resumeFileId),
      educationLevelRank: row.educationRank,
    },
    skills: skillRows,
    jobs: jobRows,
    education: educationRows,
    trainingCompleted: await readers.trainingCompleted(tx, userId),
    feedbackRatings: await readers.feedbackRatings(tx, userId),
    today,
  };
}

/** The score's inputs and its recompute after every change, over the readers of the inputs other modules own. */
export interface ProfileScoring {
  loadScoreInputs(tx: Tx, userId: string, today?: string): Promise<ScoreInputs>;
  /** Rebuilds the search document, recomputes the score and writes the history row (same transaction). */
  afterProfileChange(tx: Tx, userId: string, reason: string): Promise<number>;
  /** For catalogue changes that touch many candidates (a skill merge). */
  recomputeScoresFor(tx: Tx, userIds: string[], reason: string): Promise<void>;
}

export function createProfileScoring(readers: ScoreInputReaders): ProfileScoring {
  const afterProfileChange = async (tx: Tx, userId: string, reason: string) => {
    await refreshSearchDocument(tx, userId);
    const result = computeScore(await loadScoreInputs(readers, tx, userId));
    await tx.update(candidateProfiles).set({ score: result.score }).where(eq(candidateProfiles.userId, userId));
    await recordScore(tx, userId, result, reason);
    return result.score;
  };
  return {
    loadScoreInputs: (tx, userId, today) => loadScoreInputs(readers, tx, userId, today),
    afterProfileChange,
    async recomputeScoresFor(tx, userIds, reason) {
      for (const userId of userIds) await afterProfileChange(tx, userId, reason);
    },
  };
}
