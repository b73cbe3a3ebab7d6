// Survey results: aggregates, response rows, CSV and the answers overview.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  AnswerValue,
  QuestionResult,
  SurveyAnswersOverview,
  SurveyAudience,
  SurveyResponseRow,
  SurveyResults,
} from '@talentmatch/shared/surveys';
import type { Db } from '../../platform/db/index.ts';
import { userDirectory } from '../users/queries.ts';
import { surveyParticipations, surveyResponses, surveys } from './tables.ts';
import { questionsOf, presentSurvey, requireSurvey, type QuestionRow, type SurveyRow } from './survey-rows.ts';

async function audienceCount(db: Pick<Db, 'select'>, audience: SurveyAudience): Promise<number> {
  const roles = audience === 'both' ? ['Candidate', 'Employer'] : audience === 'candidates' ? ['Candidate'] : ['Employer'];
  const [{ n }] = await db
    .select({ n: count() })
    .from(userDirectory)
    .where(
      and(
        isNull(userDirectory.deletedAt),
        sql`${userDirectory.roles} && ${sql.raw(`array[${roles.map((r) => `'${r}'`).join(',')}]::text[]`)}`,
        sql`not ('Administrator' = any(${userDirectory.roles}))`,
      ),
    );
  return n;
}

export function aggregate(
  questions: QuestionRow[],
  responses: Array<{ id: string; answers: Record<string, AnswerValue> }>,
): QuestionResult[] {
  return questions.map((q) => {
    const values = responses.map((r) => r.answers[q.id]).filter((v) => v !== undefined);
    if (q.kind === 'text') {
      const texts = responses.flatMap((r) => (r.answers[q.id] === undefined ? [] : [{ responseId: r.id, text: String(r.answers[q.id]) }]));
      return { questionId: q.id, kind: 'text', prompt: q.prompt, answered: texts.length, texts };
    }
    if (q.kind === 'rating') {
      const ratings = values.map(Number);
      const average = ratings.length ? Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10 : null;
      return {
        questionId: q.id,
        kind: 'rating',
        prompt: q.prompt,
        answered: ratings.length,
        average,
        counts: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: ratings.filter((r) => r === rating).length })),
      };
    }
    const chosen = values.flatMap((v) => (Array.isArray(v) ? v : [String(v)]));
    return {
      questionId: q.id,
      kind: q.kind,
      prompt: q.prompt,
      answered: values.length,
      counts: q.options.map((option) => ({ option, count: chosen.filter((c) => c === option).length })),
    };
  });
}

async function responseRows(db: Pick<Db, 'select'>, row: SurveyRow) {
  return db
    .select({
      id: surveyResponses.id,
      answers: surveyResponses.answers,
      role: surveyResponses.role,
      createdAt: surveyResponses.createdAt,
      user: { id: userDirectory.id, firstName: userDirectory.firstName, lastName: userDirectory.lastName, email: userDirectory.email },
    })
    .from(surveyResponses)
    .leftJoin(userDirectory, eq(userDirectory.id, surveyResponses.userId))
    .where(eq(surveyResponses.surveyId, row.id))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id));
}

/** `GET api/survey/answers/{id}`: aggregates per question, the response rate, and rows unless anonymous. */
export async function surveyResults(db: Db, id: string): Promise<SurveyResults> {
  const row = await requireSurvey(db, id);
  const questions = await questionsOf(db, id);
  const responses = await responseRows(db, row);
  const [{ skips }] = await db
    .select({ skips: count() })
    .from(surveyParticipations)
    .where(and(eq(surveyParticipations.surveyId, id), eq(surveyParticipations.action, 'skipped')));
  const audience = await audienceCount(db, row.audience);
  const rows: SurveyResponseRow[] = row.anonymous
    ? []
    : responses.map((r) => ({
        id: r.id,
        respondent: r.user?.id ? { ...r.user, role: r.role } : null,
        submittedAt: r.createdAt.toISOString(),
        answers: r.answers,
      }));
  return {
    survey: presentSurvey(row, questions, responses.length),
    responseCount: responses.length,
    skipCount: skips,
    audienceCount: audience,
    responseRate: audience ? Math.round((responses.length / audience) * 1000) / 1000 : 0,
    questions: aggregate(questions, responses),
    rows,
  };
}

/** The CSV rows of a survey: one per response, one column per question (no names when anonymous). */
export async function surveyCsvRows(db: Db, id: string) {
  const row = await requireSurvey(db, id);
  const questions = await questionsOf(db, id);
  const responses = await responseRows(db, row);
  return { survey: row, questions, responses: responses.map((r) => ({ ...r, user: row.anonymous ? null : r.user })) };
}

/** `GET api/survey/answers/all`: every survey's counts (newest first, paged) and the ten latest answers. */
export async function answersOverview(db: Db, query: { page: number; pageSize: number }): Promise<SurveyAnswersOverview> {
  const [{ total }] = await db.select({ total: count() }).from(surveys);
  const rows = await db
    .select({
      id: surveys.id,
      title: surveys.title,
      status: surveys.status,
      audience: surveys.audience,
      responseCount: sql<number>`(select count(*)::int from survey_responses r where r.survey_id = "surveys"."id")`,
      skipCount: sql<number>`(select count(*)::int from survey_participations p where p.survey_id = "surveys"."id" and p.action = 'skipped')`,
      lastAnswerAt: sql<string | null>`(select max(r.created_at) from survey_responses r where r.survey_id = "surveys"."id")`,
    })
    .from(surveys)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const recent = await db
    .select({
      responseId: surveyResponses.id,
      surveyId: surveys.id,
      surveyTitle: surveys.title,
      anonymous: surveys.anonymous,
      firstName: userDirectory.firstName,
      lastName: userDirectory.lastName,
      submittedAt: surveyResponses.createdAt,
    })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .leftJoin(userDirectory, eq(userDirectory.id, surveyResponses.userId))
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(10);
  return {
    items: rows.map((r) => ({
      ...r,
      responseCount: Number(r.responseCount),
      skipCount: Number(r.skipCount),
      lastAnswerAt: r.lastAnswerAt ? new Date(r.lastAnswerAt).toISOString() : null,
    })),
    totalRecords: total,
    recent: recent.map((r) => ({
      responseId: r.responseId,
      surveyId: r.surveyId,
      surveyTitle: r.surveyTitle,
      respondent: r.anonymous || r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(),
      submittedAt: r.submittedAt.toISOString(),
    })),
  };
}
