import { jobsAs } from '../jobs/queries.ts';
import { escapeLike } from '../../platform/db/like.ts';
import { type Actor, isAdmin } from '../../platform/auth/actor.ts';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  MESSAGING_MESSAGES,
  type Conversation,
  type ConversationPreviewList,
  type ConversationUser,
  type Message,
  type MessagePage,
  type MessageView,
  type UnreadCount,
} from '@talentmatch/shared/messaging';
import type { MessagesQuery, MessageViewQuery, PreviewsQuery } from '@talentmatch/shared/messaging-requests';
import type { Db } from '../../platform/db/index.ts';
import { recordAudit, recordRead } from '../audit-log/service.ts';
import { BadRequestError, NotFoundError, VALIDATION_DETAIL } from '../../platform/errors.ts';
import { can, type ConversationParties } from './policy.ts';

/** participant: reads, posts, marks read. moderator: an administrator reading someone else's conversation. */
type ConversationAccess = 'participant' | 'moderator';
import { unreadCountFor, type Tx } from './posting.ts';
import {
  conversationColumns,
  conversationFrom,
  conversationJoins,
  messageColumns,
  messageFrom,
  presentConversation,
  presentMessage,
  presentPreview,
  presentUser,
  PREVIEW_CHARS,
  senderNameSql,
  type ConversationSqlDeps,
  type ConversationSqlRow,
  type MessageSqlRow,
  type PreviewSqlRow,
  type UserSqlRow,
} from './presenters.ts';
import { messages } from './tables.ts';
import { participation, watermarkSql } from './messaging-deps.ts';
import { userDirectoryAs } from '../users/queries.ts';

// ---------------------------------------------------------------------------------------------
// Reading

async function loadConversation(deps: ConversationSqlDeps, db: Tx, conversationId: string): Promise<ConversationSqlRow | null> {
  const { rows } = await db.execute<ConversationSqlRow>(
    sql`select ${conversationColumns} from ${conversationFrom(deps)} where c.id = ${conversationId}`,
  );
  return rows[0] ?? null;
}

/** The conversation and how the viewer may use it; 404 (never 403) when they may not see it, so its existence is not told. */
export async function readableConversation(
  deps: ConversationSqlDeps,
  db: Tx,
  viewer: Actor,
  conversationId: string,
): Promise<{ row: ConversationSqlRow; access: ConversationAccess; parties: ConversationParties }> {
  const row = await loadConversation(deps, db, conversationId);
  const parties = row && { candidateId: row.candidate_id, companyId: row.company_id };
  if (!row || !parties || !can(viewer, 'read', parties)) throw new NotFoundError(MESSAGING_MESSAGES.conversationNotFound);
  return { row, access: can(viewer, 'post', parties) ? 'participant' : 'moderator', parties };
}

/**
 * Moderation: every conversation an administrator opens without taking part in it leaves a row in audit_log, and one
 * in the trail of each person in it (the candidate and everyone who wrote), at most one per window (recordRead).
 */
async function auditRead(db: Db, viewer: Actor, access: ConversationAccess, row: ConversationSqlRow, via: string): Promise<void> {
  if (access !== 'moderator') return;
  await recordAudit(db, {
    actorId: viewer.userId,
    action: 'conversation.read',
    subjectType: 'conversation',
    subjectId: row.id,
    details: { via },
  });
  const writers = await db
    .selectDistinct({ id: messages.senderId })
    .from(messages)
    .where(and(eq(messages.conversationId, row.id), isNotNull(messages.senderId)));
  const people = new Set([row.candidate_id, ...writers.map((w) => w.id).filter((id): id is string => id !== null)]);
  for (const person of people) {
    await recordRead(db, {
      actorId: viewer.userId,
      action: 'conversation.read',
      subjectType: 'user',
      subjectId: person,
      details: { conversationId: row.id },
    });
  }
}

export async function unreadCount(db: Db, viewer: Actor): Promise<UnreadCount> {
  return { count: await unreadCountFor(db, viewer.userId) };
}

/**
 * The viewer's conversations (administrators: all of them), newest last message first and those
 * without messages last, with the last message and the viewer's unread count of each. The page is
 * chosen first; the last message and the count are then read for its rows only.
 */
export async function listPreviews(
  deps: ConversationSqlDeps,
  db: Db,
  viewer: Actor,
  query: PreviewsQuery,
  jobId: string | null = null,
): Promise<ConversationPreviewList> {
  const participates = participation(viewer);
  // administrators have no read state in conversations they only moderate: their counts are 0
  const unreadJoin = sql`left join lateral (
    select count(*)::int as n from messages um
    where um.conversation_id = c.id and ${participates} and um.sender_id is distinct from ${viewer.userId} and um.created_at > ${watermarkSql(viewer.userId)}
  ) unread on true`;
  const lastMessageJoin = sql`left join lateral (
    select m.id, left(m.body, ${PREVIEW_CHARS}) as body, m.sender_id, ${senderNameSql} as sender_name,
      m.attachment_file_id is not null as has_attachment, m.created_at
    from messages m left join ${userDirectoryAs('su')} on su.id = m.sender_id
    where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
  ) lm on true`;

  const where: SQL[] = [isAdmin(viewer) ? sql`true` : participates];
  if (jobId) where.push(sql`c.job_id = ${jobId}`);
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    // `in`, not `exists`: under the `or` it is one pass over the trigram index, not one lookup per conversation
    where.push(sql`(cu.first_name || ' ' || cu.last_name ilike ${like} or co.name ilike ${like} or j.title ilike ${like}
      or c.id in (select sm.conversation_id from messages sm where sm.body ilike ${like}))`);
  }
  // only a conversation written to since the viewer's watermark can hold unread messages: counted for those alone
  if (query.unreadOnly) where.push(sql`c.last_message_at > ${watermarkSql(viewer.userId)} and unread.n > 0`);
  const matching = sql`from ${conversationFrom(deps)} ${query.unreadOnly ? unreadJoin : sql``} where ${sql.join(where, sql` and `)}`;
  const order = sql`c.last_message_at desc nulls last, c.created_at desc, c.id desc`;

  const { rows } = await db.execute<PreviewSqlRow>(sql`
    with page as materialized (select c.id ${matching} order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})
    select ${conversationColumns}, lm.id as last_id, lm.body as last_body, lm.sender_id as last_sender_id, lm.sender_name as last_sender_name,
      lm.has_attachment as last_has_attachment, lm.created_at as last_created_at, unread.n as unread_count
    from page join conversations c on c.id = page.id ${conversationJoins(deps)} ${lastMessageJoin} ${unreadJoin}
    order by ${order}`);
  const { rows: counted } = await db.execute<{ n: number }>(sql`select count(*)::int as n ${matching}`);
  return {
    items: rows.map((r) => presentPreview(r, viewer.userId)),
    totalRecords: Number(counted[0]?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The previews of one job: its company's employers, the candidate (their own), administrators. 404 for another company's job. */
export async function listJobPreviews(
  deps: ConversationSqlDeps,
  db: Db,
  viewer: Actor,
  jobId: string,
  query: PreviewsQuery,
): Promise<ConversationPreviewList> {
  const { rows } = await db.execute<{ company_id: string }>(sql`select company_id from ${jobsAs('jobs')} where id = ${jobId}`);
  const job = rows[0];
  if (!job || !can(viewer, 'previewJob', { companyId: job.company_id })) {
    throw new NotFoundError(MESSAGING_MESSAGES.jobNotFound);
  }
  return listPreviews(deps, db, viewer, query, jobId);
}

export async function selectMessages(db: Tx, viewerId: string, read: SQL, where: SQL, limit: number): Promise<Message[]> {
  const { rows } = await db.execute<MessageSqlRow>(sql`
    select ${messageColumns(read)} from ${messageFrom} where ${where} order by m.created_at desc, m.id desc limit ${limit}`);
  return rows.map((r) => presentMessage(r, viewerId));
}

/** A page of messages, newest page first, oldest first within the page; `nextBefore` pages back. */
async function messagePage(
  db: Db,
  viewer: Actor,
  access: ConversationAccess,
  conversationId: string,
  query: MessagesQuery,
): Promise<MessagePage> {
  const where: SQL[] = [sql`m.conversation_id = ${conversationId}`];
  if (query.before) {
    const [cursor] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, query.before), eq(messages.conversationId, conversationId)));
    if (!cursor) throw new BadRequestError(VALIDATION_DETAIL, { before: [MESSAGING_MESSAGES.messageNotFound] });
    where.push(sql`(m.created_at, m.id) < (select b.created_at, b.id from messages b where b.id = ${query.before})`);
  }
  const read = access === 'participant' ? sql`m.created_at <= ${watermarkSql(viewer.userId)}` : sql`true`;
  const newestFirst = await selectMessages(db, viewer.userId, read, sql.join(where, sql` and `), query.limit + 1);
  const page = newestFirst.slice(0, query.limit).reverse();
  return { items: page, nextBefore: newestFirst.length > query.limit ? page[0]?.id : null };
}

async function usersOf(db: Db, conversationId: string): Promise<ConversationUser[]> {
  const { rows } = await db.execute<UserSqlRow>(sql`
    select * from (
      select u.id, u.first_name, u.last_name, 'candidate' as side, u.roles
      from conversations c join ${userDirectoryAs('u')} on u.id = c.candidate_id where c.id = ${conversationId}
      union all
      select u.id, u.first_name, u.last_name, 'employer' as side, u.roles
      from conversations c join ${userDirectoryAs('u')} on u.company_id = c.company_id
      where c.id = ${conversationId} and 'Employer' = any(u.roles) and u.deleted_at is null
    ) people
    order by side = 'candidate' desc, 'AccountManager' = any(roles) desc, lower(last_name), lower(first_name), id`);
  return rows.map(presentUser);
}

export async function getConversation(deps: ConversationSqlDeps, db: Db, viewer: Actor, conversationId: string): Promise<Conversation> {
  const { row, access } = await readableConversation(deps, db, viewer, conversationId);
  await auditRead(db, viewer, access, row, 'conversation');
  return presentConversation(row);
}

export async function getMessages(
  deps: ConversationSqlDeps,
  db: Db,
  viewer: Actor,
  conversationId: string,
  query: MessagesQuery,
): Promise<MessagePage> {
  const { row, access } = await readableConversation(deps, db, viewer, conversationId);
  await auditRead(db, viewer, access, row, 'messages');
  return messagePage(db, viewer, access, conversationId, query);
}

/** What the thread pane needs in one call: the conversation, its newest messages, its people, and whether the viewer may post. */
export async function getMessageView(deps: ConversationSqlDeps, db: Db, viewer: Actor, query: MessageViewQuery): Promise<MessageView> {
  const { row, access } = await readableConversation(deps, db, viewer, query.conversationId);
  await auditRead(db, viewer, access, row, 'message-view');
  return {
    conversation: presentConversation(row),
    messages: await messagePage(db, viewer, access, query.conversationId, query),
    users: await usersOf(db, query.conversationId),
    canPost: access === 'participant',
  };
}

/** The candidate and the company's employers (account managers first, then by name). */
export async function getConversationUsers(
  deps: ConversationSqlDeps,
  db: Db,
  viewer: Actor,
  conversationId: string,
): Promise<ConversationUser[]> {
  await readableConversation(deps, db, viewer, conversationId);
  return usersOf(db, conversationId);
}
