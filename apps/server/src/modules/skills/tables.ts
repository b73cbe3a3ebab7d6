import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';

/** The skill catalogue. A merged skill keeps its row (inactive, merged_into_id set) so old links can be followed. */
export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => skills.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // one live skill per name, whatever the case; merged-away rows may share it
    uniqueIndex('skills_name_key').on(sql`lower(${t.name})`).where(sql`${t.mergedIntoId} is null`),
    index('skills_category_idx').on(t.category),
  ],
);
