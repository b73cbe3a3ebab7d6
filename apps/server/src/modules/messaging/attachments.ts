import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tooLarge } from '@talentmatch/shared/candidate-profile';
import { MESSAGE_LIMITS, MESSAGING_MESSAGES } from '@talentmatch/shared/messaging';
import { files } from '../../platform/db/schema.ts';
import { BadRequestError } from '../../platform/errors.ts';
import { readForm } from '../../platform/multipart.ts';
import { sniffDocumentType, sniffImageType } from '../../platform/file-type.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { cleanFileName, findResume } from '../candidate-profiles/service.ts';
import type { Tx } from './posting.ts';

/**
 * Message attachments: reading the multipart form, checking a file by its bytes, and storing it.
 * The bytes are staged in storage before the transaction that records them (a `files` row of kind
 * 'message-attachment' referenced by the message); when the transaction fails they are discarded.
 */

export type AttachmentType = (typeof MESSAGE_LIMITS.attachmentTypes)[number];

const EXTENSIONS: Record<AttachmentType, string[]> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

/** The attachment's type from its bytes (pdf, doc, docx, png, jpeg), or null: the name and declared type are never trusted. */
export function attachmentType(data: Buffer): AttachmentType | null {
  const type = sniffDocumentType(data) ?? sniffImageType(data);
  return type && (MESSAGE_LIMITS.attachmentTypes as readonly string[]).includes(type) ? (type as AttachmentType) : null;
}

/** Word files are downloaded; pdf and images are shown in the page. */
export function opensInline(contentType: string): boolean {
  return contentType !== 'application/msword' && contentType !== 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
}

/** A clean file name whose extension matches the content ("cv.exe" holding a PDF is kept as "cv.exe.pdf"). */
export function attachmentFileName(raw: string | undefined, type: AttachmentType): string {
  const extensions = EXTENSIONS[type];
  const name = raw?.trim() ? cleanFileName(raw) : 'attachment';
  return extensions.some((ext) => name.toLowerCase().endsWith(ext)) ? name : `${name}${extensions[0]}`;
}

export interface UploadedFile {
  data: Buffer;
  fileName: string;
}

/**
 * A multipart message: its text fields (through the input guard) and at most one file, cut at `maxBytes` (413 past
 * it, nothing stored). An empty file part (a form sent with no file chosen) is no file.
 */
export async function readMessageForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const { fields, files } = await readForm(request, {
    maxFileBytes: maxBytes,
    tooLarge: { detail: tooLarge(maxBytes), message: tooLarge(maxBytes) },
    tooManyFiles: { detail: MESSAGING_MESSAGES.oneAttachment, field: 'file' },
  });
  const [file] = files;
  return { fields, file: file ? { data: file.data, fileName: file.fileName } : null };
}

/** An attachment checked by content: 400 attachmentType for anything else (an .exe renamed .pdf included). */
export function checkedAttachment(file: UploadedFile): StagedBytes {
  const contentType = attachmentType(file.data);
  if (!contentType) throw new BadRequestError(MESSAGING_MESSAGES.attachmentType, { file: [MESSAGING_MESSAGES.attachmentType] });
  return { data: file.data, contentType, fileName: attachmentFileName(file.fileName, contentType) };
}

export interface StagedBytes {
  data: Buffer;
  contentType: string;
  fileName: string;
}

/** Bytes in storage, waiting for the transaction that records them. */
export interface StagedAttachment {
  fileId: string;
  storageKey: string;
  contentType: string;
  size: number;
  fileName: string;
}

export async function stageAttachment(storage: FileStorage, bytes: StagedBytes): Promise<StagedAttachment> {
  const fileId = randomUUID();
  const storageKey = `attachments/${fileId}`;
  await storage.put(storageKey, bytes.data);
  return { fileId, storageKey, contentType: bytes.contentType, size: bytes.data.length, fileName: bytes.fileName };
}

/** The `files` row of a staged attachment, inside the transaction that inserts its message. */
export async function recordAttachment(tx: Tx, staged: StagedAttachment): Promise<void> {
  await tx.insert(files).values({
    id: staged.fileId,
    kind: 'message-attachment',
    contentType: staged.contentType,
    size: staged.size,
    storageKey: staged.storageKey,
  });
}

/** After a failed transaction: the staged bytes go. */
export async function discardAttachment(storage: FileStorage, staged: StagedAttachment): Promise<void> {
  await storage.delete(staged.storageKey);
}

/**
 * A copy of the bytes of the candidate's profile resume ("attach my resume"), or null without one.
 * A copy, not a reference: the profile's file is deleted when the candidate replaces the resume.
 */
export async function profileResumeBytes(deps: { db: Tx; storage: FileStorage }, candidateId: string): Promise<StagedBytes | null> {
  const resume = await findResume(deps, candidateId);
  const contentType = resume ? attachmentType(resume.data) : null;
  return resume && contentType ? { data: resume.data, contentType, fileName: attachmentFileName(resume.fileName, contentType) } : null;
}

/** One stored attachment as the messages that carry it see it (conversation parties included, for the access check). */
export async function findAttachment(db: Tx, fileId: string) {
  const { rows } = await db.execute<{
    conversation_id: string;
    candidate_id: string;
    company_id: string;
    file_name: string | null;
    content_type: string;
    size: number;
    storage_key: string;
  }>(sql`
    select c.id as conversation_id, c.candidate_id, c.company_id, m.attachment_name as file_name, f.content_type, f.size, f.storage_key
    from messages m
    join conversations c on c.id = m.conversation_id
    join files f on f.id = m.attachment_file_id
    where m.attachment_file_id = ${fileId}
    order by m.created_at`);
  return rows.map((r) => ({
    conversationId: r.conversation_id,
    candidateId: r.candidate_id,
    companyId: r.company_id,
    fileName: r.file_name ?? 'attachment',
    contentType: r.content_type,
    size: Number(r.size),
    storageKey: r.storage_key,
  }));
}
