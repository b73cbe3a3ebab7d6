import type { Actor } from '../../platform/auth/actor.ts';
// Answering surveys: the login offer, the survey to answer, submit and skip.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '@talentmatch/shared/roles';
import {
  answerMessage,
  SURVEY_LIMITS,
  SURVEY_MESSAGES,
  type AnswerValue,
  type SurveySubmitBody,
  type SurveyToAnswer,
} from '@talentmatch/shared/surveys';
import type { Db } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { surveyParticipations, surveyResponses, surveys } from './tables.ts';
import { audiencesFor, isLive, liveWhere, presentQuestion, questionsOf, type QuestionRow, type SurveyRow } from './survey-rows.ts';
import { can } from './policy.ts';

/** The login answer's `activeSurvey`: the oldest open survey for the user's role not yet answered nor skipped. */
export async function activeSurveyFor(db: Db, viewer: Actor, now: Date = new Date()): Promise<string | null> {
  const audiences = audiencesFor(viewer.roles);
  if (audiences.length === 0) return null;
  const [row] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .leftJoin(surveyParticipations, and(eq(surveyParticipations.surveyId, surveys.id), eq(surveyParticipations.userId, viewer.userId)))
    .where(and(liveWhere(now), inArray(surveys.audience, audiences), isNull(surveyParticipations.userId)))
    .orderBy(asc(sql`coalesce(${surveys.opensAt}, ${surveys.createdAt})`), asc(surveys.createdAt), asc(surveys.id))
    .limit(1);
  return row?.id ?? null;
}

/** A survey the viewer may answer now (open, for their role), else 404 (never saying which). */
async function requireAnswerable(db: Pick<Db, 'select'>, viewer: Actor, id: string, now: Date): Promise<SurveyRow> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
  if (!row || !isLive(row, now) || !can(viewer, 'answer', row)) throw new NotFoundError(SURVEY_MESSAGES.notFound);
  return row;
}

/** `GET api/survey/{id}`: the survey to answer; administrators may preview any survey. */
export async function getSurveyToAnswer(db: Db, viewer: Actor, id: string, now: Date = new Date()): Promise<SurveyToAnswer> {
  let row: SurveyRow | undefined;
  if (can(viewer, 'preview')) {
    [row] = await db.select().from(surveys).where(eq(surveys.id, id)).limit(1);
    if (!row) throw new NotFoundError(SURVEY_MESSAGES.adminNotFound);
  } else {
    row = await requireAnswerable(db, viewer, id, now);
  }
  const questions = await questionsOf(db, row.id);
  return {
    id: row.id,
    title: row.title,
    introduction: row.introduction,
    anonymous: row.anonymous,
    closesAt: row.closesAt?.toISOString() ?? null,
    questions: questions.map(presentQuestion),
  };
}

const isBlank = (value: AnswerValue | null | undefined) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks the answers against the questions: every answer for a question of this survey, at most one per
 * question, required ones present, choices among the options, ratings 1–5. 400 naming the question.
 */
export function validateAnswers(questions: QuestionRow[], answers: SurveySubmitBody['answers']): Record<string, AnswerValue> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<string, AnswerValue | null>();
  const fail = (key: string, message: string): never => {
    throw new BadRequestError(message, { [key]: [message] });
  };
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) fail('answers', `${SURVEY_MESSAGES.unknownQuestion} (${answer.questionId})`);
    else if (given.has(answer.questionId)) fail(answer.questionId, answerMessage.duplicate(question.prompt));
    given.set(answer.questionId, answer.value);
  }
  const stored: Record<string, AnswerValue> = {};
  for (const q of questions) {
    const value = given.get(q.id);
    if (isBlank(value)) {
      if (q.required) fail(q.id, answerMessage.required(q.prompt));
      continue;
    }
    switch (q.kind) {
      case 'text':
        if (typeof value !== 'string' || value.trim().length > SURVEY_LIMITS.textAnswer) fail(q.id, answerMessage.text(q.prompt));
        stored[q.id] = String(value).trim();
        break;
      case 'single':
        if (typeof value !== 'string') fail(q.id, answerMessage.single(q.prompt));
        if (!q.options.includes(String(value))) fail(q.id, answerMessage.notOffered(q.prompt));
        stored[q.id] = String(value);
        break;
      case 'multiple': {
        const list = Array.isArray(value) ? value : [value];
        if (list.some((v) => typeof v !== 'string' || !q.options.includes(v)) || new Set(list).size !== list.length) {
          fail(q.id, answerMessage.notOffered(q.prompt));
        }
        stored[q.id] = q.options.filter((o) => (list as unknown[]).includes(o));
        break;
      }
      case 'rating':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) fail(q.id, answerMessage.rating(q.prompt));
        stored[q.id] = value as number;
        break;
    }
  }
  return stored;
}

const roleOf = (roles: readonly Role[]) => (roles.includes('Employer') ? 'Employer' : 'Candidate');

/** `POST api/survey`: one submission per user and survey (409 for a second); nothing stored on a 400. */
export async function submitSurvey(db: Db, viewer: Actor, body: SurveySubmitBody, now: Date = new Date()): Promise<{ id: string }> {
  const row = await requireAnswerable(db, viewer, body.surveyId, now);
  const answers = validateAnswers(await questionsOf(db, row.id), body.answers);
  return db.transaction(async (tx) => {
    // a skip may still be followed by answers; a second answer is refused
    const marked = await tx
      .insert(surveyParticipations)
      .values({ surveyId: row.id, userId: viewer.userId, action: 'answered' })
      .onConflictDoUpdate({
        target: [surveyParticipations.surveyId, surveyParticipations.userId],
        set: { action: 'answered', createdAt: new Date() },
        setWhere: eq(surveyParticipations.action, 'skipped'),
      })
      .returning({ userId: surveyParticipations.userId });
    if (marked.length === 0) throw new ConflictError(SURVEY_MESSAGES.alreadyAnswered);
    const [response] = await tx
      .insert(surveyResponses)
      .values({ surveyId: row.id, userId: row.anonymous ? null : viewer.userId, role: roleOf(viewer.roles), answers })
      .returning({ id: surveyResponses.id });
    return { id: response.id };
  });
}

/** `POST api/survey/{id}/skip`: records the skip (the survey is not offered at login again). */
export async function skipSurvey(db: Db, viewer: Actor, id: string, now: Date = new Date()): Promise<void> {
  const row = await requireAnswerable(db, viewer, id, now);
  await db.insert(surveyParticipations).values({ surveyId: row.id, userId: viewer.userId, action: 'skipped' }).onConflictDoNothing();
}

// for "Download my data" (modules/data-export)
export { exportSurveyAnswers } from './personal-data.ts';
