import { z } from 'zod';
import { QUESTION_KINDS, SURVEY_AUDIENCES, SURVEY_STATUSES } from '@talentmatch/shared/surveys';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

export const surveyIdParams = uuidParams('Not a valid survey id.');

const question = z.object({
  id: uuid,
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});

export const surveyAnswer = z
  .object({
    id: uuid,
    title: z.string(),
    introduction: z.string(),
    audience: z.enum(SURVEY_AUDIENCES),
    opensAt: timestamp.nullable(),
    closesAt: timestamp.nullable(),
    anonymous: z.boolean(),
    status: z.enum(SURVEY_STATUSES),
    live: z.boolean().describe('open now: status open and within its dates'),
    questions: z.array(question),
    responseCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Survey' });

export const surveyListAnswer = z.object({ items: z.array(surveyAnswer), totalRecords: z.number().int() });

export const surveyToAnswerAnswer = z.object({
  id: uuid,
  title: z.string(),
  introduction: z.string(),
  anonymous: z.boolean(),
  closesAt: timestamp.nullable(),
  questions: z.array(question),
});

const counted = { questionId: uuid, prompt: z.string(), answered: z.number().int() };
const answerValue = z.union([z.string(), z.number(), z.array(z.string())]);

export const surveyResultsAnswer = z.object({
  survey: surveyAnswer,
  responseCount: z.number().int(),
  skipCount: z.number().int(),
  audienceCount: z.number().int(),
  responseRate: z.number(),
  questions: z.array(
    z.union([
      z.object({
        ...counted,
        kind: z.enum(['single', 'multiple']),
        counts: z.array(z.object({ option: z.string(), count: z.number().int() })),
      }),
      z.object({
        ...counted,
        kind: z.literal('rating'),
        average: z.number().nullable(),
        counts: z.array(z.object({ rating: z.number(), count: z.number().int() })),
      }),
      z.object({ ...counted, kind: z.literal('text'), texts: z.array(z.object({ responseId: uuid, text: z.string() })) }),
    ]),
  ),
  rows: z
    .array(
      z.object({
        id: uuid,
        respondent: z
          .object({ id: uuid, firstName: z.string(), lastName: z.string(), email: z.string(), role: z.string() })
          .nullable()
          .describe('null for an anonymous survey'),
        submittedAt: timestamp,
        answers: z.record(z.string(), answerValue),
      }),
    )
    .describe('empty for an anonymous survey'),
});

export const answersOverviewAnswer = z.object({
  items: z.array(
    z.object({
      id: uuid,
      title: z.string(),
      status: z.enum(SURVEY_STATUSES),
      audience: z.enum(SURVEY_AUDIENCES),
      responseCount: z.number().int(),
      skipCount: z.number().int(),
      lastAnswerAt: timestamp.nullable(),
    }),
  ),
  totalRecords: z.number().int(),
  recent: z.array(
    z.object({ responseId: uuid, surveyId: uuid, surveyTitle: z.string(), respondent: z.string().nullable(), submittedAt: timestamp }),
  ),
});
