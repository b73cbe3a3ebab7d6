import { required } from '@talentmatch/shared/required';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MessageTemplateType } from '@talentmatch/shared/hiring';
import type { Db, Tx } from '../../platform/db/index.ts';
export type { Tx } from '../../platform/db/index.ts';
import { userDirectory, userDirectoryAs } from '../users/queries.ts';
import type { EventBus } from '../../platform/events.ts';
import { conversationReads, conversations, messages, type ConversationRow, type MessageRow } from './tables.ts';

/**
 * The core every writer of messages goes through (the messages API and the hiring pipeline):
 * find or open a conversation, insert a message inside the caller's transaction, and after the
 * commit announce it live (new message + fresh unread counts) to everyone in the conversation.
 */

export interface ConversationKey {
  candidateId: string;
  companyId: string;
  jobId: string | null;
}

/** The conversation of (candidate, company, job), opened if it does not exist yet (safe under concurrency). */
export async function ensureConversation(tx: Tx, key: ConversationKey): Promise<ConversationRow> {
  const match = () =>
    and(
      eq(conversations.candidateId, key.candidateId),
      eq(conversations.companyId, key.companyId),
      key.jobId ? eq(conversations.jobId, key.jobId) : isNull(conversations.jobId),
    );
  const [existing] = await tx.select().from(conversations).where(match()).limit(1);
  if (existing) return existing;
  await tx.insert(conversations).values(key).onConflictDoNothing();
  const [row] = await tx.select().from(conversations).where(match()).limit(1);
  return required(row);
}

export interface NewMessage {
  conversationId: string;
  senderId: string | null;
  senderSide: 'candidate' | 'employer' | 'system';
  body: string;
  templateType?: MessageTemplateType | null;
  attachment?: { fileId: string; fileName: string } | null;
}

/** Inserts the message, moves the conversation's last-message time, and marks it read for its sender. */
export async function insertMessage(tx: Tx, input: NewMessage): Promise<MessageRow> {
  const [message] = await tx
    .insert(messages)
    .values({
      conversationId: input.conversationId,
      senderId: input.senderId,
      senderSide: input.senderSide,
      body: input.body,
      templateType: input.templateType ?? null,
      attachmentFileId: input.attachment?.fileId ?? null,
      attachmentName: input.attachment?.fileName ?? null,
      // the clock, not the transaction's start (now()): two messages of one step keep their order
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await tx.update(conversations).set({ lastMessageAt: message?.createdAt }).where(eq(conversations.id, input.conversationId));
  if (input.senderId) await markReadUpTo(tx, input.conversationId, input.senderId, message?.createdAt);
  return required(message);
}

/** Moves a user's read watermark forward (never back). */
async function markReadUpTo(tx: Tx, conversationId: string, userId: string, at: Date): Promise<void> {
  await tx
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadAt: at })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastReadAt: sql`greatest(${conversationReads.lastReadAt}, excluded.last_read_at)` },
    });
}

/**
 * Moves a user's watermark to a message's own time, read in SQL: a JS Date would drop the
 * microseconds and leave the message itself unread. Never moves back.
 */
export async function markReadThrough(tx: Tx, userId: string, messageId: string): Promise<void> {
  await tx.execute(sql`
    insert into conversation_reads (conversation_id, user_id, last_read_at)
    select m.conversation_id, ${userId}, m.created_at from messages m where m.id = ${messageId}
    on conflict (conversation_id, user_id) do update set last_read_at = greatest(conversation_reads.last_read_at, excluded.last_read_at)`);
}

/** Everything in the conversation until now (the database's clock, the one messages are stamped with) is read. */
export async function markReadNow(tx: Tx, conversationId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into conversation_reads (conversation_id, user_id, last_read_at) values (${conversationId}, ${userId}, clock_timestamp())
    on conflict (conversation_id, user_id) do update set last_read_at = greatest(conversation_reads.last_read_at, excluded.last_read_at)`);
}

/**
 * The conversations a user takes part in, as SQL over the alias `c`: a candidate's own, or every
 * conversation of an employer's company (the whole hiring team shares them).
 */
export function participatesIn(user: { id: string; companyId: string | null; isEmployer: boolean }) {
  return user.isEmployer && user.companyId ? sql`(c.company_id = ${user.companyId})` : sql`(c.candidate_id = ${user.id})`;
}

/** The user's unread messages over all their conversations (messages by others after their watermark). */
export async function unreadCountFor(db: Tx, userId: string): Promise<number> {
  const [user] = await db
    .select({ id: userDirectory.id, companyId: userDirectory.companyId, roles: userDirectory.roles, createdAt: userDirectory.createdAt })
    .from(userDirectory)
    .where(eq(userDirectory.id, userId));
  if (!user) return 0;
  const isEmployer = user.roles.includes('Employer');
  const result = await db.execute<{ count: string }>(sql`
    select count(*)::text as count
    from conversations c
    join messages m on m.conversation_id = c.id
    left join conversation_reads r on r.conversation_id = c.id and r.user_id = ${userId}
    where ${participatesIn({ id: userId, companyId: user.companyId, isEmployer })}
      and m.sender_id is distinct from ${userId}
      and m.created_at > coalesce(r.last_read_at, ${user.createdAt.toISOString()}::timestamptz)`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Everyone in a conversation: the candidate and the company's current employers. */
export async function conversationAudience(db: Tx, conversationId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select c.candidate_id as id from conversations c where c.id = ${conversationId}
    union
    select u.id from conversations c join ${userDirectoryAs('u')} on u.company_id = c.company_id
    where c.id = ${conversationId} and 'Employer' = any(u.roles) and u.deleted_at is null`);
  return result.rows.map((r) => r.id);
}

/** After the commit: tells everyone in the conversation about the message and pushes their new unread counts. */
export async function announceMessage(
  deps: { db: Db; events: EventBus },
  message: Pick<MessageRow, 'id' | 'conversationId' | 'senderId'>,
): Promise<void> {
  const audience = await conversationAudience(deps.db, message.conversationId);
  await deps.events.publish(audience, {
    type: 'message',
    conversationId: message.conversationId,
    messageId: message.id,
    senderId: message.senderId,
  });
  await announceUnreadCounts(deps, audience);
}

/** Pushes each user's current unread count (after a message, or after they read something). */
async function announceUnreadCounts(deps: { db: Db; events: EventBus }, userIds: readonly string[]): Promise<void> {
  for (const userId of userIds) {
    await deps.events.publish([userId], { type: 'unread', count: await unreadCountFor(deps.db, userId) });
  }
}
