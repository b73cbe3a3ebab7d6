import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { files } from '../../platform/db/schema.ts';
import { companyDirectory } from '../companies/queries.ts';
import { userDirectory } from '../users/queries.ts';
import type { PersonalDataPart, PersonalFile } from '../../platform/personal-data.ts';
import { cleanFileName } from '../candidate-profiles/service.ts';
import { jobOwnersAndTitles } from '../jobs/service.ts';
import { conversations, messages } from './tables.ts';

export interface ConversationExport {
  id: string;
  companyName: string;
  candidateName: string;
  job: { id: string; title: string } | null;
  createdAt: string;
  messages: Array<{
    id: string;
    sentByMe: boolean;
    /** 'candidate' | 'employer' | 'system' */
    side: string;
    senderName: string | null;
    body: string;
    attachmentName: string | null;
    /** the attachment's place in the archive (files the user sent only) */
    attachmentFile: string | null;
    createdAt: string;
  }>;
}

/**
 * The user's conversations for "Download my data": a candidate's own conversations, and the
 * conversations an employer wrote in, each with all of its messages (sent and received). Attachments
 * the user sent go into the archive; others' attachments are named only.
 */
export async function exportMessages(db: Db, userId: string): Promise<PersonalDataPart<ConversationExport[]>> {
  const wroteIn = db.select({ id: messages.conversationId }).from(messages).where(eq(messages.senderId, userId));
  const candidate = userDirectory;
  const rows = await db
    .select({ conversation: conversations, companyName: companyDirectory.name, first: candidate.firstName, last: candidate.lastName })
    .from(conversations)
    .innerJoin(companyDirectory, eq(companyDirectory.id, conversations.companyId))
    .innerJoin(candidate, eq(candidate.id, conversations.candidateId))
    .where(or(eq(conversations.candidateId, userId), inArray(conversations.id, wroteIn)))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  if (rows.length === 0) return { data: [], files: [] };
  const titles = await jobOwnersAndTitles(
    db,
    rows.flatMap((r) => (r.conversation.jobId ? [r.conversation.jobId] : [])),
  );
  const all = await db
    .select({ message: messages, first: userDirectory.firstName, last: userDirectory.lastName, contentType: files.contentType })
    .from(messages)
    .leftJoin(userDirectory, eq(userDirectory.id, messages.senderId))
    .leftJoin(files, and(eq(files.id, messages.attachmentFileId), eq(messages.senderId, userId)))
    .where(
      inArray(
        messages.conversationId,
        rows.map((r) => r.conversation.id),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const out: PersonalFile[] = [];
  const byConversation = new Map<string, ConversationExport['messages']>();
  for (const { message: m, first, last, contentType } of all) {
    let attachmentFile: string | null = null;
    if (m.senderId === userId && m.attachmentFileId && contentType) {
      attachmentFile = `messages/${m.id}/${cleanFileName(m.attachmentName ?? 'attachment') || 'attachment'}`;
      out.push({ fileId: m.attachmentFileId, path: attachmentFile });
    }
    const list = byConversation.get(m.conversationId) ?? [];
    list.push({
      id: m.id,
      sentByMe: m.senderId === userId,
      side: m.senderSide,
      senderName: first === null ? null : `${first} ${last ?? ''}`.trim(),
      body: m.body,
      attachmentName: m.attachmentName,
      attachmentFile,
      createdAt: m.createdAt.toISOString(),
    });
    byConversation.set(m.conversationId, list);
  }
  return {
    data: rows.map(({ conversation: c, companyName, first, last }) => {
      const job = c.jobId ? titles.get(c.jobId) : undefined;
      return {
        id: c.id,
        companyName,
        candidateName: `${first} ${last}`.trim(),
        job: c.jobId && job ? { id: c.jobId, title: job.title } : null,
        createdAt: c.createdAt.toISOString(),
        messages: byConversation.get(c.id) ?? [],
      };
    }),
    files: out,
  };
}
