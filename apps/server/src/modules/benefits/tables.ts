import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { companies } from '../companies/tables.ts';

/** The benefits catalogue (product.md, Catalogues): companies and jobs pick from it. */
export const benefits = pgTable(
  'benefits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** a Tabler icon name the web app knows, e.g. "heart", "plane", "home" */
    icon: text('icon').notNull().default('gift'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('benefits_name_key').on(sql`lower(${t.name})`)],
);

/** Benefits a company offers to everyone it hires. */
export const companyBenefits = pgTable(
  'company_benefits',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    benefitId: uuid('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.benefitId] })],
);
