import { z } from 'zod';
import { pageParam, pageSizeParam } from './paging.ts';
import { plainText } from './text.ts';
import type { ScoreHistoryEntry } from './score.ts';

/** Career advice (training): articles and videos, progress, quizzes and the training report. */

export const TRAINING_MESSAGES = {
  notFound: 'This career advice item does not exist or is not published.',
  htmlInBody: 'The text must be markdown: raw HTML and scripts are not allowed.',
  scriptLink: 'Links must be web addresses (http or https), not scripts.',
  videoUrl: 'The video address must start with http:// or https://.',
  videoRequired: 'A video needs its video address.',
  quizRequired: 'Pass the quiz before marking this item complete.',
  noQuiz: 'This item has no quiz.',
  answersCount: 'Answer every question of the quiz.',
  orderMismatch: 'The order must list every career advice item exactly once.',
  noProfile: 'Create your profile first: completed career advice counts toward your score.',
} as const;

const TRAINING_KINDS = ['article', 'video'] as const;
export type TrainingKind = (typeof TRAINING_KINDS)[number];

export const TRAINING_STATUSES = ['draft', 'published', 'archived'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

export const TRAINING_CATEGORIES = ['Resume', 'Profile', 'Skills', 'Experience', 'Interviews', 'Negotiation', 'Career growth'] as const;
export type TrainingCategory = (typeof TRAINING_CATEGORIES)[number];

/** The part of the candidate's standing an item helps: the score components it explains, and interviews. */
export const TRAINING_TOPICS = ['profile', 'skills', 'experience', 'education', 'interviews', 'career'] as const;
export type TrainingTopic = (typeof TRAINING_TOPICS)[number];
export const TRAINING_TOPIC_LABELS: Record<TrainingTopic, string> = {
  profile: 'Profile completeness',
  skills: 'Skills',
  experience: 'Experience',
  education: 'Education',
  interviews: 'Interviews',
  career: 'Career growth',
};

/** Length filter of the library: short up to 5 minutes, medium up to 10, long above. */
export const TRAINING_LENGTHS = ['short', 'medium', 'long'] as const;
export type TrainingLength = (typeof TRAINING_LENGTHS)[number];
export const TRAINING_LENGTH_LABELS: Record<TrainingLength, string> = {
  short: 'Up to 5 minutes',
  medium: '6 to 10 minutes',
  long: 'More than 10 minutes',
};

export const QUIZ_MAX_QUESTIONS = 10;
/** Seconds one time report may add (the reader reports every 30 seconds while the page is visible). */
const TIME_REPORT_MAX_SECONDS = 300;

const HTML_TAG = /<\/?[a-z!][^>]*>/i;
/** Markdown links or autolinks to a script scheme: `[x](javascript:…)`, `<javascript:…>`, `[x]: vbscript:…`. */
const SCRIPT_LINK = /(\]\s*\(\s*<?|\]:\s*<?|<)\s*(javascript|vbscript|data|file):/i;

/** Markdown as authors write it: no raw HTML, no script links (the reader renders markdown only). */
export const trainingMarkdown = z
  .string({ error: 'The text is required.' })
  .trim()
  .min(50, 'Write at least 50 characters.')
  .max(20_000, 'The text must be at most 20,000 characters.')
  .refine((v) => !HTML_TAG.test(v) && !/<\s*script/i.test(v), { message: TRAINING_MESSAGES.htmlInBody })
  .refine((v) => !SCRIPT_LINK.test(v), { message: TRAINING_MESSAGES.scriptLink });

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo' | 'link';
  /** the privacy-enhanced player address, or the address itself for a plain link */
  url: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * YouTube addresses play from youtube-nocookie.com and Vimeo from player.vimeo.com with dnt=1; every other
 * http(s) address is shown as a link. Returns null for anything that is not an http(s) address.
 */
export function videoEmbed(address: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = segments[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtubeId = url.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') youtubeId = segments[1] ?? null;
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) return { provider: 'youtube', url: `https://www.youtube-nocookie.com/embed/${youtubeId}` };
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((s) => /^\d{3,12}$/.test(s));
    if (id) return { provider: 'vimeo', url: `https://player.vimeo.com/video/${id}?dnt=1` };
  }
  return { provider: 'link', url: url.toString() };
}

const quizQuestionInput = z.object({
  question: plainText('Question', 300, { required: true }),
  options: z
    .array(plainText('Answer', 200, { required: true }), { error: 'Options must be a list.' })
    .min(2, 'Give at least two answers.')
    .max(6, 'Give at most six answers.'),
  correctIndex: z.number({ error: 'Choose the right answer.' }).int().min(0, 'Choose the right answer.'),
});

export const trainingItemBody = z
  .object({
    kind: z.enum(TRAINING_KINDS, { error: 'Choose article or video.' }).default('article'),
    title: plainText('Title', 150, { required: true }),
    summary: plainText('Summary', 400, { required: true }),
    body: trainingMarkdown,
    videoUrl: z
      .string({ error: TRAINING_MESSAGES.videoUrl })
      .trim()
      .max(500, 'The video address must be at most 500 characters.')
      .refine((v) => v === '' || videoEmbed(v) !== null, { message: TRAINING_MESSAGES.videoUrl })
      .optional()
      .default(''),
    category: z.enum(TRAINING_CATEGORIES, { error: 'Choose a category.' }),
    minutes: z.coerce
      .number({ error: 'Minutes must be a number.' })
      .int('Minutes must be a whole number.')
      .min(1, 'At least 1 minute.')
      .max(240, 'At most 240 minutes.'),
    topic: z.enum(TRAINING_TOPICS, { error: 'Choose what the item helps with.' }),
    status: z.enum(TRAINING_STATUSES, { error: 'Choose draft, published or archived.' }).default('draft'),
    quiz: z
      .array(quizQuestionInput, { error: 'The quiz must be a list of questions.' })
      .max(QUIZ_MAX_QUESTIONS, `At most ${QUIZ_MAX_QUESTIONS} questions.`)
      .default([]),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'video' && !v.videoUrl) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: TRAINING_MESSAGES.videoRequired });
    v.quiz.forEach((q, i) => {
      if (q.correctIndex >= q.options.length) {
        ctx.addIssue({ code: 'custom', path: ['quiz', i, 'correctIndex'], message: 'Choose the right answer among the answers.' });
      }
    });
  });
export type TrainingItemBody = z.input<typeof trainingItemBody>;
export type TrainingItemInput = z.output<typeof trainingItemBody>;

const pageFields = {
  search: z.string().trim().max(100, 'Search must be at most 100 characters.').optional().default(''),
  page: pageParam(),
  pageSize: pageSizeParam(12),
};

export const libraryQuery = z.object({
  ...pageFields,
  category: z.enum(TRAINING_CATEGORIES, { error: 'Choose one of the categories.' }).optional(),
  length: z.enum(TRAINING_LENGTHS, { error: 'Length must be short, medium or long.' }).optional(),
});
/** The library call's parameters as the client sends them. */
export interface LibraryQuery {
  search?: string;
  page?: number;
  pageSize?: number;
  category?: TrainingCategory;
  length?: TrainingLength;
}

export const adminTrainingQuery = z.object({
  ...pageFields,
  pageSize: pageSizeParam(25, 500),
  status: z.enum([...TRAINING_STATUSES, 'all'], { error: 'Status must be draft, published, archived or all.' }).default('all'),
  category: z.enum(TRAINING_CATEGORIES, { error: 'Choose one of the categories.' }).optional(),
});
/** The administrator's list parameters as the client sends them. */
export interface AdminTrainingQuery {
  search?: string;
  page?: number;
  pageSize?: number;
  status?: TrainingStatus | 'all';
  category?: TrainingCategory;
}

const TRAINING_BULK_ACTIONS = ['publish', 'unpublish', 'archive'] as const;
export type TrainingBulkAction = (typeof TRAINING_BULK_ACTIONS)[number];
export const trainingBulkBody = z.object({
  action: z.enum(TRAINING_BULK_ACTIONS, { error: 'Choose publish, unpublish or archive.' }),
  ids: z
    .array(z.string().uuid('Not a valid career advice id.'), { error: 'Choose the items.' })
    .min(1, 'Choose at least one item.')
    .max(200, 'Choose at most 200 items.'),
});
export const trainingOrderBody = z.object({
  ids: z.array(z.string().uuid(TRAINING_MESSAGES.orderMismatch), { error: TRAINING_MESSAGES.orderMismatch }).min(1).max(1000),
});

export const quizAnswersBody = z.object({
  answers: z
    .array(z.number({ error: 'Each answer is the number of the chosen option.' }).int().min(0), { error: TRAINING_MESSAGES.answersCount })
    .max(QUIZ_MAX_QUESTIONS),
});
export const timeSpentBody = z.object({
  seconds: z.coerce
    .number({ error: 'Seconds must be a number.' })
    .int('Seconds must be a whole number.')
    .min(1, 'At least 1 second.')
    .max(TIME_REPORT_MAX_SECONDS, `At most ${TIME_REPORT_MAX_SECONDS} seconds at a time.`),
});

export interface QuizQuestionView {
  question: string;
  options: string[];
}
export interface QuizQuestionAdmin extends QuizQuestionView {
  correctIndex: number;
}

interface TrainingProgress {
  startedAt: string;
  secondsSpent: number;
  quizPassedAt: string | null;
  completedAt: string | null;
}

/** One card of the library or of "My career advice". */
export interface TrainingCard {
  id: string;
  kind: TrainingKind;
  title: string;
  summary: string;
  category: TrainingCategory;
  minutes: number;
  topic: TrainingTopic;
  hasQuiz: boolean;
  progress: TrainingProgress | null;
}

/** The reader: an item as a candidate sees it (quiz without its answers). */
export interface TrainingItemView extends TrainingCard {
  body: string;
  video: VideoEmbed | null;
  quiz: QuizQuestionView[];
  status: TrainingStatus;
  nextItemId: string | null;
}

export interface TrainingLibrary {
  items: TrainingCard[];
  totalRecords: number;
}

export interface MyTraining {
  /** score components the recommendations were chosen from, weakest first */
  weakest: Array<{ topic: TrainingTopic; label: string }>;
  recommended: TrainingCard[];
  inProgress: TrainingCard[];
  completed: TrainingCard[];
  completedCount: number;
  hasProfile: boolean;
}

export interface QuizResult {
  passed: boolean;
  correct: number;
  total: number;
}

export interface CompletionResult {
  completedAt: string;
  /** false when the item had been completed before (nothing changed) */
  newlyCompleted: boolean;
  score: number | null;
}

/** Administrator's full view of an item. */
export interface TrainingItemAdmin {
  id: string;
  kind: TrainingKind;
  title: string;
  summary: string;
  body: string;
  videoUrl: string;
  category: TrainingCategory;
  minutes: number;
  topic: TrainingTopic;
  status: TrainingStatus;
  quiz: QuizQuestionAdmin[];
  sortOrder: number;
  /** candidates who opened it */
  views: number;
  completions: number;
  /** completions / views, 0–1 */
  completionRate: number;
  publishedAt: string | null;
  updatedAt: string;
}

export interface AdminTrainingList {
  items: TrainingItemAdmin[];
  totalRecords: number;
}

interface TrainingReportRow {
  itemId: string;
  title: string;
  category: TrainingCategory;
  minutes: number;
  secondsSpent: number;
  completedAt: string;
}

/** The candidate's training report. */
export interface TrainingReport {
  completions: TrainingReportRow[];
  /** completions per day, oldest first (days with at least one) */
  completionsByDay: Array<{ date: string; count: number; total: number }>;
  /** minutes spent per category (time recorded in the reader), and the items' estimated minutes completed */
  minutesByCategory: Array<{ category: TrainingCategory; minutesSpent: number; minutesCompleted: number }>;
  scoreHistory: ScoreHistoryEntry[];
}
