import { candidateProfilesAs } from '../candidate-profiles/queries.ts';
import { sql, type SQL, type Subquery } from 'drizzle-orm';
import type { HiringStatus, MessageTemplateType } from '@talentmatch/shared/hiring';
import type { Conversation, ConversationPreview, ConversationUser, Message } from '@talentmatch/shared/messaging';
import { opensInline } from './attachments.ts';
import { companyDirectoryAs } from '../companies/queries.ts';
import { versionedLogoUrl } from '../companies/service.ts';
import { jobFactsAs } from '../jobs/service.ts';
import { userDirectoryAs } from '../users/queries.ts';

/**
 * The SQL that reads conversations and messages, and the shapes the API answers with. Conversation
 * queries use the aliases c (conversation), cu (candidate user), cp (candidate profile), co (company),
 * j (job), a (the job ↔ candidate application). Every other module's table is read through its owner's fragment;
 * the applications fragment comes in as a dependency (the applications module imports messaging).
 */

/**
 * The applications as a fragment (``${applications('a')}``): the applications module imports messaging (it posts the
 * pipeline's messages), so messaging imports none of it and gets the fragment from the composition root.
 */
export type ConversationApplications = (alias: 'a') => Subquery;
/** What reading conversations needs beyond the database. */
export interface ConversationSqlDeps {
  applications: ConversationApplications;
}

/** Everything a conversation row shows, joined to `c`. */
export const conversationJoins = ({ applications }: ConversationSqlDeps) => sql`join ${userDirectoryAs('cu')} on cu.id = c.candidate_id
  left join ${candidateProfilesAs('cp')} on cp.user_id = c.candidate_id
  join ${companyDirectoryAs('co')} on co.id = c.company_id
  left join ${jobFactsAs('j')} on j.id = c.job_id
  left join ${applications('a')} on a.job_id = c.job_id and a.candidate_id = c.candidate_id`;

export const conversationFrom = (deps: ConversationSqlDeps) => sql`conversations c ${conversationJoins(deps)}`;

export const conversationColumns = sql`c.id, c.candidate_id, c.company_id, c.created_at, c.last_message_at,
  cu.first_name as candidate_first_name, cu.last_name as candidate_last_name,
  coalesce(cp.headline, '') as candidate_headline, cp.photo_file_id is not null as candidate_has_photo,
  co.name as company_name, co.logo_file_id as company_logo_file_id,
  j.id as job_id, j.title as job_title, j.status as job_status,
  a.id as application_id, a.status as application_status`;

type Timestamp = Date | string;

export interface ConversationSqlRow extends Record<string, unknown> {
  id: string;
  candidate_id: string;
  company_id: string;
  created_at: Timestamp;
  last_message_at: Timestamp | null;
  candidate_first_name: string;
  candidate_last_name: string;
  candidate_headline: string;
  candidate_has_photo: boolean;
  company_name: string;
  company_logo_file_id: string | null;
  job_id: string | null;
  job_title: string | null;
  job_status: string | null;
  application_id: string | null;
  application_status: HiringStatus | null;
}

const iso = (value: Timestamp) => new Date(value).toISOString();

export function presentConversation(r: ConversationSqlRow): Conversation {
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    lastMessageAt: r.last_message_at ? iso(r.last_message_at) : null,
    candidate: {
      id: r.candidate_id,
      firstName: r.candidate_first_name,
      lastName: r.candidate_last_name,
      headline: r.candidate_headline,
      hasPhoto: r.candidate_has_photo,
    },
    company: { id: r.company_id, name: r.company_name, logoUrl: versionedLogoUrl(r.company_id, r.company_logo_file_id) },
    job: r.job_id ? { id: r.job_id, title: r.job_title ?? '', status: r.job_status ?? '' } : null,
    hiring: r.application_id && r.application_status ? { applicationId: r.application_id, status: r.application_status } : null,
  };
}

/**
 * Who wrote a message (alias m, sender su): the sender's name; when the account is gone, the company
 * for the employer side and the candidate for theirs; the site's name for system messages.
 */
export const senderNameSql = sql`case
  when su.id is not null then su.first_name || ' ' || su.last_name
  when m.sender_side = 'employer' then co.name
  when m.sender_side = 'candidate' then cu.first_name || ' ' || cu.last_name
  else (select s.site_name from site_configuration s limit 1) end`;

/** A preview shows the start of the last message. */
export const PREVIEW_CHARS = 280;

export interface PreviewSqlRow extends ConversationSqlRow {
  last_id: string | null;
  last_body: string | null;
  last_sender_id: string | null;
  last_sender_name: string | null;
  last_has_attachment: boolean | null;
  last_created_at: Timestamp | null;
  unread_count: number | string;
}

export function presentPreview(r: PreviewSqlRow, viewerId: string): ConversationPreview {
  return {
    ...presentConversation(r),
    lastMessage:
      r.last_id && r.last_created_at
        ? {
            id: r.last_id,
            body: r.last_body ?? '',
            senderName: r.last_sender_name ?? '',
            fromMe: r.last_sender_id === viewerId,
            hasAttachment: Boolean(r.last_has_attachment),
            createdAt: iso(r.last_created_at),
          }
        : null,
    unreadCount: Number(r.unread_count),
  };
}

export interface MessageSqlRow extends Record<string, unknown> {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  sender_side: Message['sender']['side'];
  sender_name: string;
  body: string;
  template_type: MessageTemplateType | null;
  file_id: string | null;
  attachment_name: string | null;
  content_type: string | null;
  size: number | null;
  created_at: Timestamp;
  read: boolean;
}

/** Columns of one message (aliases m, su sender, f file, plus the conversation aliases for the sender's name); `read` is the caller's. */
export const messageColumns = (read: SQL) => sql`m.id, m.conversation_id, m.sender_id, m.sender_side, ${senderNameSql} as sender_name,
  m.body, m.template_type, f.id as file_id, m.attachment_name, f.content_type, f.size, m.created_at, ${read} as read`;

export const messageFrom = sql`messages m
  join conversations c on c.id = m.conversation_id
  join ${userDirectoryAs('cu')} on cu.id = c.candidate_id
  join ${companyDirectoryAs('co')} on co.id = c.company_id
  left join ${userDirectoryAs('su')} on su.id = m.sender_id
  left join files f on f.id = m.attachment_file_id`;

const attachmentUrl = (fileId: string) => `/api/message/attachment/${fileId}`;

export function presentMessage(r: MessageSqlRow, viewerId: string): Message {
  const fromMe = r.sender_id !== null && r.sender_id === viewerId;
  return {
    id: r.id,
    conversationId: r.conversation_id,
    sender: { id: r.sender_id, name: r.sender_name, side: r.sender_side },
    body: r.body,
    templateType: r.template_type,
    attachment:
      r.file_id && r.content_type
        ? {
            id: r.file_id,
            fileName: r.attachment_name ?? 'attachment',
            contentType: r.content_type,
            size: Number(r.size ?? 0),
            url: attachmentUrl(r.file_id),
            inline: opensInline(r.content_type),
          }
        : null,
    createdAt: iso(r.created_at),
    fromMe,
    read: fromMe || r.read,
  };
}

export interface UserSqlRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  side: ConversationUser['side'];
  roles: string[];
}

export function presentUser(r: UserSqlRow): ConversationUser {
  return { id: r.id, firstName: r.first_name, lastName: r.last_name, side: r.side, isAccountManager: r.roles.includes('AccountManager') };
}
