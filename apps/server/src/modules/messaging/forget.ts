import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/index.ts';
import { forgetFileRows } from '../../platform/stored-files.ts';
import { messages } from './tables.ts';

/**
 * Account deletion (docs/security.md): the files the person sent (resumes attached from the profile
 * included) leave the conversations; the messages stay for the other party, and every name shown in
 * a conversation comes from the (anonymised) account. Returns storage keys to delete after the commit.
 */
export async function forgetSentAttachments(tx: Tx, userId: string): Promise<string[]> {
  const sent = await tx
    .select({ fileId: messages.attachmentFileId })
    .from(messages)
    .where(and(eq(messages.senderId, userId), isNotNull(messages.attachmentFileId)))
    .for('update');
  if (sent.length === 0) return [];
  await tx
    .update(messages)
    .set({ attachmentFileId: null, attachmentName: null })
    .where(and(eq(messages.senderId, userId), isNotNull(messages.attachmentFileId)));
  return forgetFileRows(
    tx,
    sent.map((m) => m.fileId),
  );
}
