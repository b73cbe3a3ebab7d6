import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns.ts';

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
});

// `users` lives with its module: src/modules/users/tables.ts.

// `subscriptions` lives with its module: src/modules/subscriptions/tables.ts.

// `sessions`, `refresh_tokens` and `password_reset_codes` live with the auth module: src/modules/auth/tables.ts.

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'logged'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every email, the source of truth of its delivery (docs/background-jobs.md): pending (a delivery job
 * will send it), sending (one worker holds it until `locked_until`), sent, failed (retries spent; an
 * administrator can retry it) or logged (no SMTP configured: written to the log only).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    /** the last delivery error */
    error: text('error'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * A mail with a one-time link: `text`/`html` hold it with the link removed, this the real body sealed with
     * AES-256-GCM (platform/mail.ts); wiped once sent (docs/security.md, "Links in mail").
     */
    sealed: text('sealed'),
    /** an iCalendar invitation or cancellation sent with the mail, and its METHOD */
    calendar: text('calendar'),
    calendarMethod: text('calendar_method'),
    /** the one-click unsubscribe address (RFC 8058) sent as List-Unsubscribe, for mails a recipient subscribed to */
    listUnsubscribe: text('list_unsubscribe'),
  },
  (t) => [
    check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'logged')`),
    index('outbox_emails_status_idx').on(t.status, t.createdAt),
  ],
);

export const siteConfiguration = pgTable(
  'site_configuration',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    termsText: text('terms_text').notNull(),
    termsVersion: integer('terms_version').notNull().default(1),
    maintenanceMessage: text('maintenance_message').notNull().default(''),
    registrationOpen: jsonb('registration_open')
      .$type<{ candidate: boolean; employer: boolean }>()
      .notNull()
      .default({ candidate: true, employer: true }),
    uploadLimits: jsonb('upload_limits')
      .$type<{ resumeBytes: number; photoBytes: number; attachmentBytes: number }>()
      .notNull()
      .default({ resumeBytes: 5 * 1024 * 1024, photoBytes: 2 * 1024 * 1024, attachmentBytes: 5 * 1024 * 1024 }),
    /** null until set: TRIAL_DAYS is the first default */
    trialDays: integer('trial_days'),
    staleUserDays: integer('stale_user_days').notNull().default(180),
    maxJobExperiences: integer('max_job_experiences').notNull().default(7),
    maxEducationExperiences: integer('max_education_experiences').notNull().default(5),
    isBeta: boolean('is_beta').notNull().default(false),
    azureClientId: text('azure_client_id').notNull().default(''),
    azureTenantAuthority: text('azure_tenant_authority').notNull().default(''),
    /** a directory sign-in without a linked account may create a candidate account (migration 0027) */
    directorySignUp: boolean('directory_sign_up').notNull().default(false),
    hotjarId: text('hotjar_id').notNull().default(''),
    hotjarIsProduction: boolean('hotjar_is_production').notNull().default(false),
    adsTagId: text('ads_tag_id').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** jobs marked public show on the public job board and to search engines (migration 0039) */
    publicBoard: boolean('public_board').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('site_configuration_single_row', sql`${t.id} = 1`)],
);

/** Consumed (or provider-verified) captcha tokens, kept until the challenge would expire anyway. */
export const usedCaptcha = pgTable(
  'used_captcha',
  {
    keyHash: text('key_hash').primaryKey(),
    state: text('state', { enum: ['verified', 'used'] })
      .notNull()
      .default('used'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('used_captcha_expires_idx').on(t.expiresAt)],
);

// `audit_log` lives with its module: src/modules/audit-log/tables.ts.
