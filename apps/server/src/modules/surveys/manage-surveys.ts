// Administrators create, edit, open, close and delete surveys.
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { SURVEY_MESSAGES, type Survey, type SurveyBody, type SurveyList, type SurveyStatus } from '@talentmatch/shared/surveys';
import type { Db, Tx } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { surveyQuestions, surveys } from './tables.ts';
import { questionsOf, presentSurvey, responseCountOf, requireSurvey, type QuestionRow } from './survey-rows.ts';

export async function getSurvey(db: Db, id: string): Promise<Survey> {
  const row = await requireSurvey(db, id);
  return presentSurvey(row, await questionsOf(db, id), await responseCountOf(db, id));
}

export async function listSurveys(db: Db, query: { status?: SurveyStatus; page: number; pageSize: number }): Promise<SurveyList> {
  const where = query.status ? eq(surveys.status, query.status) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(surveys).where(where);
  const rows = await db
    .select({ row: surveys, responses: sql<number>`(select count(*)::int from survey_responses r where r.survey_id = "surveys"."id")` })
    .from(surveys)
    .where(where)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const ids = rows.map((r) => r.row.id);
  const questions = ids.length
    ? await db.select().from(surveyQuestions).where(inArray(surveyQuestions.surveyId, ids)).orderBy(asc(surveyQuestions.position))
    : [];
  return {
    items: rows.map((r) =>
      presentSurvey(
        r.row,
        questions.filter((q) => q.surveyId === r.row.id),
        Number(r.responses),
      ),
    ),
    totalRecords: total,
  };
}

async function insertQuestions(tx: Tx, surveyId: string, questions: SurveyBody['questions']) {
  if (questions.length === 0) return;
  await tx.insert(surveyQuestions).values(questions.map((q, position) => ({ surveyId, position, ...q })));
}

const sameQuestions = (a: QuestionRow[], b: SurveyBody['questions']) =>
  a.length === b.length &&
  a.every(
    (q, i) =>
      q.kind === b[i].kind &&
      q.prompt === b[i].prompt &&
      q.required === b[i].required &&
      JSON.stringify(q.options) === JSON.stringify(b[i].options),
  );

export async function createSurvey(db: Db, adminId: string, body: SurveyBody): Promise<Survey> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(surveys)
      .values({
        title: body.title,
        introduction: body.introduction,
        audience: body.audience,
        opensAt: body.opensAt ? new Date(body.opensAt) : null,
        closesAt: body.closesAt ? new Date(body.closesAt) : null,
        anonymous: body.anonymous,
        createdBy: adminId,
      })
      .returning({ id: surveys.id });
    await insertQuestions(tx, row.id, body.questions);
    return row.id;
  });
  return getSurvey(db, id);
}

/** Edits a survey; an open or closed survey keeps its questions (409 if they differ) and its anonymity. */
export async function updateSurvey(db: Db, id: string, body: SurveyBody): Promise<Survey> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(surveys).where(eq(surveys.id, id)).for('update');
    if (!row) throw new NotFoundError(SURVEY_MESSAGES.adminNotFound);
    const existing = await questionsOf(tx, id);
    const locked = row.status !== 'draft';
    if (locked && (!sameQuestions(existing, body.questions) || body.anonymous !== row.anonymous)) {
      throw new ConflictError(SURVEY_MESSAGES.questionsLocked);
    }
    await tx
      .update(surveys)
      .set({
        title: body.title,
        introduction: body.introduction,
        audience: body.audience,
        opensAt: body.opensAt ? new Date(body.opensAt) : null,
        closesAt: body.closesAt ? new Date(body.closesAt) : null,
        anonymous: body.anonymous,
        updatedAt: new Date(),
      })
      .where(eq(surveys.id, id));
    if (!locked && !sameQuestions(existing, body.questions)) {
      await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, id));
      await insertQuestions(tx, id, body.questions);
    }
  });
  return getSurvey(db, id);
}

const ALLOWED: Record<SurveyStatus, SurveyStatus[]> = { draft: ['open'], open: ['closed'], closed: ['open'] };

/** draft → open (needs a question) → closed → open again; nothing goes back to draft. */
export async function setSurveyStatus(db: Db, id: string, status: SurveyStatus): Promise<Survey> {
  const row = await requireSurvey(db, id);
  if (row.status !== status) {
    if (!ALLOWED[row.status].includes(status)) {
      throw new ConflictError(`A ${row.status} survey cannot become ${status}.`);
    }
    if (status === 'open' && (await questionsOf(db, id)).length === 0) throw new ConflictError(SURVEY_MESSAGES.openNeedsQuestions);
    await db.update(surveys).set({ status, updatedAt: new Date() }).where(eq(surveys.id, id));
  }
  return getSurvey(db, id);
}

export async function deleteSurvey(db: Db, id: string): Promise<void> {
  const row = await requireSurvey(db, id);
  if (row.status !== 'draft') throw new ConflictError(SURVEY_MESSAGES.onlyDraftDeleted);
  await db.delete(surveys).where(eq(surveys.id, id));
}
