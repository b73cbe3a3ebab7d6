import { asc, eq, inArray } from 'drizzle-orm';
import type { AnswerValue } from '@talentmatch/shared/surveys';
import type { Db } from '../../platform/db/index.ts';
import { dataOnly, type PersonalDataPart } from '../../platform/personal-data.ts';
import { surveyParticipations, surveyQuestions, surveyResponses, surveys } from './tables.ts';

export interface SurveyAnswersExport {
  surveyId: string;
  surveyTitle: string;
  action: 'answered' | 'skipped';
  at: string;
  /** the answers by question (null for a skipped survey, and for an anonymous one: its answers are not linked to anyone) */
  answers: Array<{ question: string; answer: AnswerValue }> | null;
}

/** The surveys the user answered or skipped, with their own answers where they are linked to them. */
export async function exportSurveyAnswers(db: Db, userId: string): Promise<PersonalDataPart<SurveyAnswersExport[]>> {
  const taken = await db
    .select({ p: surveyParticipations, title: surveys.title })
    .from(surveyParticipations)
    .innerJoin(surveys, eq(surveys.id, surveyParticipations.surveyId))
    .where(eq(surveyParticipations.userId, userId))
    .orderBy(asc(surveyParticipations.createdAt));
  const responses = await db.select().from(surveyResponses).where(eq(surveyResponses.userId, userId));
  const surveyIds = [...new Set(responses.map((r) => r.surveyId))];
  const questions = surveyIds.length ? await db.select().from(surveyQuestions).where(inArray(surveyQuestions.surveyId, surveyIds)) : [];
  const prompt = new Map(questions.map((q) => [q.id, q.prompt]));
  return dataOnly(
    taken.map(({ p, title }) => {
      const response = responses.find((r) => r.surveyId === p.surveyId);
      return {
        surveyId: p.surveyId,
        surveyTitle: title,
        action: p.action,
        at: p.createdAt.toISOString(),
        answers: response
          ? Object.entries(response.answers).map(([questionId, answer]) => ({ question: prompt.get(questionId) ?? questionId, answer }))
          : null,
      };
    }),
  );
}
