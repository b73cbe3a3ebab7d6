import type { HiringStatus, MessageTemplateType } from './hiring.ts';

/**
 * Conversations between a candidate and a company's hiring team, optionally tied to a job
 * (product.md, "Messaging"; specification §7 Messages). Request schemas and answers for both sides.
 */

export const MESSAGE_LIMITS = {
  bodyChars: 5000,
  /** pdf, doc, docx, png, jpg (checked by content); the byte limit is site configuration (uploadLimits.attachmentBytes) */
  attachmentTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/png',
    'image/jpeg',
  ],
  attachmentExtensions: '.pdf,.doc,.docx,.png,.jpg,.jpeg',
  pageSize: 50,
} as const;

export const MESSAGING_MESSAGES = {
  conversationNotFound: 'This conversation does not exist or you are not part of it.',
  messageNotFound: 'This message does not exist or you are not part of its conversation.',
  attachmentNotFound: 'This attachment does not exist or you are not part of its conversation.',
  emptyMessage: 'Write a message or attach a file.',
  bodyTooLong: `A message can be at most ${MESSAGE_LIMITS.bodyChars} characters.`,
  attachmentType: 'Attach a PDF, Word document (.doc, .docx), PNG or JPEG file.',
  attachmentTooLarge: 'The attachment is too large.',
  oneAttachment: 'A message can carry one attachment.',
  noResume: 'Your profile has no resume to attach.',
  candidateNotFound: 'This candidate does not exist or is not visible.',
  companyNotFound: 'This company does not exist.',
  jobNotFound: 'This job does not exist.',
  candidateMustApply: 'You can write to a company about one of its open jobs, or reply in a conversation it started.',
  notAResume: 'Only a PDF or Word document can become your profile resume.',
  readOnly: 'Administrators can read conversations but not post in them.',
  fetchFailed: 'An error occurred while fetching messages.',
  sendFailed: 'An error occurred while sending the message.',
} as const;

// ---------------------------------------------------------------------------------------------
// Answers

export interface ConversationParty {
  candidate: { id: string; firstName: string; lastName: string; headline: string; hasPhoto: boolean };
  company: { id: string; name: string; logoUrl: string | null };
  job: { id: string; title: string; status: string } | null;
}

export interface Conversation extends ConversationParty {
  id: string;
  createdAt: string;
  lastMessageAt: string | null;
  /** the hiring status of the job ↔ candidate pair, when the conversation is tied to a job and one exists */
  hiring: { applicationId: string; status: HiringStatus } | null;
}

export interface ConversationPreview extends Conversation {
  lastMessage: { id: string; body: string; senderName: string; fromMe: boolean; hasAttachment: boolean; createdAt: string } | null;
  unreadCount: number;
}

export interface ConversationPreviewList {
  items: ConversationPreview[];
  totalRecords: number;
  page: number;
  pageSize: number;
}

export interface MessageAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** GET api/message/attachment/{id}; `inline` false for .doc/.docx (downloaded), true otherwise (shown in the page) */
  url: string;
  inline: boolean;
}

export interface Message {
  id: string;
  conversationId: string;
  sender: { id: string | null; name: string; side: 'candidate' | 'employer' | 'system' };
  body: string;
  /** set when a hiring step posted this message from its template */
  templateType: MessageTemplateType | null;
  attachment: MessageAttachment | null;
  createdAt: string;
  fromMe: boolean;
  /** for the caller: read already (always true for own messages) */
  read: boolean;
}

export interface MessagePage {
  items: Message[];
  /** pass as `before` to load older messages; null at the start */
  nextBefore: string | null;
}

export interface ConversationUser {
  id: string;
  firstName: string;
  lastName: string;
  side: 'candidate' | 'employer';
  isAccountManager: boolean;
}

/** GET api/message/message-view: everything the thread pane needs in one call. */
export interface MessageView {
  conversation: Conversation;
  messages: MessagePage;
  users: ConversationUser[];
  /** administrators read without being able to post */
  canPost: boolean;
}

export interface HasMessaged {
  hasMessaged: boolean;
  conversationId: string | null;
}

export interface UnreadCount {
  count: number;
}

/** What `api/events` pushes (each SSE `event:` name is the `type`). */
export type LiveEvent =
  | { type: 'unread'; count: number }
  | { type: 'message'; conversationId: string; messageId: string; senderId: string | null }
  | { type: 'hiring'; applicationId: string; jobId: string; status: HiringStatus }
  /** an administrator changed the site configuration (banner, footer…): the page reads it again; sent to everyone */
  | { type: 'site-configuration' }
  /** the user's sessions were ended (account locked, every session revoked): the stream closes */
  | { type: 'signed-out' }
  /** the notification centre changed (a new notice, or notices read in another tab): the unread count */
  | { type: 'notification'; unread: number }
  /** someone else changed the user's roles (made them account manager or administrator): the tab refreshes its token */
  | { type: 'roles-changed' };
