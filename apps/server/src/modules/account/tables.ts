import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { users } from '../users/tables.ts';

/**
 * One-time email links (docs/security.md, "Email verification and email change"): `verify` confirms the account's
 * address, `change` moves the account to `email` when followed. Only the SHA-256 of the token is kept.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'change'] }).notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_key').on(t.tokenHash),
    index('email_confirmations_user_idx').on(t.userId, t.createdAt),
    check('email_confirmations_purpose_check', sql`${t.purpose} in ('verify', 'change')`),
  ],
);
