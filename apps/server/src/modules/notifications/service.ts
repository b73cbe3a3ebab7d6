import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { InAppNotice, InAppNoticeKind, InAppNoticePage } from '@talentmatch/shared/notifications';
import type { AppContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db/index.ts';
import { notifications } from './tables.ts';

/**
 * The notification centre (docs/applications-and-messaging.md, "Notification centre"). Any module posts a notice with
 * `notify`; the signed-in user lists theirs and marks them read. A new notice goes live to the user's open tabs as
 * the `notification` event with their unread count.
 */

interface NoticeInput {
  kind: InAppNoticeKind;
  /** one line, as the user reads it in the list ("Your application for Designer moved to Interview") */
  title: string;
  /** a path inside the app, or null */
  link?: string | null;
}

type NoticeDeps = Pick<AppContext, 'db'> & { events?: AppContext['events'] };

/**
 * Posts a notice to one user and, when `events` is given, pushes the new unread count to their open tabs. Called
 * after the work it reports has committed (a notice is not part of that transaction), never on a deleted account.
 */
export async function notify(deps: NoticeDeps, userId: string, input: NoticeInput): Promise<void> {
  await deps.db.insert(notifications).values({ userId, kind: input.kind, title: input.title.slice(0, 300), link: input.link ?? null });
  if (deps.events) await deps.events.publish([userId], { type: 'notification', unread: await unreadNotices(deps.db, userId) });
}

export async function unreadNotices(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

const present = (row: typeof notifications.$inferSelect): InAppNotice => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The user's notices, newest first. */
export async function listNotices(db: Db, userId: string, paging: { page: number; pageSize: number }): Promise<InAppNoticePage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  return { items: rows.map(present), total: total?.n ?? 0, unread: await unreadNotices(db, userId) };
}

/** Marks the user's notices among `ids` read (others' ids change nothing); answers the unread count left. */
export async function markNoticesRead(deps: Pick<AppContext, 'db' | 'events'>, userId: string, ids: string[]): Promise<{ unread: number }> {
  await deps.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)));
  const unread = await unreadNotices(deps.db, userId);
  // the user's other tabs update their bell
  await deps.events.publish([userId], { type: 'notification', unread });
  return { unread };
}

/** Account deletion: the notices go with the person. */
export async function forgetNotices(tx: Tx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
