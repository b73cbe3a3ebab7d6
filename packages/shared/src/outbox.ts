import { z } from 'zod';
import { pageParam, pageSizeParam } from './paging.ts';

/** Delivery states of an outbox email (docs/background-jobs.md). */
export const OUTBOX_EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'logged'] as const;
export type OutboxEmailStatus = (typeof OUTBOX_EMAIL_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxEmailStatus, string> = {
  pending: 'Waiting to be sent',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  logged: 'Logged only (no SMTP server configured)',
};

export const OUTBOX_MESSAGES = {
  notFound: 'This email is not in the outbox.',
  notFailed: 'Only an email whose delivery failed can be sent again.',
  badId: 'Not a valid email id.',
  badStatus: 'Status must be one of all, pending, sending, sent, failed or logged.',
} as const;

export const outboxListQuery = z.object({
  status: z
    .enum(['all', ...OUTBOX_EMAIL_STATUSES], { error: OUTBOX_MESSAGES.badStatus })
    .optional()
    .default('failed'),
  search: z.string().trim().max(100, 'Search must be at most 100 characters.').optional().default(''),
  page: pageParam(),
  pageSize: pageSizeParam(25),
});

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  status: OutboxEmailStatus;
  attempts: number;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  /**
   * Only on a development or test server without SMTP, for a logged mail: the whole text with its one-time link,
   * so a local user can follow it (docs/security.md, "Links in mail"). Never in production, never in the list.
   */
  text?: string;
}

export interface OutboxEmailList {
  items: OutboxEmail[];
  totalRecords: number;
  /** emails per status, over the whole outbox */
  counts: Record<OutboxEmailStatus, number>;
}
