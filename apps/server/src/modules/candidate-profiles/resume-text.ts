import { fork } from 'node:child_process';
import path from 'node:path';
import { PROFILE_MESSAGES, tooLarge } from '@talentmatch/shared/candidate-profile';
import { BadRequestError } from '../../platform/errors.ts';
import { documentFileName, sniffDocumentType, type DocumentType } from '../../platform/file-type.ts';
import { serverRoot } from '../../platform/server-root.ts';

/** Enough for any real resume; keeps the search document far below PostgreSQL's tsvector limit. */
const MAX_RESUME_TEXT = 100_000;

/**
 * Caps of one extraction. A real resume of a few pages reads in well under a second in a few MB; a
 * crafted one (a small DOCX whose XML expands to hundreds of MB) hits one of these and is refused.
 */
const EXTRACTION_LIMITS = {
  timeoutMs: 10_000,
  /** the extracting process's JavaScript heap (decompressed XML, parsed pages) */
  heapMb: 192,
} as const;

export class UnreadableDocumentError extends Error {}

/** a plain .mjs beside this file, so the sources and the bundle (dist/) start the same one */
const WORKER_FILE = path.join(serverRoot, 'src/modules/candidate-profiles/resume-text-worker.mjs');

/**
 * Plain text of a resume for search and skill suggestions: pdf and docx fully, doc as printable text runs.
 * Extraction runs in a short-lived child process with a heap cap and a deadline, so no document can stall
 * the server's event loop, grow its memory or crash it (a worker thread shares the process: an allocation
 * failure there aborts the server); past either cap the document counts as unreadable.
 */
export async function extractResumeText(
  data: Buffer,
  type: DocumentType,
  limits: { timeoutMs: number; heapMb: number } = EXTRACTION_LIMITS,
): Promise<string> {
  const text = await new Promise<string>((resolve, reject) => {
    const child = fork(WORKER_FILE, [], {
      // plain JavaScript: no loader; only the heap cap
      execArgv: [`--max-old-space-size=${limits.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (child.exitCode === null) child.kill('SIGKILL');
      outcome();
    };
    const deadline = setTimeout(
      () => finish(() => reject(new UnreadableDocumentError(`text extraction took longer than ${limits.timeoutMs} ms`))),
      limits.timeoutMs,
    );
    child.once('message', (answer: { ok: true; text: string } | { ok: false; message: string }) =>
      finish(() => (answer.ok ? resolve(answer.text) : reject(new UnreadableDocumentError(answer.message)))),
    );
    child.once('error', (error: Error) => finish(() => reject(new UnreadableDocumentError(error.message))));
    // out of memory, or any crash of the extracting process
    child.once('exit', (code, signal) =>
      finish(() => reject(new UnreadableDocumentError(`text extraction stopped (${signal ?? `exit ${code}`})`))),
    );
    child.send({ data, type });
  });
  return normalise(text).slice(0, MAX_RESUME_TEXT);
}

function normalise(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** A resume ready to store: its type found from its bytes, its name with that type's extension, its text. */
export interface IncomingResume {
  data: Buffer;
  contentType: DocumentType;
  fileName: string;
  text: string;
}

/**
 * The one way a document becomes a resume, whether uploaded or taken from a conversation's attachment: the
 * type by its bytes (400 `wrongType` otherwise), the size when `maxBytes` is given (an upload's size is checked
 * while it is read), then the text (400 when unreadable). Problems name `field`.
 */
export async function intakeResume(
  data: Buffer,
  fileName: string | null | undefined,
  field: string,
  options: { wrongType?: string; maxBytes?: number } = {},
): Promise<IncomingResume> {
  const refuse = (message: string) => new BadRequestError(message, { [field]: [message] });
  const contentType = sniffDocumentType(data);
  if (!contentType) throw refuse(options.wrongType ?? PROFILE_MESSAGES.resumeType);
  if (options.maxBytes !== undefined && data.length > options.maxBytes) throw refuse(tooLarge(options.maxBytes));
  try {
    const text = await extractResumeText(data, contentType);
    return { data, contentType, fileName: documentFileName(fileName, contentType), text };
  } catch (error) {
    if (error instanceof UnreadableDocumentError) {
      throw refuse(PROFILE_MESSAGES.resumeUnreadable);
    }
    throw error;
  }
}
