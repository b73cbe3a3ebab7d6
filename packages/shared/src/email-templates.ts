import { z } from 'zod';

/**
 * Email templates: every email the product sends is a template (subject and markdown body with
 * {{placeholders}}), plus announcement templates administrators write and send to an audience.
 */

export interface PlaceholderInfo {
  name: string;
  description: string;
  sample: string;
}

/** What a user may switch off in Settings → Notifications (security mails are never switched off). */
export const NOTIFICATION_KINDS = ['newMessage', 'applicationStatus', 'billing', 'team', 'announcements'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LABELS: Record<NotificationKind, { label: string; description: string }> = {
  newMessage: {
    label: 'New messages',
    description: 'An email when a message waits unread for 10 minutes (at most one per conversation per hour).',
  },
  applicationStatus: { label: 'Application updates', description: 'An email when an application you take part in moves to a new step.' },
  billing: { label: 'Billing', description: 'Subscriptions started and ended, trial ending, failed payments (employers).' },
  team: {
    label: 'Team and feedback',
    description: 'A teammate joins, the account manager role is handed to you, an administrator approves your feedback (employers).',
  },
  announcements: { label: 'Announcements', description: 'News from the site’s administrators.' },
};

export const SYSTEM_TEMPLATE_KEYS = [
  'welcome',
  'password-reset',
  'employee-invitation',
  'new-message',
  'application-status',
  'trial-ending',
  'payment-failed',
  'subscription-canceled',
  'email-verification',
  'email-change',
  'email-changed',
  'data-export-ready',
  'interview',
  'password-changed',
  'account-deleted',
  'subscription-started',
  'teammate-joined',
  'account-manager-handover',
  'feedback-approved',
  'job-alert',
  'job-alert-confirm',
] as const;
export type SystemTemplateKey = (typeof SYSTEM_TEMPLATE_KEYS)[number];

export const ANNOUNCEMENT_AUDIENCES = ['candidates', 'employers', 'everyone', 'stale'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  candidates: 'Candidates',
  employers: 'Employers',
  everyone: 'Everyone',
  stale: 'Stale users (not seen for the stale-user threshold)',
};

const HTML_TAG = /<\s*\/?\s*[a-zA-Z!][^>]*>/;
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

/** Subject and body of a template, checked against the placeholders it may use. */
export function templateContentSchema(allowed: readonly string[]) {
  const allowedSet = new Set(allowed);
  const field = (label: string, max: number) =>
    z
      .string({ error: `${label} is required.` })
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max} characters.`)
      .refine((v) => !HTML_TAG.test(v), { message: `${label} must be markdown, not HTML.` })
      .superRefine((v, ctx) => {
        const unknown = placeholdersIn(v).filter((n) => !allowedSet.has(n));
        if (unknown.length) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}. Allowed: ${allowed.map((n) => `{{${n}}}`).join(', ')}.`,
          });
        }
      });
  return z.object({
    subject: field('Subject', 200).refine((v) => !/[\r\n]/.test(v), { message: 'Subject must be one line.' }),
    body: field('Body', 20_000),
  });
}

export const announcementCreateBody = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(120, 'Name must be at most 120 characters.'),
  subject: z.string({ error: 'Subject is required.' }),
  body: z.string({ error: 'Body is required.' }),
});

export const announcementSendBody = z.object({
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: 'Choose candidates, employers, everyone or stale users.' }),
});

export const notificationSettingsBody = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean({ error: 'Choose on or off.' })])) as Record<
      NotificationKind,
      z.ZodBoolean
    >,
  )
  .partial()
  .strict();

export interface EmailTemplate {
  id: string;
  key: string;
  kind: 'system' | 'announcement';
  name: string;
  description: string;
  subject: string;
  body: string;
  placeholders: PlaceholderInfo[];
  /** system templates: whether subject and body differ from the built-in default */
  customised: boolean;
  /** a security mail cannot be switched off by its recipient */
  security: boolean;
  updatedAt: string;
}

export interface EmailPreview {
  subject: string;
  html: string;
  text: string;
}

export interface Announcement {
  id: string;
  templateId: string;
  audience: AnnouncementAudience;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number;
  sent: number;
  skipped: number;
  createdAt: string;
  finishedAt: string | null;
}
