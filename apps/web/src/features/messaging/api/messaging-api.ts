import {
  MESSAGING_MESSAGES,
  type Conversation,
  type ConversationPreviewList,
  type Message,
  type MessagePage,
  type MessageView,
  type UnreadCount,
} from '@talentmatch/shared/messaging';
import { apiRequest } from '../../../lib/http-client.ts';

/** Every messaging call of the web app (docs/applications-and-messaging.md, "Messages"). */

const fetchFailed = MESSAGING_MESSAGES.fetchFailed;
const sendFailed = MESSAGING_MESSAGES.sendFailed;
const enc = encodeURIComponent;

export interface PreviewsParams {
  search: string;
  unreadOnly: boolean;
  page: number;
  pageSize: number;
}

function previewsQueryString(params: PreviewsParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.unreadOnly) query.set('unreadOnly', 'true');
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return query.toString();
}

/** GET api/message/unread-count/user */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest<UnreadCount>('/api/message/unread-count/user', { signal, defaultMessage: fetchFailed });
}

/** GET api/message/previews?search&unreadOnly&page&pageSize (administrators: every conversation) */
export function getPreviews(params: PreviewsParams, signal?: AbortSignal): Promise<ConversationPreviewList> {
  return apiRequest<ConversationPreviewList>(`/api/message/previews?${previewsQueryString(params)}`, {
    signal,
    defaultMessage: fetchFailed,
  });
}

/** GET api/message/message-view?conversationId&before&limit: conversation, newest messages, participants. */
export function getMessageView(conversationId: string, signal?: AbortSignal): Promise<MessageView> {
  const query = new URLSearchParams({ conversationId });
  return apiRequest<MessageView>(`/api/message/message-view?${query.toString()}`, { signal, defaultMessage: fetchFailed });
}

/** GET api/message/messages/{conversationId}?before&limit: an older page of the thread. */
export function getMessages(conversationId: string, before: string, signal?: AbortSignal): Promise<MessagePage> {
  const query = new URLSearchParams({ before });
  return apiRequest<MessagePage>(`/api/message/messages/${enc(conversationId)}?${query.toString()}`, {
    signal,
    defaultMessage: fetchFailed,
  });
}

export interface SendMessageInput {
  conversationId: string;
  body: string;
  file: File | null;
  attachResume: boolean;
}

/** POST api/message/ — JSON, or multipart with the `file` part when a file is attached. */
export function sendMessage(input: SendMessageInput): Promise<Message> {
  if (input.file) {
    const form = new FormData();
    form.append('conversationId', input.conversationId);
    form.append('body', input.body);
    form.append('attachResume', String(input.attachResume));
    form.append('file', input.file);
    return apiRequest<Message>('/api/message/', {
      method: 'POST',
      body: form,
      errorPrefix: sendFailed,
      defaultMessage: sendFailed,
      timeoutMs: 120_000,
    });
  }
  return apiRequest<Message>('/api/message/', {
    method: 'POST',
    body: { conversationId: input.conversationId, body: input.body, attachResume: input.attachResume },
    errorPrefix: sendFailed,
    defaultMessage: sendFailed,
  });
}

/** POST api/message/empty-conversation {id, jobId?}: finds or creates the conversation with the other party. */
export function openConversation(partyId: string, jobId: string | null): Promise<Conversation> {
  return apiRequest<Conversation>('/api/message/empty-conversation', {
    method: 'POST',
    body: { id: partyId, jobId },
    errorPrefix: fetchFailed,
    defaultMessage: fetchFailed,
  });
}

/** PUT api/message/mark-read/conversation/{id} */
export function markConversationRead(conversationId: string): Promise<UnreadCount> {
  return apiRequest<UnreadCount>(`/api/message/mark-read/conversation/${enc(conversationId)}`, {
    method: 'PUT',
    defaultMessage: fetchFailed,
  });
}

/** The path of an attachment: the answer's `url` when it is one of ours, else built from the id. */
function attachmentPath(attachment: { id: string; url: string }): string {
  return attachment.url.startsWith('/api/') ? attachment.url : `/api/message/attachment/${enc(attachment.id)}`;
}

/** GET api/message/attachment/{fileId} as bytes (the bearer token cannot ride on an <iframe> or <img>). */
export function getAttachmentBlob(attachment: { id: string; url: string }, signal?: AbortSignal): Promise<Blob> {
  return apiRequest<Blob>(attachmentPath(attachment), { signal, responseType: 'blob', defaultMessage: fetchFailed, timeoutMs: 120_000 });
}

/** POST api/message/upload-profile-attachment/?candidateId&attachmentId: the attachment becomes the profile resume. */
export function attachmentToProfileResume(candidateId: string, attachmentId: string): Promise<unknown> {
  const query = new URLSearchParams({ candidateId, attachmentId });
  return apiRequest<unknown>(`/api/message/upload-profile-attachment/?${query.toString()}`, {
    method: 'POST',
    errorPrefix: 'An error occurred while updating your resume.',
    defaultMessage: 'An error occurred while updating your resume.',
    timeoutMs: 120_000,
  });
}
