import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';

/** Options of the four dropdown kinds. A general option belongs to a named list; the other kinds have one list each. */
export const dropdownOptions = pgTable(
  'dropdown_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['general', 'degree', 'years', 'education'] }).notNull(),
    list: text('list').notNull().default(''),
    label: text('label').notNull(),
    /** years: least years the option stands for; education: rank (higher = more advanced) */
    value: integer('value'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dropdown_options_label_key').on(t.kind, t.list, sql`lower(${t.label})`),
    index('dropdown_options_kind_idx').on(t.kind, t.list, t.sortOrder),
    check('dropdown_options_kind_check', sql`${t.kind} in ('general', 'degree', 'years', 'education')`),
  ],
);
