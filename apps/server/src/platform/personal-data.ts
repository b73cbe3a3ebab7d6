/**
 * The contract of "Download my data" (docs/security.md, "Data rights"): each module that holds something
 * about a user exports a function returning a part — JSON-ready data and the stored files that belong in
 * the archive — and the data-export module collects the parts. Platform-level so that every module can
 * name the type without importing the collector.
 */
export interface PersonalFile {
  /** a row of the `files` table */
  fileId: string;
  /** where it goes inside the archive's `files/` folder, e.g. `profile/resume.pdf` */
  path: string;
}

export interface PersonalDataPart<T> {
  data: T;
  files: PersonalFile[];
}

export const dataOnly = <T>(data: T): PersonalDataPart<T> => ({ data, files: [] });

/** A file's extension from its content type, for archive names of files stored without one. */
export function extensionFor(contentType: string): string {
  const known: Record<string, string> = {
    'application/pdf': '.pdf',
    'application/msword': '.doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
    'image/png': '.png',
    'image/jpeg': '.jpg',
    'image/webp': '.webp',
    'image/gif': '.gif',
  };
  return known[contentType] ?? '';
}
