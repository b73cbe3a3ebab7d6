import { z } from 'zod';
import { pageParam, pageSizeParam } from './paging.ts';
import { plainText } from './text.ts';

/**
 * Surveys (product.md "Feedback and surveys"): administrators define them for an audience; the login
 * answer's `activeSurvey` names the oldest open one the user has neither answered nor skipped.
 */

export const SURVEY_STATUSES = ['draft', 'open', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const SURVEY_AUDIENCES = ['candidates', 'employers', 'both'] as const;
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];

export const SURVEY_AUDIENCE_LABELS: Record<SurveyAudience, string> = {
  candidates: 'Candidates',
  employers: 'Employers',
  both: 'Candidates and employers',
};

export const QUESTION_KINDS = ['text', 'single', 'multiple', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Text',
  single: 'Single choice',
  multiple: 'Multiple choice',
  rating: 'Rating 1–5',
};

export const SURVEY_STATUS_LABELS: Record<SurveyStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' };

export const SURVEY_LIMITS = { questions: 30, options: 12, textAnswer: 2000 } as const;

export const SURVEY_MESSAGES = {
  notFound: 'This survey does not exist or is not open for you.',
  adminNotFound: 'This survey does not exist.',
  alreadyAnswered: 'You have already answered this survey.',
  questionsLocked: 'The questions of an open or closed survey cannot change.',
  onlyDraftDeleted: 'Only a draft survey can be deleted; close it instead.',
  openNeedsQuestions: 'Add at least one question before opening the survey.',
  unknownQuestion: 'This answer is for a question that is not in the survey.',
  thanks: 'Thank you for answering the survey.',
  // §8: survey fetch and create errors use "An error occurred …" wording.
  fetchError: 'An error occurred while fetching the survey.',
  submitError: 'An error occurred while submitting the survey.',
  skipError: 'An error occurred while skipping the survey.',
  saveError: 'An error occurred while saving the survey.',
  resultsError: 'An error occurred while fetching the survey answers.',
} as const;

/** The message for a bad answer, naming the question. */
export const answerMessage = {
  required: (prompt: string) => `“${prompt}” needs an answer.`,
  notOffered: (prompt: string) => `“${prompt}”: choose one of the options offered.`,
  rating: (prompt: string) => `“${prompt}”: the rating must be a whole number from 1 to 5.`,
  text: (prompt: string) => `“${prompt}”: the answer must be text of at most ${SURVEY_LIMITS.textAnswer} characters.`,
  single: (prompt: string) => `“${prompt}”: choose exactly one option.`,
  duplicate: (prompt: string) => `“${prompt}” is answered more than once.`,
};

const isoDateTime = (label: string) =>
  z
    .string()
    .datetime({ offset: true, message: `${label} must be a date and time.` })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const surveyQuestionInput = z
  .object({
    kind: z.enum(QUESTION_KINDS, { error: 'Choose a question kind.' }),
    prompt: plainText('Question', 300, { required: true }),
    options: z
      .array(plainText('Option', 120, { required: true }))
      .max(SURVEY_LIMITS.options, `At most ${SURVEY_LIMITS.options} options.`)
      .optional()
      .default([]),
    required: z.boolean().optional().default(false),
  })
  .superRefine((q, ctx) => {
    const choice = q.kind === 'single' || q.kind === 'multiple';
    if (choice && q.options.length < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A choice question needs at least two options.' });
    if (choice && new Set(q.options.map((o) => o.toLowerCase())).size !== q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option must be different.' });
    }
  })
  .transform((q) => ({ ...q, options: q.kind === 'single' || q.kind === 'multiple' ? q.options : [] }));

export const surveyBody = z
  .object({
    title: plainText('Title', 200, { required: true }),
    introduction: plainText('Introduction', 2000).optional().default(''),
    audience: z.enum(SURVEY_AUDIENCES, { error: 'Choose who the survey is for.' }),
    opensAt: isoDateTime('Opens'),
    closesAt: isoDateTime('Closes'),
    anonymous: z.boolean().optional().default(false),
    questions: z
      .array(surveyQuestionInput)
      .max(SURVEY_LIMITS.questions, `At most ${SURVEY_LIMITS.questions} questions.`)
      .optional()
      .default([]),
  })
  .superRefine((s, ctx) => {
    if (s.opensAt && s.closesAt && Date.parse(s.closesAt) <= Date.parse(s.opensAt)) {
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'The survey must close after it opens.' });
    }
  });
export type SurveyBody = z.infer<typeof surveyBody>;
export type SurveyBodyInput = z.input<typeof surveyBody>;

export const surveyStatusBody = z.object({ status: z.enum(SURVEY_STATUSES, { error: 'Choose draft, open or closed.' }) });

const answerValue = z.union([z.string(), z.number(), z.array(z.string())]);

/** `POST api/survey`: one submission; the answers are checked against the questions by the server. */
export const surveySubmitBody = z.object({
  surveyId: z.string({ error: 'Survey is required.' }).uuid('Not a valid survey.'),
  answers: z
    .array(z.object({ questionId: z.string().uuid('Not a valid question.'), value: answerValue.nullable() }), {
      error: 'Answers are required.',
    })
    .max(SURVEY_LIMITS.questions * 2),
});
export type SurveySubmitBody = z.infer<typeof surveySubmitBody>;
export type AnswerValue = z.infer<typeof answerValue>;

export const surveyListQuery = z.object({
  status: z.enum(SURVEY_STATUSES, { error: 'Choose draft, open or closed.' }).optional(),
  page: pageParam(),
  pageSize: pageSizeParam(25),
});

export interface SurveyQuestion {
  id: string;
  kind: QuestionKind;
  prompt: string;
  options: string[];
  required: boolean;
}

/** The administrator's view of a survey. */
export interface Survey {
  id: string;
  title: string;
  introduction: string;
  audience: SurveyAudience;
  opensAt: string | null;
  closesAt: string | null;
  anonymous: boolean;
  status: SurveyStatus;
  /** open now: status open and within its dates */
  live: boolean;
  questions: SurveyQuestion[];
  responseCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SurveyList {
  items: Survey[];
  totalRecords: number;
}

/** `GET api/survey/{id}`: the survey to answer. */
export interface SurveyToAnswer {
  id: string;
  title: string;
  introduction: string;
  anonymous: boolean;
  closesAt: string | null;
  questions: SurveyQuestion[];
}

export type QuestionResult =
  | { questionId: string; kind: 'single' | 'multiple'; prompt: string; answered: number; counts: Array<{ option: string; count: number }> }
  | {
      questionId: string;
      kind: 'rating';
      prompt: string;
      answered: number;
      average: number | null;
      counts: Array<{ rating: number; count: number }>;
    }
  | { questionId: string; kind: 'text'; prompt: string; answered: number; texts: Array<{ responseId: string; text: string }> };

export interface SurveyResponseRow {
  id: string;
  /** null for an anonymous survey */
  respondent: { id: string; firstName: string; lastName: string; email: string; role: string } | null;
  submittedAt: string;
  answers: Record<string, AnswerValue>;
}

/** `GET api/survey/answers/{id}`: the results of one survey. */
export interface SurveyResults {
  survey: Survey;
  responseCount: number;
  skipCount: number;
  /** users of the audience (not deleted) */
  audienceCount: number;
  /** responses / audience, 0–1 */
  responseRate: number;
  questions: QuestionResult[];
  /** empty for an anonymous survey */
  rows: SurveyResponseRow[];
}

/** `GET api/survey/answers/all`: every survey's answer counts and the most recent answers, paged. */
export interface SurveyAnswersOverview {
  items: Array<{
    id: string;
    title: string;
    status: SurveyStatus;
    audience: SurveyAudience;
    responseCount: number;
    skipCount: number;
    lastAnswerAt: string | null;
  }>;
  totalRecords: number;
  recent: Array<{ responseId: string; surveyId: string; surveyTitle: string; respondent: string | null; submittedAt: string }>;
}
