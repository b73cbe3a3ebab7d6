import { z } from 'zod';
import { SCORE_COMPONENTS } from '@talentmatch/shared/score';
import { TRAINING_CATEGORIES, TRAINING_STATUSES, TRAINING_TOPICS } from '@talentmatch/shared/training';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

export const trainingIdParams = uuidParams('Not a valid career advice id.');

const kind = z.enum(['article', 'video']);
const category = z.enum(TRAINING_CATEGORIES);
const topic = z.enum(TRAINING_TOPICS);

const card = z.object({
  id: uuid,
  kind,
  title: z.string(),
  summary: z.string(),
  category,
  minutes: z.number().int(),
  topic,
  hasQuiz: z.boolean(),
  progress: z
    .object({ startedAt: timestamp, secondsSpent: z.number().int(), quizPassedAt: timestamp.nullable(), completedAt: timestamp.nullable() })
    .nullable(),
});

export const myTrainingAnswer = z.object({
  weakest: z.array(z.object({ topic, label: z.string() })).describe('score components the recommendations were chosen from, weakest first'),
  recommended: z.array(card),
  inProgress: z.array(card),
  completed: z.array(card),
  completedCount: z.number().int(),
  hasProfile: z.boolean(),
});

export const libraryAnswer = z.object({ items: z.array(card), totalRecords: z.number().int() });

export const itemViewAnswer = card.extend({
  body: z.string(),
  video: z.object({ provider: z.enum(['youtube', 'vimeo', 'link']), url: z.string() }).nullable(),
  quiz: z.array(z.object({ question: z.string(), options: z.array(z.string()) })).describe('without the answers'),
  status: z.enum(TRAINING_STATUSES),
  nextItemId: uuid.nullable(),
});

export const quizResultAnswer = z.object({ passed: z.boolean(), correct: z.number().int(), total: z.number().int() });

export const completionAnswer = z.object({
  completedAt: timestamp,
  newlyCompleted: z.boolean().describe('false when the item had been completed before (nothing changed)'),
  score: z.number().nullable(),
});

export const trainingReportAnswer = z.object({
  completions: z.array(
    z.object({
      itemId: uuid,
      title: z.string(),
      category,
      minutes: z.number().int(),
      secondsSpent: z.number().int(),
      completedAt: timestamp,
    }),
  ),
  completionsByDay: z.array(z.object({ date: z.string(), count: z.number().int(), total: z.number().int() })),
  minutesByCategory: z.array(z.object({ category, minutesSpent: z.number(), minutesCompleted: z.number() })),
  scoreHistory: z.array(
    z.object({
      score: z.number(),
      components: z.partialRecord(z.enum(SCORE_COMPONENTS), z.number()),
      reason: z.string(),
      createdAt: timestamp,
    }),
  ),
});

export const adminItemAnswer = z
  .object({
    id: uuid,
    kind,
    title: z.string(),
    summary: z.string(),
    body: z.string(),
    videoUrl: z.string(),
    category,
    minutes: z.number().int(),
    topic,
    status: z.enum(TRAINING_STATUSES),
    quiz: z.array(z.object({ question: z.string(), options: z.array(z.string()), correctIndex: z.number().int() })),
    sortOrder: z.number().int(),
    views: z.number().int(),
    completions: z.number().int(),
    completionRate: z.number(),
    publishedAt: timestamp.nullable(),
    updatedAt: timestamp,
  })
  .meta({ id: 'TrainingItemAdmin' });

export const adminListAnswer = z.object({ items: z.array(adminItemAnswer), totalRecords: z.number().int() });
