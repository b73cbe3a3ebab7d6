import type { Actor } from '../../platform/auth/actor.ts';
import { eq } from 'drizzle-orm';
import { MESSAGING_MESSAGES, type UnreadCount } from '@talentmatch/shared/messaging';
import { NotFoundError } from '../../platform/errors.ts';
import { authorize, can, type ConversationParties } from './policy.ts';
import { markReadNow, markReadThrough, unreadCountFor } from './posting.ts';
import { conversations, messages } from './tables.ts';
import type { MessagingDeps } from './messaging-deps.ts';

// ---------------------------------------------------------------------------------------------
// Read state

/** The caller's new count, also pushed to their other tabs. */
async function countAfterReading(deps: MessagingDeps, viewer: Actor): Promise<UnreadCount> {
  const count = await unreadCountFor(deps.db, viewer.userId);
  try {
    await deps.events.publish([viewer.userId], { type: 'unread', count });
  } catch (error) {
    deps.log.error({ err: error }, 'announcing an unread count failed');
  }
  return { count };
}

/** 404 for who may not read the conversation, 403 for its moderator (who reads only). */
function requireParticipant(viewer: Actor, conversation: ConversationParties | undefined, notFound: string): void {
  if (!conversation || !can(viewer, 'read', conversation)) throw new NotFoundError(notFound);
  authorize(viewer, 'post', conversation);
}

/** Everything up to this message (its own time) is read; the watermark never moves back. */
export async function markMessageRead(deps: MessagingDeps, viewer: Actor, messageId: string): Promise<UnreadCount> {
  const [message] = await deps.db
    .select({ candidateId: conversations.candidateId, companyId: conversations.companyId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, messageId))
    .limit(1);
  requireParticipant(viewer, message, MESSAGING_MESSAGES.messageNotFound);
  await markReadThrough(deps.db, viewer.userId, messageId);
  return countAfterReading(deps, viewer);
}

export async function markConversationRead(deps: MessagingDeps, viewer: Actor, conversationId: string): Promise<UnreadCount> {
  const [conversation] = await deps.db
    .select({ candidateId: conversations.candidateId, companyId: conversations.companyId })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .limit(1);
  requireParticipant(viewer, conversation, MESSAGING_MESSAGES.conversationNotFound);
  await markReadNow(deps.db, conversationId, viewer.userId);
  return countAfterReading(deps, viewer);
}
