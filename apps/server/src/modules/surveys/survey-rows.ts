// The survey rows as every part of this module reads and presents them.
import { and, asc, count, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Role } from '@talentmatch/shared/roles';
import { SURVEY_MESSAGES, type Survey, type SurveyAudience, type SurveyQuestion } from '@talentmatch/shared/surveys';
import type { Db } from '../../platform/db/index.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { surveyQuestions, surveyResponses, surveys } from './tables.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type QuestionRow = typeof surveyQuestions.$inferSelect;

/** The audiences a role belongs to (administrators answer none). */
export function audiencesFor(roles: readonly Role[]): SurveyAudience[] {
  if (roles.includes('Administrator')) return [];
  if (roles.includes('Employer')) return ['employers', 'both'];
  if (roles.includes('Candidate')) return ['candidates', 'both'];
  return [];
}

/** Open now: status open, opened (or no opening date) and not yet past its closing date. */
export function isLive(row: Pick<SurveyRow, 'status' | 'opensAt' | 'closesAt'>, now: Date): boolean {
  return row.status === 'open' && (!row.opensAt || row.opensAt <= now) && (!row.closesAt || row.closesAt > now);
}

export const liveWhere = (now: Date) =>
  and(
    eq(surveys.status, 'open'),
    or(isNull(surveys.opensAt), lte(surveys.opensAt, now)),
    or(isNull(surveys.closesAt), gt(surveys.closesAt, now)),
  );

export const presentQuestion = (q: QuestionRow): SurveyQuestion => ({
  id: q.id,
  kind: q.kind,
  prompt: q.prompt,
  options: q.options,
  required: q.required,
});

export async function questionsOf(db: Pick<Db, 'select'>, surveyId: string): Promise<QuestionRow[]> {
  return db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId)).orderBy(asc(surveyQuestions.position));
}

export function presentSurvey(row: SurveyRow, questions: QuestionRow[], responseCount: number, now = new Date()): Survey {
  return {
    id: row.id,
    title: row.title,
    introduction: row.introduction,
    audience: row.audience,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    anonymous: row.anonymous,
    status: row.status,
    live: isLive(row, now),
    questions: questions.map(presentQuestion),
    responseCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function responseCountOf(db: Pick<Db, 'select'>, surveyId: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
  return n;
}

/** A survey by id for administrators, else 404. */
export async function requireSurvey(db: Pick<Db, 'select'>, id: string): Promise<SurveyRow> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  if (!row) throw new NotFoundError(SURVEY_MESSAGES.adminNotFound);
  return row;
}
