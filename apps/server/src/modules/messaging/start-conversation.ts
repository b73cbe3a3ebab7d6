import { jobsAs } from '../jobs/queries.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { required } from '@talentmatch/shared/required';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGING_MESSAGES, type Conversation, type HasMessaged, type Message } from '@talentmatch/shared/messaging';
import type { ConversationPartyQuery } from '@talentmatch/shared/messaging-requests';
import type { Db } from '../../platform/db/index.ts';
import { companyDirectory } from '../companies/queries.ts';
import { userDirectory } from '../users/queries.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { candidateVisibility } from '../candidate-profiles/service.ts';
import { onBoardSql } from '../jobs/service.ts';
import { candidateMayStart, employerMayStart, senderSide, type StartDecision } from './policy.ts';
import { ensureConversation, insertMessage, type ConversationKey, type Tx } from './posting.ts';
import { type ConversationSqlDeps, presentConversation } from './presenters.ts';
import { conversations, messages } from './tables.ts';
import type { MessagingDeps } from './messaging-deps.ts';
import { announce, presentPosted } from './post-message.ts';
import { readableConversation } from './read-conversations.ts';

// ---------------------------------------------------------------------------------------------
// The conversation with another party (conversation/?id&jobId, has-messaged, empty-conversation, conversation)

/** (candidate, company, job) seen from the viewer: an employer names the candidate, a candidate names the company. */
function partyKey(viewer: Actor, party: ConversationPartyQuery): ConversationKey | null {
  if (viewer.roles.includes('Employer'))
    return viewer.companyId ? { candidateId: party.id, companyId: viewer.companyId, jobId: party.jobId } : null;
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

export async function findPartyConversation(
  deps: ConversationSqlDeps,
  db: Db,
  viewer: Actor,
  party: ConversationPartyQuery,
): Promise<Conversation> {
  const id = await findConversationId(db, partyKey(viewer, party));
  if (!id) throw new NotFoundError(MESSAGING_MESSAGES.conversationNotFound);
  return presentConversation((await readableConversation(deps, db, viewer, id)).row);
}

/** Whether the viewer's side and the other party have a conversation with messages (and its id when one exists, even empty). */
export async function hasMessaged(db: Db, viewer: Actor, party: ConversationPartyQuery): Promise<HasMessaged> {
  const id = await findConversationId(db, partyKey(viewer, party));
  if (!id) return { hasMessaged: false, conversationId: null };
  const [message] = await db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, id)).limit(1);
  return { hasMessaged: Boolean(message), conversationId: id };
}

async function jobForStart(db: Db, jobId: string | null) {
  if (!jobId) return undefined;
  const { rows } = await db.execute<{ company_id: string; open: boolean }>(
    sql`select j.company_id, (${onBoardSql()}) as open from ${jobsAs('j')} where j.id = ${jobId}`,
  );
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
async function startableConversation(
  db: Db,
  viewer: Actor,
  party: ConversationPartyQuery,
): Promise<{ key: ConversationKey; existingId: string | null }> {
  const key = partyKey(viewer, party);
  const existingId = await findConversationId(db, key);
  const job = await jobForStart(db, party.jobId);
  let decision: StartDecision;
  if (viewer.roles.includes('Employer')) {
    const [candidate] = await db
      .select({ roles: userDirectory.roles, deletedAt: userDirectory.deletedAt })
      .from(userDirectory)
      .where(eq(userDirectory.id, party.id))
      .limit(1);
    const profile = candidate ? await candidateVisibility(db, party.id) : null;
    decision = employerMayStart(viewer, {
      candidate: candidate
        ? { roles: candidate.roles, deleted: candidate.deletedAt !== null, visibility: profile?.visibility ?? null }
        : null,
      job,
      conversationExists: existingId !== null,
    });
  } else {
    const [company] = await db.select({ id: companyDirectory.id }).from(companyDirectory).where(eq(companyDirectory.id, party.id)).limit(1);
    decision = candidateMayStart(party.id, { companyExists: Boolean(company), job, conversationExists: existingId !== null });
  }
  if (decision !== 'ok') throw REFUSALS[decision]();
  // only an employer without a company has no key, and the policy refused them (noCompany)
  return { key: required(key), existingId };
}

/** POST empty-conversation: finds or opens the conversation; `created` tells which (201 or 200). */
export async function openConversation(
  deps: ConversationSqlDeps,
  db: Db,
  viewer: Actor,
  party: ConversationPartyQuery,
): Promise<{ conversation: Conversation; created: boolean }> {
  const { key, existingId } = await startableConversation(db, viewer, party);
  const id = existingId ?? (await ensureConversation(db, key)).id;
  return { conversation: presentConversation((await readableConversation(deps, db, viewer, id)).row), created: existingId === null };
}

/** POST conversation: opens (or continues) the conversation with a first message. */
export async function startConversation(
  deps: MessagingDeps,
  viewer: Actor,
  input: ConversationPartyQuery & { body: string },
): Promise<{ conversation: Conversation; message: Message }> {
  const { key } = await startableConversation(deps.db, viewer, input);
  const row = await deps.db.transaction(async (tx) => {
    const conversation = await ensureConversation(tx, key);
    return insertMessage(tx, {
      conversationId: conversation.id,
      senderId: viewer.userId,
      senderSide: senderSide(viewer),
      body: input.body,
    });
  });
  announce(deps, row);
  return {
    conversation: presentConversation((await readableConversation(deps, deps.db, viewer, row.conversationId)).row),
    message: await presentPosted(deps.db, viewer, row.id),
  };
}
