import { z } from 'zod';

/** "Download my data": one export per user, prepared in the background, kept for a week (docs/security.md, "Data rights"). */

export const DATA_EXPORT_STATUSES = ['requested', 'preparing', 'ready', 'failed'] as const;
type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** Days a prepared archive can be downloaded before the expiry job deletes it. */
export const DATA_EXPORT_RETENTION_DAYS = 7;

export interface DataExport {
  id: string;
  status: DataExportStatus;
  requestedAt: string;
  /** set once the archive is ready */
  readyAt: string | null;
  expiresAt: string | null;
  /** archive size in bytes (ready only) */
  size: number | null;
}

/** `GET api/account/data-export`: the caller's current export, or null when none is kept. */
export interface DataExportState {
  export: DataExport | null;
}

export const DATA_EXPORT_MESSAGES = {
  badId: 'Choose a valid download.',
  notFound: 'This download does not exist or has expired.',
  notReady: 'Your data is still being prepared. Try again when the email arrives.',
  alreadyPreparing: 'Your data is already being prepared. You will get an email when it is ready.',
  bodyNotAllowed: 'This request takes no fields.',
} as const;

export const dataExportIdParams = z.object({ id: z.string().uuid(DATA_EXPORT_MESSAGES.badId) });

/** The request takes no fields; an empty body or `{}` is fine, anything else is a 400. */
export const dataExportRequestBody = z.strictObject({}, { error: DATA_EXPORT_MESSAGES.bodyNotAllowed }).nullish();
