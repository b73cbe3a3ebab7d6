/**
 * The public face of messaging (docs/applications-and-messaging.md, "Messages"); routes and other modules
 * import from here. The work lives in read-conversations.ts, start-conversation.ts, post-message.ts,
 * mark-read.ts and attachment-access.ts; messaging-deps.ts holds what they share.
 */
export type { MessagingDeps } from './messaging-deps.ts';
export { postMessage } from './post-message.ts';
export { attachmentToResume, getAttachment } from './attachment-access.ts';
import { bindDeps } from '../../platform/bind-deps.ts';
import type { ConversationSqlDeps } from './presenters.ts';
import { getConversation, getConversationUsers, getMessages, getMessageView, listJobPreviews, listPreviews } from './read-conversations.ts';
import { findPartyConversation, openConversation } from './start-conversation.ts';

export { hasMessaged, startConversation } from './start-conversation.ts';
export { unreadCount } from './read-conversations.ts';

/** The conversation reads that need `ConversationSqlDeps`, built once by the composition root. */
export function createConversationReads(deps: ConversationSqlDeps) {
  return bindDeps(deps, {
    listPreviews,
    listJobPreviews,
    getConversation,
    getMessages,
    getMessageView,
    getConversationUsers,
    findPartyConversation,
    openConversation,
  });
}
export { markConversationRead, markMessageRead } from './mark-read.ts';
export { discardAttachment, profileResumeBytes, recordAttachment, stageAttachment } from './attachments.ts';
export type { StagedAttachment } from './attachments.ts';
export { announceMessage, conversationAudience, ensureConversation, insertMessage } from './posting.ts';
export type { Tx } from './posting.ts';

// for the new-message emails of the email-templates module
export { unreadMessagesForEmail } from './unread-for-email.ts';
// account deletion (the account module calls it in its transaction)
export { forgetSentAttachments } from './forget.ts';

// for "Download my data" (modules/data-export)
export { exportMessages } from './personal-data.ts';
