import { z } from 'zod';
import { MESSAGE_LIMITS, MESSAGING_MESSAGES } from './messaging.ts';
import { pageParam, pageSizeParam } from './paging.ts';

/**
 * The messaging calls' request bodies and queries (zod schemas), apart from the vocabulary in messaging.ts: a
 * module's schemas are built when it loads, and every signed-in page shows the unread count while only the
 * conversations need these.
 */

const id = (label: string) => z.string({ error: `Choose a ${label}.` }).uuid(`Not a valid ${label}.`);
const optionalJobId = z
  .preprocess((v) => (v === '' || v === 'null' ? null : v), id('job').nullable().optional())
  .transform((v) => v ?? null);

/**
 * The other party of a conversation, as the caller sees it: an employer names the candidate (`id` =
 * candidate user id), a candidate names the company (`id` = company id). `jobId` ties it to a job.
 * Used by GET conversation/?id&jobId, GET has-messaged/?id&jobId, POST empty-conversation.
 */
export const conversationPartyQuery = z.object({ id: id('conversation partner'), jobId: optionalJobId });
export type ConversationPartyQuery = z.output<typeof conversationPartyQuery>;

const messageBodyText = z
  .string({ error: MESSAGING_MESSAGES.emptyMessage })
  .trim()
  .max(MESSAGE_LIMITS.bodyChars, MESSAGING_MESSAGES.bodyTooLong)
  .optional()
  .default('');

/**
 * POST api/message/ — JSON, or multipart/form-data with the same fields plus one `file` part.
 * Either text, an attachment, or the profile resume (candidates) is required.
 */
export const sendMessageBody = z.object({
  conversationId: id('conversation'),
  body: messageBodyText,
  attachResume: z
    .preprocess((v) => v === true || v === 'true', z.boolean())
    .optional()
    .default(false),
});

/** POST api/message/conversation — start (or continue) the conversation with a first message. */
export const startConversationBody = conversationPartyQuery.extend({
  body: messageBodyText.refine((v) => v.length > 0, { message: MESSAGING_MESSAGES.emptyMessage }),
});

/** GET api/message/previews and job-previews/{id} */
export const previewsQuery = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters.').optional().default(''),
  unreadOnly: z
    .preprocess((v) => v === true || v === 'true', z.boolean())
    .optional()
    .default(false),
  page: pageParam(),
  pageSize: pageSizeParam(30),
});
export type PreviewsQuery = z.output<typeof previewsQuery>;

/** GET api/message/messages/{id} and message-view: newest page first, `before` pages back (a message id). */
export const messagesQuery = z.object({
  before: id('message').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int()
    .min(1)
    .max(100, 'Limit is at most 100.')
    .optional()
    .default(MESSAGE_LIMITS.pageSize),
});
export type MessagesQuery = z.output<typeof messagesQuery>;

export const messageViewQuery = messagesQuery.extend({ conversationId: id('conversation') });
export type MessageViewQuery = z.output<typeof messageViewQuery>;

/** POST api/message/upload-profile-attachment/?candidateId&attachmentId — a message attachment becomes the candidate's profile resume. */
export const profileAttachmentQuery = z.object({ candidateId: id('candidate'), attachmentId: id('attachment') });
