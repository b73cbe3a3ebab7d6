import { jobsAs } from '../jobs/queries.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { userDirectoryAs } from '../users/queries.ts';

export interface UnreadMessageForEmail {
  conversationId: string;
  recipientId: string;
  recipientEmail: string;
  recipientFirstName: string;
  recipientSide: 'candidate' | 'employer';
  senderName: string;
  jobTitle: string;
  body: string;
  createdAt: Date;
}

/**
 * Per conversation and recipient, the latest message that person has not read, written between
 * `since` and `until` by the other side (the candidate, or the company's hiring team). Hiring-step
 * messages (template_type set) and system messages are left out: they are mailed when they happen.
 */
export async function unreadMessagesForEmail(db: Db, window: { since: Date; until: Date }): Promise<UnreadMessageForEmail[]> {
  const result = await db.execute<{
    conversation_id: string;
    recipient_id: string;
    email: string;
    first_name: string;
    recipient_side: 'candidate' | 'employer';
    sender_name: string | null;
    job_title: string | null;
    body: string;
    created_at: string | Date;
  }>(sql`
    select distinct on (m.conversation_id, r.user_id)
      m.conversation_id, r.user_id as recipient_id, u.email, u.first_name, r.side as recipient_side,
      nullif(trim(coalesce(s.first_name, '') || ' ' || coalesce(s.last_name, '')), '') as sender_name,
      j.title as job_title, m.body, m.created_at
    from messages m
    join conversations c on c.id = m.conversation_id
    left join ${jobsAs('j')} on j.id = c.job_id
    left join ${userDirectoryAs('s')} on s.id = m.sender_id
    join lateral (
      select c.candidate_id as user_id, 'candidate' as side where m.sender_side = 'employer'
      union all
      select tu.id, 'employer' from ${userDirectoryAs('tu')}
      where m.sender_side = 'candidate' and tu.company_id = c.company_id and 'Employer' = any(tu.roles) and tu.deleted_at is null
    ) r on true
    join ${userDirectoryAs('u')} on u.id = r.user_id and u.deleted_at is null
    left join conversation_reads cr on cr.conversation_id = m.conversation_id and cr.user_id = r.user_id
    where m.created_at > ${window.since.toISOString()}::timestamptz and m.created_at <= ${window.until.toISOString()}::timestamptz
      and m.sender_side <> 'system' and m.template_type is null
      and (cr.last_read_at is null or cr.last_read_at < m.created_at)
    order by m.conversation_id, r.user_id, m.created_at desc
  `);
  return result.rows.map((r) => ({
    conversationId: r.conversation_id,
    recipientId: r.recipient_id,
    recipientEmail: r.email,
    recipientFirstName: r.first_name,
    recipientSide: r.recipient_side,
    senderName: r.sender_name ?? 'Someone',
    jobTitle: r.job_title ?? 'your conversation',
    body: r.body,
    createdAt: new Date(r.created_at),
  }));
}
