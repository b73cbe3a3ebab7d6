import { escapeLike } from '../../platform/db/like.ts';
// Administrators manage the career-advice library: list with reading figures, create, edit, bulk status, order.
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  TRAINING_MESSAGES,
  type AdminTrainingList,
  type TrainingBulkAction,
  type TrainingItemAdmin,
  type TrainingItemInput,
  type TrainingStatus,
  type AdminTrainingQuery,
} from '@talentmatch/shared/training';
import type { Db } from '../../platform/db/index.ts';
import { BadRequestError, NotFoundError } from '../../platform/errors.ts';
import { trainingItems } from './tables.ts';
import { iso, itemRow, libraryOrder, type ItemRow } from './service.ts';

function presentAdmin(row: ItemRow, stats: { views: number; completions: number }): TrainingItemAdmin {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    body: row.body,
    videoUrl: row.videoUrl,
    category: row.category,
    minutes: row.minutes,
    topic: row.topic,
    status: row.status,
    quiz: row.quiz,
    sortOrder: row.sortOrder,
    views: stats.views,
    completions: stats.completions,
    completionRate: stats.views > 0 ? Math.round((stats.completions / stats.views) * 1000) / 1000 : 0,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const statsColumns = {
  views: sql<number>`(select count(*)::int from training_progress tp where tp.item_id = "training_items"."id")`,
  completions: sql<number>`(select count(*)::int from training_progress tp where tp.item_id = "training_items"."id" and tp.completed_at is not null)`,
};

export async function listAdmin(db: Db, query: AdminTrainingQuery & { page: number; pageSize: number }): Promise<AdminTrainingList> {
  const where: Array<SQL | undefined> = [];
  if (query.status && query.status !== 'all') where.push(eq(trainingItems.status, query.status));
  if (query.category) where.push(eq(trainingItems.category, query.category));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    where.push(or(ilike(trainingItems.title, like), ilike(trainingItems.summary, like)));
  }
  const condition = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(trainingItems).where(condition);
  const rows = await db
    .select({ item: trainingItems, ...statsColumns })
    .from(trainingItems)
    .where(condition)
    .orderBy(...libraryOrder)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map((r) => presentAdmin(r.item, r)), totalRecords: total };
}

export async function getAdmin(db: Pick<Db, 'select'>, id: string): Promise<TrainingItemAdmin> {
  const [row] = await db
    .select({ item: trainingItems, ...statsColumns })
    .from(trainingItems)
    .where(eq(trainingItems.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(TRAINING_MESSAGES.notFound);
  return presentAdmin(row.item, row);
}

const publishedAtFor = (status: TrainingStatus, current: Date | null) => (status === 'published' ? (current ?? new Date()) : current);

export async function createItem(db: Db, input: TrainingItemInput): Promise<TrainingItemAdmin> {
  const [row] = await db
    .insert(trainingItems)
    .values({
      ...input,
      publishedAt: publishedAtFor(input.status, null),
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from training_items)`,
    })
    .returning();
  return getAdmin(db, row.id);
}

export async function updateItem(db: Db, id: string, input: TrainingItemInput): Promise<TrainingItemAdmin> {
  const current = await itemRow(db, id);
  if (!current) throw new NotFoundError(TRAINING_MESSAGES.notFound);
  await db
    .update(trainingItems)
    .set({ ...input, publishedAt: publishedAtFor(input.status, current.publishedAt), updatedAt: new Date() })
    .where(eq(trainingItems.id, id));
  return getAdmin(db, id);
}

const BULK_STATUS: Record<TrainingBulkAction, TrainingStatus> = { publish: 'published', unpublish: 'draft', archive: 'archived' };

/** Publish, unpublish (back to draft) or archive several items; 404 when one of them does not exist. */
export async function bulkAction(db: Db, action: TrainingBulkAction, ids: string[]): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: trainingItems.id }).from(trainingItems).where(inArray(trainingItems.id, unique)).for('update');
    if (rows.length !== unique.length) throw new NotFoundError('One of the chosen career advice items does not exist.');
    const status = BULK_STATUS[action];
    const now = new Date();
    await tx
      .update(trainingItems)
      .set({
        status,
        updatedAt: now,
        ...(status === 'published' ? { publishedAt: sql`coalesce(${trainingItems.publishedAt}, ${now.toISOString()}::timestamptz)` } : {}),
      })
      .where(inArray(trainingItems.id, unique));
    return { updated: unique.length };
  });
}

/** The whole library in its new order (every id exactly once). */
export async function reorderItems(db: Db, ids: string[]): Promise<AdminTrainingList> {
  const mismatch = () => new BadRequestError(TRAINING_MESSAGES.orderMismatch, { ids: [TRAINING_MESSAGES.orderMismatch] });
  if (new Set(ids).size !== ids.length) throw mismatch();
  await db.transaction(async (tx) => {
    const all = await tx.select({ id: trainingItems.id }).from(trainingItems).for('update');
    if (all.length !== ids.length || !all.every((row) => ids.includes(row.id))) throw mismatch();
    for (const [index, id] of ids.entries()) {
      await tx
        .update(trainingItems)
        .set({ sortOrder: index + 1 })
        .where(eq(trainingItems.id, id));
    }
  });
  return listAdmin(db, { search: '', status: 'all', page: 1, pageSize: 500 });
}
