import { escapeLike } from '../../platform/db/like.ts';
import { and, asc, count, eq, gt, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ScoreComponentKey } from '@talentmatch/shared/score';
import {
  TRAINING_MESSAGES,
  TRAINING_TOPIC_LABELS,
  videoEmbed,
  type CompletionResult,
  type MyTraining,
  type QuizResult,
  type TrainingCard,
  type TrainingItemView,
  type TrainingLength,
  type TrainingLibrary,
  type TrainingReport,
  type TrainingTopic,
  type LibraryQuery,
} from '@talentmatch/shared/training';
import type { Db } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors.ts';
import { type CandidateProfiles, candidateVisibility, getScoreHistory } from '../candidate-profiles/service.ts';
import { bindDeps } from '../../platform/bind-deps.ts';
import { completedTrainingCount } from './queries.ts';
import { trainingItems, trainingProgress, trainingQuizAttempts } from './tables.ts';

export type ItemRow = typeof trainingItems.$inferSelect;
type ProgressRow = typeof trainingProgress.$inferSelect;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The candidate's score: recommendations follow it, and a completion recomputes it (candidate-profiles imports none of training). */
export interface TrainingDeps {
  profiles: Pick<CandidateProfiles, 'getScore' | 'afterProfileChange'>;
}

// ---------------------------------------------------------------------------------------------
// Presenting

function presentProgress(p: ProgressRow | null | undefined): TrainingCard['progress'] {
  if (!p) return null;
  return {
    startedAt: p.startedAt.toISOString(),
    secondsSpent: p.secondsSpent,
    quizPassedAt: iso(p.quizPassedAt),
    completedAt: iso(p.completedAt),
  };
}

function presentCard(row: ItemRow, progress: ProgressRow | null | undefined): TrainingCard {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    category: row.category,
    minutes: row.minutes,
    topic: row.topic,
    hasQuiz: row.quiz.length > 0,
    progress: presentProgress(progress),
  };
}

const published = eq(trainingItems.status, 'published');
export const libraryOrder = [asc(trainingItems.sortOrder), asc(trainingItems.createdAt), asc(trainingItems.id)];

function lengthCondition(length: TrainingLength | undefined): SQL | undefined {
  if (length === 'short') return lte(trainingItems.minutes, 5);
  if (length === 'medium') return and(gt(trainingItems.minutes, 5), lte(trainingItems.minutes, 10));
  if (length === 'long') return gt(trainingItems.minutes, 10);
  return undefined;
}

async function progressFor(db: Pick<Db, 'select'>, userId: string, itemIds: string[]): Promise<Map<string, ProgressRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(trainingProgress)
    .where(and(eq(trainingProgress.userId, userId), inArray(trainingProgress.itemId, itemIds)));
  return new Map(rows.map((r) => [r.itemId, r]));
}

// ---------------------------------------------------------------------------------------------
// Candidate

/** The published library with search, category and length filters, with the reader's progress. */
export async function listLibrary(
  db: Db,
  userId: string,
  query: LibraryQuery & { page: number; pageSize: number },
): Promise<TrainingLibrary> {
  const where: Array<SQL | undefined> = [published];
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push(or(ilike(trainingItems.title, like), ilike(trainingItems.summary, like), ilike(trainingItems.body, like)));
  }
  if (query.category) where.push(eq(trainingItems.category, query.category));
  where.push(lengthCondition(query.length));
  const condition = and(...where);
  const [{ total }] = await db.select({ total: count() }).from(trainingItems).where(condition);
  const rows = await db
    .select()
    .from(trainingItems)
    .where(condition)
    .orderBy(...libraryOrder)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const progress = await progressFor(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => presentCard(r, progress.get(r.id))), totalRecords: total };
}

const SCORED_TOPICS: ScoreComponentKey[] = ['profile', 'skills', 'experience', 'education'];
const RECOMMENDED_COUNT = 3;

/**
 * "My career advice": recommendations from the score's weakest components (share of their maximum,
 * lowest first; interviews and career growth follow), then items in progress, then completed ones.
 */
async function myTraining(deps: TrainingDeps, db: Db, userId: string): Promise<MyTraining> {
  const hasProfile = (await candidateVisibility(db, userId)) !== null;
  const score = await deps.profiles.getScore(db, userId);
  const weakest = score.components
    .filter((c) => SCORED_TOPICS.includes(c.key) && c.points < c.max)
    .sort((a, b) => a.points / a.max - b.points / b.max)
    .map((c) => c.key as TrainingTopic);
  const topicOrder: TrainingTopic[] = [...weakest, 'interviews', 'career'];
  const rows = await db
    .select()
    .from(trainingItems)
    .where(published)
    .orderBy(...libraryOrder);
  const progress = await progressFor(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const fresh = rows.filter((r) => !progress.get(r.id));
  const rank = (topic: TrainingTopic) => {
    const i = topicOrder.indexOf(topic);
    return i === -1 ? topicOrder.length : i;
  };
  const recommended = [...fresh].sort((a, b) => rank(a.topic) - rank(b.topic)).slice(0, RECOMMENDED_COUNT);
  const inProgress = rows.filter((r) => {
    const p = progress.get(r.id);
    return p && !p.completedAt;
  });
  const completed = rows
    .filter((r) => progress.get(r.id)?.completedAt)
    .sort((a, b) => (progress.get(b.id)?.completedAt?.getTime() ?? 0) - (progress.get(a.id)?.completedAt?.getTime() ?? 0));
  return {
    weakest: weakest.map((topic) => ({ topic, label: TRAINING_TOPIC_LABELS[topic] })),
    recommended: recommended.map((r) => presentCard(r, null)),
    inProgress: inProgress.map((r) => presentCard(r, progress.get(r.id))),
    completed: completed.map((r) => presentCard(r, progress.get(r.id))),
    completedCount: await completedTrainingCount(db, userId),
    hasProfile,
  };
}

export async function itemRow(db: Pick<Db, 'select'>, id: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(trainingItems).where(eq(trainingItems.id, id)).limit(1);
  return row ?? null;
}

/** A published item (or, for an administrator's preview, any item); 404 otherwise. */
async function visibleItem(db: Pick<Db, 'select'>, id: string, options: { preview: boolean }): Promise<ItemRow> {
  const row = await itemRow(db, id);
  if (!row || (!options.preview && row.status !== 'published')) throw new NotFoundError(TRAINING_MESSAGES.notFound);
  return row;
}

async function nextItemId(db: Pick<Db, 'select'>, row: ItemRow): Promise<string | null> {
  const rows = await db
    .select({ id: trainingItems.id })
    .from(trainingItems)
    .where(published)
    .orderBy(...libraryOrder);
  const ids = rows.map((r) => r.id);
  const index = ids.indexOf(row.id);
  if (ids.length === 0) return null;
  const next = ids[(index + 1) % ids.length];
  return next && next !== row.id ? next : null;
}

/**
 * The reader. A candidate opening an item starts its progress (the first view counts); an administrator's
 * preview records nothing and shows the item exactly as a candidate would see it.
 */
export async function viewItem(db: Db, userId: string, id: string, options: { preview: boolean }): Promise<TrainingItemView> {
  const row = await visibleItem(db, id, options);
  let progress: ProgressRow | null = null;
  if (!options.preview) {
    await db
      .insert(trainingProgress)
      .values({ userId, itemId: id })
      .onConflictDoUpdate({ target: [trainingProgress.userId, trainingProgress.itemId], set: { lastViewedAt: new Date() } });
    progress = (await progressFor(db, userId, [id])).get(id) ?? null;
  }
  return {
    ...presentCard(row, progress),
    body: row.body,
    video: row.videoUrl ? videoEmbed(row.videoUrl) : null,
    quiz: row.quiz.map((q) => ({ question: q.question, options: q.options })),
    status: row.status,
    nextItemId: await nextItemId(db, row),
  };
}

/** Adds reading time (the reader reports it while the page is visible). */
export async function recordTime(db: Db, userId: string, id: string, seconds: number): Promise<{ secondsSpent: number }> {
  await visibleItem(db, id, { preview: false });
  const [row] = await db
    .insert(trainingProgress)
    .values({ userId, itemId: id, secondsSpent: seconds })
    .onConflictDoUpdate({
      target: [trainingProgress.userId, trainingProgress.itemId],
      set: { secondsSpent: sql`${trainingProgress.secondsSpent} + ${seconds}`, lastViewedAt: new Date() },
    })
    .returning({ secondsSpent: trainingProgress.secondsSpent });
  return { secondsSpent: row?.secondsSpent ?? seconds };
}

/** Grades an attempt: every answer must be right to pass. The right answers are never revealed. */
export async function submitQuiz(db: Db, userId: string, id: string, answers: number[]): Promise<QuizResult> {
  const row = await visibleItem(db, id, { preview: false });
  if (row.quiz.length === 0) throw new ConflictError(TRAINING_MESSAGES.noQuiz);
  if (answers.length !== row.quiz.length) {
    throw new BadRequestError(TRAINING_MESSAGES.answersCount, { answers: [TRAINING_MESSAGES.answersCount] });
  }
  const correct = row.quiz.filter((q, i) => answers[i] === q.correctIndex).length;
  const passed = correct === row.quiz.length;
  await db.transaction(async (tx) => {
    await tx.insert(trainingQuizAttempts).values({ userId, itemId: id, answers, correct, total: row.quiz.length, passed });
    const now = new Date();
    await tx
      .insert(trainingProgress)
      .values({ userId, itemId: id, quizPassedAt: passed ? now : null })
      .onConflictDoUpdate({
        target: [trainingProgress.userId, trainingProgress.itemId],
        set: passed
          ? { quizPassedAt: sql`coalesce(${trainingProgress.quizPassedAt}, ${now.toISOString()}::timestamptz)` }
          : { lastViewedAt: now },
      });
  });
  return { passed, correct, total: row.quiz.length };
}

/**
 * Marks an item complete once (a second call changes nothing), after its quiz is passed when it has one.
 * The score is recomputed and a history row written in the same transaction.
 */
async function completeItem(deps: TrainingDeps, db: Db, userId: string, id: string): Promise<CompletionResult> {
  const row = await visibleItem(db, id, { preview: false });
  return db.transaction(async (tx) => {
    await tx.insert(trainingProgress).values({ userId, itemId: id }).onConflictDoNothing();
    const [progress] = await tx
      .select()
      .from(trainingProgress)
      .where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.itemId, id)))
      .for('update');
    if (progress?.completedAt) return { completedAt: progress.completedAt.toISOString(), newlyCompleted: false, score: null };
    if (row.quiz.length > 0 && !progress?.quizPassedAt) throw new ConflictError(TRAINING_MESSAGES.quizRequired);
    const completedAt = new Date();
    await tx
      .update(trainingProgress)
      .set({ completedAt, lastViewedAt: completedAt })
      .where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.itemId, id)));
    const hasProfile = (await candidateVisibility(tx, userId)) !== null;
    const score = hasProfile ? await deps.profiles.afterProfileChange(tx, userId, 'training-completed') : null;
    return { completedAt: completedAt.toISOString(), newlyCompleted: true, score };
  });
}

export interface ReportRowFull {
  itemId: string;
  title: string;
  category: ItemRow['category'];
  minutes: number;
  secondsSpent: number;
  completedAt: Date;
}

export async function completedRows(db: Pick<Db, 'select'>, userId: string): Promise<ReportRowFull[]> {
  const rows = await db
    .select({
      itemId: trainingItems.id,
      title: trainingItems.title,
      category: trainingItems.category,
      minutes: trainingItems.minutes,
      secondsSpent: trainingProgress.secondsSpent,
      completedAt: trainingProgress.completedAt,
    })
    .from(trainingProgress)
    .innerJoin(trainingItems, eq(trainingItems.id, trainingProgress.itemId))
    .where(and(eq(trainingProgress.userId, userId), isNotNull(trainingProgress.completedAt)))
    .orderBy(asc(trainingProgress.completedAt));
  return rows.flatMap((r) => (r.completedAt ? [{ ...r, completedAt: r.completedAt }] : []));
}

/** The training report: completions over time, minutes by category, the score history, the completed items. */
export async function trainingReport(db: Db, userId: string): Promise<TrainingReport> {
  const completed = await completedRows(db, userId);
  const byDay = new Map<string, number>();
  for (const r of completed) {
    const day = r.completedAt.toISOString().slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
  }
  let total = 0;
  const completionsByDay = [...byDay.entries()].map(([date, n]) => {
    total += n;
    return { date, count: n, total };
  });
  const spent = await db
    .select({ category: trainingItems.category, seconds: sql<number>`sum(${trainingProgress.secondsSpent})::int` })
    .from(trainingProgress)
    .innerJoin(trainingItems, eq(trainingItems.id, trainingProgress.itemId))
    .where(eq(trainingProgress.userId, userId))
    .groupBy(trainingItems.category);
  const categories = new Map<ItemRow['category'], { minutesSpent: number; minutesCompleted: number }>();
  for (const s of spent) categories.set(s.category, { minutesSpent: Math.round((s.seconds ?? 0) / 6) / 10, minutesCompleted: 0 });
  for (const r of completed) {
    const entry = categories.get(r.category) ?? { minutesSpent: 0, minutesCompleted: 0 };
    entry.minutesCompleted += r.minutes;
    categories.set(r.category, entry);
  }
  const history = await getScoreHistory(db, userId);
  return {
    completions: completed.map((r) => ({ ...r, completedAt: r.completedAt.toISOString() })),
    completionsByDay,
    minutesByCategory: [...categories.entries()]
      .map(([category, v]) => ({ category, ...v }))
      .sort((a, b) => a.category.localeCompare(b.category)),
    scoreHistory: history?.history ?? [],
  };
}

/** The reader's parts that need `TrainingDeps`, built once by the composition root. */
export function createTrainingService(deps: TrainingDeps) {
  return bindDeps(deps, { myTraining, completeItem });
}
export type TrainingService = ReturnType<typeof createTrainingService>;
