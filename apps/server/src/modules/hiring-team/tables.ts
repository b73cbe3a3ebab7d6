import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, createdAt } from '../../platform/db/columns.ts';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';

/** An invitation to join a company's hiring team (the team's pending seats). */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'canceled'] })
      .notNull()
      .default('pending'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
    acceptedAt: ts('accepted_at'),
  },
  (t) => [index('company_invitations_company_idx').on(t.companyId)],
);
