import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PROFILE_MESSAGES, tooLarge, type ResumeInfo, type SuggestedSkill } from '@talentmatch/shared/candidate-profile';
import {
  MESSAGING_MESSAGES,
  type Conversation,
  type ConversationPartyQuery,
  type ConversationPreviewList,
  type ConversationUser,
  type HasMessaged,
  type Message,
  type MessagePage,
  type MessagesQuery,
  type MessageView,
  type MessageViewQuery,
  type PreviewsQuery,
  type UnreadCount,
} from '@talentmatch/shared/messaging';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/index.ts';
import { auditLog, companies, users } from '../../platform/db/schema.ts';
import { BadRequestError, ForbiddenError, NotFoundError, VALIDATION_DETAIL } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import { sniffDocumentType } from '../../platform/file-type.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { candidateProfiles } from '../candidate-profiles/tables.ts';
import { extractResumeText, UnreadableDocumentError } from '../candidate-profiles/resume-text.ts';
import { setResume } from '../candidate-profiles/service.ts';
import { onBoardSql } from '../job-search/service.ts';
import { getSiteConfiguration } from '../site-config/service.ts';
import {
  checkedAttachment,
  discardAttachment,
  findAttachment,
  profileResumeBytes,
  recordAttachment,
  stageAttachment,
  type StagedBytes,
  type UploadedFile,
} from './attachments.ts';
import {
  candidateMayStart,
  conversationAccess,
  employerMayStart,
  isAdministrator,
  senderSide,
  speaksForCompany,
  type ConversationAccess,
  type MessagingViewer,
  type StartDecision,
} from './policy.ts';
import {
  announceMessage,
  ensureConversation,
  insertMessage,
  markReadNow,
  markReadThrough,
  participatesIn,
  unreadCountFor,
  type ConversationKey,
  type NewMessage,
  type Tx,
} from './posting.ts';
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
  type ConversationSqlRow,
  type MessageSqlRow,
  type PreviewSqlRow,
  type UserSqlRow,
} from './presenters.ts';
import { conversations, messages, type MessageRow } from './tables.ts';

/** The messages API (docs/applications-and-messaging.md, "Messages"): reading, posting, read state, attachments. */

export interface MessagingDeps {
  db: Db;
  storage: FileStorage;
  events: EventBus;
  log: FastifyBaseLogger;
  background: AppContext['background'];
}

export const ONLY_CANDIDATES_ATTACH_RESUME = 'Only candidates can attach their profile resume.';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const participation = (viewer: MessagingViewer) =>
  participatesIn({ id: viewer.userId, companyId: viewer.companyId, isEmployer: viewer.roles.includes('Employer') });

/** The caller's read watermark in conversation `c`: their last read, or their account's creation (a new team member starts with the history read). */
const watermarkSql = (userId: string) => sql`coalesce(
  (select r.last_read_at from conversation_reads r where r.conversation_id = c.id and r.user_id = ${userId}),
  (select u.created_at from users u where u.id = ${userId}))`;

// ---------------------------------------------------------------------------------------------
// Reading

async function loadConversation(db: Tx, conversationId: string): Promise<ConversationSqlRow | null> {
  const { rows } = await db.execute<ConversationSqlRow>(sql`select ${conversationColumns} from ${conversationFrom} where c.id = ${conversationId}`);
  return rows[0] ?? null;
}

/** The conversation and how the viewer may use it; 404 (never 403) when they may not see it, so its existence is not told. */
async function readableConversation(db: Tx, viewer: MessagingViewer, conversationId: string): Promise<{ row: ConversationSqlRow; access: ConversationAccess }> {
  const row = await loadConversation(db, conversationId);
  const access = conversationAccess(viewer, row && { candidateId: row.candidate_id, companyId: row.company_id });
  if (!row || access === 'none') throw new NotFoundError(MESSAGING_MESSAGES.conversationNotFound);
  return { row, access };
}

/** Moderation: every conversation an administrator opens without taking part in it leaves a row in audit_log. */
async function auditRead(db: Db, viewer: MessagingViewer, access: ConversationAccess, conversationId: string, via: string): Promise<void> {
  if (access !== 'moderator') return;
  await db.insert(auditLog).values({ actorId: viewer.userId, action: 'conversation.read', subjectType: 'conversation', subjectId: conversationId, details: { via } });
}

export async function unreadCount(db: Db, viewer: MessagingViewer): Promise<UnreadCount> {
  return { count: await unreadCountFor(db, viewer.userId) };
}

/**
 * The viewer's conversations (administrators: all of them), newest last message first and those
 * without messages last, with the last message and the viewer's unread count of each. The page is
 * chosen first; the last message and the count are then read for its rows only.
 */
export async function listPreviews(db: Db, viewer: MessagingViewer, query: PreviewsQuery, jobId: string | null = null): Promise<ConversationPreviewList> {
  const participates = participation(viewer);
  // administrators have no read state in conversations they only moderate: their counts are 0
  const unreadJoin = sql`left join lateral (
    select count(*)::int as n from messages um
    where um.conversation_id = c.id and ${participates} and um.sender_id is distinct from ${viewer.userId} and um.created_at > ${watermarkSql(viewer.userId)}
  ) unread on true`;
  const lastMessageJoin = sql`left join lateral (
    select m.id, left(m.body, ${PREVIEW_CHARS}) as body, m.sender_id, ${senderNameSql} as sender_name,
      m.attachment_file_id is not null as has_attachment, m.created_at
    from messages m left join users su on su.id = m.sender_id
    where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
  ) lm on true`;

  const where: SQL[] = [isAdministrator(viewer) ? sql`true` : participates];
  if (jobId) where.push(sql`c.job_id = ${jobId}`);
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    // `in`, not `exists`: under the `or` it is one pass over the trigram index, not one lookup per conversation
    where.push(sql`(cu.first_name || ' ' || cu.last_name ilike ${like} or co.name ilike ${like} or j.title ilike ${like}
      or c.id in (select sm.conversation_id from messages sm where sm.body ilike ${like}))`);
  }
  // only a conversation written to since the viewer's watermark can hold unread messages: counted for those alone
  if (query.unreadOnly) where.push(sql`c.last_message_at > ${watermarkSql(viewer.userId)} and unread.n > 0`);
  const matching = sql`from ${conversationFrom} ${query.unreadOnly ? unreadJoin : sql``} where ${sql.join(where, sql` and `)}`;
  const order = sql`c.last_message_at desc nulls last, c.created_at desc, c.id desc`;

  const { rows } = await db.execute<PreviewSqlRow>(sql`
    with page as materialized (select c.id ${matching} order by ${order} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize})
    select ${conversationColumns}, lm.id as last_id, lm.body as last_body, lm.sender_id as last_sender_id, lm.sender_name as last_sender_name,
      lm.has_attachment as last_has_attachment, lm.created_at as last_created_at, unread.n as unread_count
    from page join conversations c on c.id = page.id ${conversationJoins} ${lastMessageJoin} ${unreadJoin}
    order by ${order}`);
  const { rows: counted } = await db.execute<{ n: number }>(sql`select count(*)::int as n ${matching}`);
  return { items: rows.map((r) => presentPreview(r, viewer.userId)), totalRecords: Number(counted[0]?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** The previews of one job: its company's employers, the candidate (their own), administrators. 404 for another company's job. */
export async function listJobPreviews(db: Db, viewer: MessagingViewer, jobId: string, query: PreviewsQuery): Promise<ConversationPreviewList> {
  const { rows } = await db.execute<{ company_id: string }>(sql`select company_id from jobs where id = ${jobId}`);
  const job = rows[0];
  if (!job || (!isAdministrator(viewer) && speaksForCompany(viewer) && job.company_id !== viewer.companyId)) {
    throw new NotFoundError(MESSAGING_MESSAGES.jobNotFound);
  }
  return listPreviews(db, viewer, query, jobId);
}

async function selectMessages(db: Tx, viewerId: string, read: SQL, where: SQL, limit: number): Promise<Message[]> {
  const { rows } = await db.execute<MessageSqlRow>(sql`
    select ${messageColumns(read)} from ${messageFrom} where ${where} order by m.created_at desc, m.id desc limit ${limit}`);
  return rows.map((r) => presentMessage(r, viewerId));
}

/** A page of messages, newest page first, oldest first within the page; `nextBefore` pages back. */
async function messagePage(db: Db, viewer: MessagingViewer, access: ConversationAccess, conversationId: string, query: MessagesQuery): Promise<MessagePage> {
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
  return { items: page, nextBefore: newestFirst.length > query.limit ? page[0]!.id : null };
}

async function usersOf(db: Db, conversationId: string): Promise<ConversationUser[]> {
  const { rows } = await db.execute<UserSqlRow>(sql`
    select * from (
      select u.id, u.first_name, u.last_name, 'candidate' as side, u.roles
      from conversations c join users u on u.id = c.candidate_id where c.id = ${conversationId}
      union all
      select u.id, u.first_name, u.last_name, 'employer' as side, u.roles
      from conversations c join users u on u.company_id = c.company_id
      where c.id = ${conversationId} and 'Employer' = any(u.roles) and u.deleted_at is null
    ) people
    order by side = 'candidate' desc, 'AccountManager' = any(roles) desc, lower(last_name), lower(first_name), id`);
  return rows.map(presentUser);
}

export async function getConversation(db: Db, viewer: MessagingViewer, conversationId: string): Promise<Conversation> {
  const { row, access } = await readableConversation(db, viewer, conversationId);
  await auditRead(db, viewer, access, conversationId, 'conversation');
  return presentConversation(row);
}

export async function getMessages(db: Db, viewer: MessagingViewer, conversationId: string, query: MessagesQuery): Promise<MessagePage> {
  const { access } = await readableConversation(db, viewer, conversationId);
  await auditRead(db, viewer, access, conversationId, 'messages');
  return messagePage(db, viewer, access, conversationId, query);
}

/** What the thread pane needs in one call: the conversation, its newest messages, its people, and whether the viewer may post. */
export async function getMessageView(db: Db, viewer: MessagingViewer, query: MessageViewQuery): Promise<MessageView> {
  const { row, access } = await readableConversation(db, viewer, query.conversationId);
  await auditRead(db, viewer, access, query.conversationId, 'message-view');
  return {
    conversation: presentConversation(row),
    messages: await messagePage(db, viewer, access, query.conversationId, query),
    users: await usersOf(db, query.conversationId),
    canPost: access === 'participant',
  };
}

/** The candidate and the company's employers (account managers first, then by name). */
export async function getConversationUsers(db: Db, viewer: MessagingViewer, conversationId: string): Promise<ConversationUser[]> {
  await readableConversation(db, viewer, conversationId);
  return usersOf(db, conversationId);
}

// ---------------------------------------------------------------------------------------------
// The conversation with another party (conversation/?id&jobId, has-messaged, empty-conversation, conversation)

/** (candidate, company, job) seen from the viewer: an employer names the candidate, a candidate names the company. */
function partyKey(viewer: MessagingViewer, party: ConversationPartyQuery): ConversationKey | null {
  if (viewer.roles.includes('Employer')) return viewer.companyId ? { candidateId: party.id, companyId: viewer.companyId, jobId: party.jobId } : null;
  return { candidateId: viewer.userId, companyId: party.id, jobId: party.jobId };
}

async function findConversationId(db: Tx, key: ConversationKey | null): Promise<string | null> {
  if (!key) return null;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.candidateId, key.candidateId),
        eq(conversations.companyId, key.companyId),
        key.jobId ? eq(conversations.jobId, key.jobId) : isNull(conversations.jobId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function findPartyConversation(db: Db, viewer: MessagingViewer, party: ConversationPartyQuery): Promise<Conversation> {
  const id = await findConversationId(db, partyKey(viewer, party));
  if (!id) throw new NotFoundError(MESSAGING_MESSAGES.conversationNotFound);
  return presentConversation((await readableConversation(db, viewer, id)).row);
}

/** Whether the viewer's side and the other party have a conversation with messages (and its id when one exists, even empty). */
export async function hasMessaged(db: Db, viewer: MessagingViewer, party: ConversationPartyQuery): Promise<HasMessaged> {
  const id = await findConversationId(db, partyKey(viewer, party));
  if (!id) return { hasMessaged: false, conversationId: null };
  const [message] = await db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, id)).limit(1);
  return { hasMessaged: Boolean(message), conversationId: id };
}

async function jobForStart(db: Db, jobId: string | null) {
  if (!jobId) return undefined;
  const { rows } = await db.execute<{ company_id: string; open: boolean }>(sql`select j.company_id, (${onBoardSql}) as open from jobs j where j.id = ${jobId}`);
  return rows[0] ? { companyId: rows[0].company_id, open: rows[0].open } : null;
}

const REFUSALS: Record<Exclude<StartDecision, 'ok'>, () => Error> = {
  noCompany: () => new ForbiddenError(),
  candidateNotFound: () => new NotFoundError(MESSAGING_MESSAGES.candidateNotFound),
  companyNotFound: () => new NotFoundError(MESSAGING_MESSAGES.companyNotFound),
  jobNotFound: () => new NotFoundError(MESSAGING_MESSAGES.jobNotFound),
  candidateMustApply: () => new ForbiddenError(MESSAGING_MESSAGES.candidateMustApply),
};

/** The conversation the viewer may start (or continue) with the other party ("Who may start one"), or the refusal. */
async function startableConversation(db: Db, viewer: MessagingViewer, party: ConversationPartyQuery): Promise<{ key: ConversationKey; existingId: string | null }> {
  const key = partyKey(viewer, party);
  const existingId = await findConversationId(db, key);
  const job = await jobForStart(db, party.jobId);
  let decision: StartDecision;
  if (viewer.roles.includes('Employer')) {
    const [candidate] = await db
      .select({ roles: users.roles, deletedAt: users.deletedAt, visibility: candidateProfiles.visibility })
      .from(users)
      .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
      .where(eq(users.id, party.id))
      .limit(1);
    decision = employerMayStart(viewer, {
      candidate: candidate ? { roles: candidate.roles, deleted: candidate.deletedAt !== null, visibility: candidate.visibility } : null,
      job,
      conversationExists: existingId !== null,
    });
  } else {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, party.id)).limit(1);
    decision = candidateMayStart(party.id, { companyExists: Boolean(company), job, conversationExists: existingId !== null });
  }
  if (decision !== 'ok') throw REFUSALS[decision]();
  // only an employer without a company has no key, and the policy refused them (noCompany)
  return { key: key!, existingId };
}

/** POST empty-conversation: finds or opens the conversation; `created` tells which (201 or 200). */
export async function openConversation(db: Db, viewer: MessagingViewer, party: ConversationPartyQuery): Promise<{ conversation: Conversation; created: boolean }> {
  const { key, existingId } = await startableConversation(db, viewer, party);
  const id = existingId ?? (await ensureConversation(db, key)).id;
  return { conversation: presentConversation((await readableConversation(db, viewer, id)).row), created: existingId === null };
}

/** POST conversation: opens (or continues) the conversation with a first message. */
export async function startConversation(
  deps: MessagingDeps,
  viewer: MessagingViewer,
  input: ConversationPartyQuery & { body: string },
): Promise<{ conversation: Conversation; message: Message }> {
  const { key } = await startableConversation(deps.db, viewer, input);
  const row = await deps.db.transaction(async (tx) => {
    const conversation = await ensureConversation(tx, key);
    return insertMessage(tx, { conversationId: conversation.id, senderId: viewer.userId, senderSide: senderSide(viewer), body: input.body });
  });
  announce(deps, row);
  return {
    conversation: presentConversation((await readableConversation(deps.db, viewer, row.conversationId)).row),
    message: await presentPosted(deps.db, viewer, row.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Posting

export interface PostMessageInput {
  conversationId: string;
  body: string;
  attachResume: boolean;
  file: UploadedFile | null;
}

async function presentPosted(db: Db, viewer: MessagingViewer, messageId: string): Promise<Message> {
  const [message] = await selectMessages(db, viewer.userId, sql`true`, sql`m.id = ${messageId}`, 1);
  return message!;
}

/**
 * After the commit, off the request path: tells the conversation live (the message, then everyone's
 * unread count). A failure to publish is logged by the background runner, never the request's failure.
 */
function announce(deps: MessagingDeps, message: Pick<MessageRow, 'id' | 'conversationId' | 'senderId'>): void {
  deps.background.run(() => announceMessage(deps, message));
}

/** Inserts the message with its attachment: the bytes are stored first, then the rows in one transaction; a failed transaction discards the bytes. */
async function insertWithAttachment(deps: MessagingDeps, input: Omit<NewMessage, 'attachment'>, bytes: StagedBytes | null): Promise<MessageRow> {
  const staged = bytes ? await stageAttachment(deps.storage, bytes) : null;
  try {
    return await deps.db.transaction(async (tx) => {
      if (staged) await recordAttachment(tx, staged);
      return insertMessage(tx, { ...input, attachment: staged ? { fileId: staged.fileId, fileName: staged.fileName } : null });
    });
  } catch (error) {
    if (staged) await discardAttachment(deps.storage, staged);
    throw error;
  }
}

/**
 * POST api/message/: text, one attachment (a file checked by its bytes, or a copy of the candidate's
 * profile resume), or both. Only participants post; administrators read only (403).
 */
export async function postMessage(deps: MessagingDeps, viewer: MessagingViewer, input: PostMessageInput): Promise<Message> {
  const { access } = await readableConversation(deps.db, viewer, input.conversationId);
  if (access !== 'participant') throw new ForbiddenError(MESSAGING_MESSAGES.readOnly);
  if (input.file && input.attachResume) throw new BadRequestError(MESSAGING_MESSAGES.oneAttachment, { file: [MESSAGING_MESSAGES.oneAttachment] });
  const side = senderSide(viewer);
  let bytes: StagedBytes | null = null;
  if (input.file) {
    bytes = checkedAttachment(input.file);
  } else if (input.attachResume) {
    if (side !== 'candidate') throw new BadRequestError(ONLY_CANDIDATES_ATTACH_RESUME, { attachResume: [ONLY_CANDIDATES_ATTACH_RESUME] });
    bytes = await profileResumeBytes(deps, viewer.userId);
    if (!bytes) throw new BadRequestError(MESSAGING_MESSAGES.noResume, { attachResume: [MESSAGING_MESSAGES.noResume] });
  }
  if (!input.body && !bytes) throw new BadRequestError(MESSAGING_MESSAGES.emptyMessage, { body: [MESSAGING_MESSAGES.emptyMessage] });
  const row = await insertWithAttachment(deps, { conversationId: input.conversationId, senderId: viewer.userId, senderSide: side, body: input.body }, bytes);
  announce(deps, row);
  return presentPosted(deps.db, viewer, row.id);
}

// ---------------------------------------------------------------------------------------------
// Read state

/** The caller's new count, also pushed to their other tabs. */
async function countAfterReading(deps: MessagingDeps, viewer: MessagingViewer): Promise<UnreadCount> {
  const count = await unreadCountFor(deps.db, viewer.userId);
  try {
    await deps.events.publish([viewer.userId], { type: 'unread', count });
  } catch (error) {
    deps.log.error({ err: error }, 'announcing an unread count failed');
  }
  return { count };
}

function requireParticipant(access: ConversationAccess, notFound: string): void {
  if (access === 'none') throw new NotFoundError(notFound);
  if (access === 'moderator') throw new ForbiddenError(MESSAGING_MESSAGES.readOnly);
}

/** Everything up to this message (its own time) is read; the watermark never moves back. */
export async function markMessageRead(deps: MessagingDeps, viewer: MessagingViewer, messageId: string): Promise<UnreadCount> {
  const [message] = await deps.db
    .select({ candidateId: conversations.candidateId, companyId: conversations.companyId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, messageId))
    .limit(1);
  requireParticipant(conversationAccess(viewer, message ?? null), MESSAGING_MESSAGES.messageNotFound);
  await markReadThrough(deps.db, viewer.userId, messageId);
  return countAfterReading(deps, viewer);
}

export async function markConversationRead(deps: MessagingDeps, viewer: MessagingViewer, conversationId: string): Promise<UnreadCount> {
  const [conversation] = await deps.db
    .select({ candidateId: conversations.candidateId, companyId: conversations.companyId })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  requireParticipant(conversationAccess(viewer, conversation ?? null), MESSAGING_MESSAGES.conversationNotFound);
  await markReadNow(deps.db, conversationId, viewer.userId);
  return countAfterReading(deps, viewer);
}

// ---------------------------------------------------------------------------------------------
// Attachments

/** The bytes of an attachment for a participant of one of the conversations that carry it, or an administrator. */
export async function getAttachment(deps: Pick<MessagingDeps, 'db' | 'storage'>, viewer: MessagingViewer, fileId: string) {
  const attachment = (await findAttachment(deps.db, fileId)).find((a) => conversationAccess(viewer, a) !== 'none');
  const data = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !data) throw new NotFoundError(MESSAGING_MESSAGES.attachmentNotFound);
  return { data, contentType: attachment.contentType, fileName: attachment.fileName };
}

/**
 * upload-profile-attachment: a PDF or Word file from one of the candidate's conversations becomes their
 * profile resume (a new copy: text extracted, score recomputed), within the profile's resume limit.
 */
export async function attachmentToResume(
  deps: Pick<MessagingDeps, 'db' | 'storage'>,
  viewer: MessagingViewer,
  input: { candidateId: string; attachmentId: string },
): Promise<{ resume: ResumeInfo; suggestedSkills: SuggestedSkill[] }> {
  if (input.candidateId !== viewer.userId) throw new ForbiddenError();
  const attachment = (await findAttachment(deps.db, input.attachmentId)).find((a) => a.candidateId === viewer.userId);
  const data = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !data) throw new NotFoundError(MESSAGING_MESSAGES.attachmentNotFound);
  const contentType = sniffDocumentType(data);
  if (!contentType) throw new BadRequestError(MESSAGING_MESSAGES.notAResume, { attachmentId: [MESSAGING_MESSAGES.notAResume] });
  const { resumeBytes } = (await getSiteConfiguration(deps.db)).uploadLimits;
  if (data.length > resumeBytes) throw new BadRequestError(tooLarge(resumeBytes), { attachmentId: [tooLarge(resumeBytes)] });
  let text: string;
  try {
    text = await extractResumeText(data, contentType);
  } catch (error) {
    if (error instanceof UnreadableDocumentError) {
      throw new BadRequestError(PROFILE_MESSAGES.resumeUnreadable, { attachmentId: [PROFILE_MESSAGES.resumeUnreadable] });
    }
    throw error;
  }
  return setResume(deps, viewer.userId, { data, contentType, fileName: attachment.fileName, text });
}
