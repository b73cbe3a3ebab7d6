import { MESSAGE_LIMITS, type ConversationParty, type Message, type MessageAttachment } from '@talentmatch/shared/messaging';
import type { MessagingArea } from '../messaging-paths.ts';
import { formatDate, formatDateTime, formatLongDay, formatMonthDay, formatTime, formatWeekday } from '../../../lib/format-date.ts';

/** Pure helpers of the messaging screens: names, times, grouping, attachment kinds, file checks. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** "just now", "5 min ago", "3 h ago", "Yesterday", "Mon", "Mar 12", "Mar 12, 2024" (dates in the reader's locale). */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const diff = now - at;
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)} min ago`;
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY);
  if (days === 0) return `${Math.floor(diff / HOUR)} h ago`;
  if (days === 1) return 'Yesterday';
  if (days < 7) return formatWeekday(iso);
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return sameYear ? formatMonthDay(iso) : formatDate(iso);
}

/** The full date and time, for titles and the day dividers of the thread. */
export const fullDateTime = (iso: string): string => formatDateTime(iso);

export const clockTime = (iso: string): string => formatTime(iso);

/** "Today", "Yesterday" or the date, above the first message of each day. */
function dayLabel(iso: string, now: number = Date.now()): string {
  const days = Math.round((startOfDay(now) - startOfDay(new Date(iso).getTime())) / DAY);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatLongDay(iso);
}

export function candidateName(party: ConversationParty): string {
  return `${party.candidate.firstName} ${party.candidate.lastName}`.trim();
}

/** Who the conversation is with, as the viewer sees it: the candidate for employers, the company for candidates, both for administrators. */
export function otherPartyName(party: ConversationParty, area: MessagingArea): string {
  if (area === 'employer') return candidateName(party);
  if (area === 'candidate') return party.company.name;
  return `${candidateName(party)} · ${party.company.name}`;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export type AttachmentKind = 'pdf' | 'image' | 'document';

/** pdf → shown in a viewer, images → shown inline, Word documents (and anything not inline) → downloaded. */
export function attachmentKind(attachment: Pick<MessageAttachment, 'contentType' | 'inline' | 'fileName'>): AttachmentKind {
  const type = attachment.contentType.toLowerCase();
  if (!attachment.inline) return 'document';
  if (type === 'application/pdf' || /\.pdf$/i.test(attachment.fileName)) return 'pdf';
  if (type.startsWith('image/')) return 'image';
  return 'document';
}

const RESUME_TYPES: readonly string[] = MESSAGE_LIMITS.attachmentTypes.slice(0, 3);

/** A PDF or Word attachment can become the candidate's profile resume. */
export function canBecomeResume(attachment: Pick<MessageAttachment, 'contentType' | 'fileName'>): boolean {
  return RESUME_TYPES.includes(attachment.contentType.toLowerCase()) || /\.(pdf|docx?)$/i.test(attachment.fileName);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

const ALLOWED_EXTENSIONS = MESSAGE_LIMITS.attachmentExtensions.split(',').map((e) => e.trim().toLowerCase());

/**
 * Why a file cannot be attached (type by extension, size against the site's limit), or null when it
 * can. A limit of 0 means the configuration is not known: the server checks anyway.
 */
export function attachmentProblem(
  file: Pick<File, 'name' | 'size'>,
  limitBytes: number,
  messages: { type: string; tooLarge: string },
): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot).toLowerCase();
  if (!ALLOWED_EXTENSIONS.includes(extension)) return messages.type;
  if (file.size === 0) return `${file.name} is empty.`;
  if (limitBytes > 0 && file.size > limitBytes)
    return `${messages.tooLarge} ${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(limitBytes)}.`;
  return null;
}

/** Oldest first, each message once (pages may overlap after new messages arrive). */
export function orderMessages(messages: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const message of messages) byId.set(message.id, message);
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  // the server's order: (created_at, id)
  return [...byId.values()].sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
}

type BubbleAlign = 'start' | 'end' | 'center';

export interface MessageGroup {
  key: string;
  /** the day label to show above this group, when it starts a new day */
  day: string | null;
  align: BubbleAlign;
  senderName: string;
  side: Message['sender']['side'];
  fromMe: boolean;
  messages: Message[];
}

const GROUP_GAP_MS = 5 * MINUTE;

/**
 * Own messages on the right, the other side's on the left, system messages in the middle. An
 * administrator (no own messages) sees the hiring team on the right and the candidate on the left.
 */
function bubbleAlign(message: Message, area: MessagingArea): BubbleAlign {
  if (message.sender.side === 'system') return 'center';
  if (area === 'admin') return message.sender.side === 'employer' ? 'end' : 'start';
  return message.fromMe ? 'end' : 'start';
}

/** Consecutive messages of one sender within five minutes and on the same day form one group of bubbles. */
export function groupMessages(messages: readonly Message[], area: MessagingArea, now: number = Date.now()): MessageGroup[] {
  const groups: MessageGroup[] = [];
  let lastDay = '';
  for (const message of orderMessages(messages)) {
    const day = dayLabel(message.createdAt, now);
    const previous = groups[groups.length - 1];
    const last = previous?.messages[previous.messages.length - 1];
    const sameSender = previous && last && last.sender.id === message.sender.id && last.sender.side === message.sender.side;
    const close = last && new Date(message.createdAt).getTime() - new Date(last.createdAt).getTime() <= GROUP_GAP_MS;
    const sameTemplateKind = last && Boolean(last.templateType) === Boolean(message.templateType) && !message.templateType;
    if (previous && sameSender && close && day === lastDay && sameTemplateKind) {
      previous.messages.push(message);
      continue;
    }
    groups.push({
      key: message.id,
      day: day === lastDay ? null : day,
      align: bubbleAlign(message, area),
      senderName: message.fromMe ? 'You' : message.sender.name,
      side: message.sender.side,
      fromMe: message.fromMe,
      messages: [message],
    });
    lastDay = day;
  }
  return groups;
}
