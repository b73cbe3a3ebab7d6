import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { files } from '../../platform/db/schema.ts';

/** The employers' companies (the companies module's: others read `companyDirectory` in queries.ts and write through its service). */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  website: text('website').notNull().default(''),
  description: text('description').notNull().default(''),
  size: text('size').notNull(),
  industry: text('industry').notNull().default(''),
  location: text('location').notNull().default(''),
  /** verified by an administrator; unlocks the nonprofit plans */
  nonprofit: boolean('nonprofit').notNull().default(false),
  /** the employer said at registration that it is a nonprofit; an administrator verifies it */
  nonprofitRequested: boolean('nonprofit_requested').notNull().default(false),
  logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
