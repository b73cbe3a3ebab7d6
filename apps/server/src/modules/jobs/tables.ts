import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { companies } from '../companies/tables.ts';
import { users } from '../users/tables.ts';
import { benefits } from '../benefits/tables.ts';
import { dropdownOptions } from '../dropdowns/tables.ts';
import { experienceAreas } from '../experience-areas/tables.ts';
import { skills } from '../skills/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const JOB_STATUSES = ['draft', 'open', 'paused', 'closed', 'filled'] as const;
export const WORKPLACES = ['remote', 'hybrid', 'on_site'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export const SKILL_IMPORTANCE = ['required', 'nice_to_have'] as const;

/** A job posting of a company. Lifecycle: draft → open → paused ⇄ open → closed | filled. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** markdown, rendered safely by the client (no raw HTML) */
    description: text('description').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    workplace: text('workplace', { enum: WORKPLACES }).notNull().default('on_site'),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull().default('full_time'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }).notNull().default('year'),
    yearsOptionId: uuid('years_option_id').references(() => dropdownOptions.id, { onDelete: 'set null' }),
    educationOptionId: uuid('education_option_id').references(() => dropdownOptions.id, { onDelete: 'set null' }),
    experienceAreaId: uuid('experience_area_id').references(() => experienceAreas.id, { onDelete: 'set null' }),
    positions: integer('positions').notNull().default(1),
    closingDate: date('closing_date', { mode: 'string' }),
    /** shown on the public job board and to search engines (when the site's board is on) */
    publicListing: boolean('public_listing').notNull().default(true),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('draft'),
    openedAt: ts('opened_at'),
    closedAt: ts('closed_at'),
    /** full-text document (title A, skills B, company C, description D), kept by the jobs service */
    searchDocument: tsvector('search_document'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId, t.status),
    index('jobs_status_opened_idx').on(t.status, t.openedAt),
    index('jobs_search_idx').using('gin', t.searchDocument),
    index('jobs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('jobs_public_open_idx').on(sql`${t.openedAt} desc`, t.id).where(sql`${t.status} = 'open' and ${t.publicListing}`),
    index('jobs_public_open_id_idx').on(t.id).where(sql`${t.status} = 'open' and ${t.publicListing}`),
    index('jobs_closing_idx').on(t.closingDate).where(sql`${t.status} in ('open', 'paused')`),
    index('jobs_city_idx').on(sql`lower(${t.city})`),
    index('jobs_region_idx').on(sql`lower(${t.region})`),
    index('jobs_country_idx').on(sql`lower(${t.country})`),
    check('jobs_salary_check', sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`),
    check('jobs_positions_check', sql`${t.positions} between 1 and 1000`),
    check('jobs_status_check', sql`${t.status} in ('draft', 'open', 'paused', 'closed', 'filled')`),
  ],
);

export const jobSkills = pgTable(
  'job_skills',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    importance: text('importance', { enum: SKILL_IMPORTANCE }).notNull().default('required'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.skillId] }), index('job_skills_skill_idx').on(t.skillId)],
);

export const jobBenefits = pgTable(
  'job_benefits',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    benefitId: uuid('benefit_id')
      .notNull()
      .references(() => benefits.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.benefitId] })],
);
