import type { Actor } from '../../platform/auth/actor.ts';
import { required } from '@talentmatch/shared/required';
import { sql } from 'drizzle-orm';
import { MESSAGING_MESSAGES, type Message } from '@talentmatch/shared/messaging';
import type { Db } from '../../platform/db/index.ts';
import { BadRequestError } from '../../platform/errors.ts';
import {
  checkedAttachment,
  discardAttachment,
  profileResumeBytes,
  recordAttachment,
  stageAttachment,
  type StagedBytes,
  type UploadedFile,
} from './attachments.ts';
import { authorize, senderSide } from './policy.ts';
import { announceMessage, insertMessage, type NewMessage } from './posting.ts';
import type { MessageRow } from './tables.ts';
import { ONLY_CANDIDATES_ATTACH_RESUME, type MessagingDeps } from './messaging-deps.ts';
import { readableConversation, selectMessages } from './read-conversations.ts';

// ---------------------------------------------------------------------------------------------
// Posting

export interface PostMessageInput {
  conversationId: string;
  body: string;
  attachResume: boolean;
  file: UploadedFile | null;
}

export async function presentPosted(db: Db, viewer: Actor, messageId: string): Promise<Message> {
  const [message] = await selectMessages(db, viewer.userId, sql`true`, sql`m.id = ${messageId}`, 1);
  return required(message);
}

/**
 * After the commit, off the request path: tells the conversation live (the message, then everyone's
 * unread count). A failure to publish is logged by the background runner, never the request's failure.
 */
export function announce(deps: MessagingDeps, message: Pick<MessageRow, 'id' | 'conversationId' | 'senderId'>): void {
  deps.background.run(() => announceMessage(deps, message));
}

/** Inserts the message with its attachment: the bytes are stored first, then the rows in one transaction; a failed transaction discards the bytes. */
async function insertWithAttachment(
  deps: MessagingDeps,
  input: Omit<NewMessage, 'attachment'>,
  bytes: StagedBytes | null,
): Promise<MessageRow> {
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
export async function postMessage(deps: MessagingDeps, viewer: Actor, input: PostMessageInput): Promise<Message> {
  const { parties } = await readableConversation(deps, deps.db, viewer, input.conversationId);
  authorize(viewer, 'post', parties);
  if (input.file && input.attachResume)
    throw new BadRequestError(MESSAGING_MESSAGES.oneAttachment, { file: [MESSAGING_MESSAGES.oneAttachment] });
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
  const row = await insertWithAttachment(
    deps,
    { conversationId: input.conversationId, senderId: viewer.userId, senderSide: side, body: input.body },
    bytes,
  );
  announce(deps, row);
  return presentPosted(deps.db, viewer, row.id);
}
