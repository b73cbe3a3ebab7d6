import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.ts';
import { files } from '../../platform/db/schema.ts';
import { users } from '../users/tables.ts';
import { dropdownOptions } from '../dropdowns/tables.ts';
import { experienceAreas } from '../experience-areas/tables.ts';
import { skills } from '../skills/tables.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    summary: text('summary').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    country: text('country').notNull().default(''),
    remotePreference: text('remote_preference').notNull().default('any'),
    willingToRelocate: boolean('willing_to_relocate').notNull().default(false),
    availability: text('availability').notNull().default('immediately'),
    yearsOptionId: uuid('years_option_id').references(() => dropdownOptions.id, { onDelete: 'set null' }),
    educationOptionId: uuid('education_option_id').references(() => dropdownOptions.id, { onDelete: 'set null' }),
    visibility: text('visibility', { enum: ['visible', 'hidden'] })
      .notNull()
      .default('visible'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    resumeFileName: text('resume_file_name'),
    resumeText: text('resume_text').notNull().default(''),
    resumeUploadedAt: ts('resume_uploaded_at'),
    score: integer('score').notNull().default(0),
    /** full-text document (headline, summary, skills, experience titles and areas, resume), kept by the service */
    searchDocument: tsvector('search_document'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('candidate_profiles_search_idx').using('gin', t.searchDocument).where(sql`${t.visibility} = 'visible'`),
    index('candidate_profiles_visible_score_idx').on(t.visibility, t.score),
    index('candidate_profiles_visible_rank_idx').on(t.score, t.userId, t.remotePreference).where(sql`${t.visibility} = 'visible'`),
    index('candidate_profiles_city_idx').on(sql`lower(${t.city})`),
    index('candidate_profiles_region_idx').on(sql`lower(${t.region})`),
    index('candidate_profiles_country_idx').on(sql`lower(${t.country})`),
  ],
);

export const candidateSkills = pgTable(
  'candidate_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => candidateProfiles.userId, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    years: integer('years').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_skills_user_skill_key').on(t.userId, t.skillId),
    index('candidate_skills_skill_idx').on(t.skillId),
    index('candidate_skills_skill_user_level_years_idx').on(t.skillId, t.userId, t.level, t.years),
    check('candidate_skills_level_check', sql`${t.level} between 1 and 5`),
    check('candidate_skills_years_check', sql`${t.years} between 0 and 50`),
  ],
);

export const jobExperiences = pgTable(
  'job_experiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => candidateProfiles.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull(),
    experienceAreaId: uuid('experience_area_id')
      .notNull()
      .references(() => experienceAreas.id),
    location: text('location').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isCurrent: boolean('is_current').notNull().default(false),
    description: text('description').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_experiences_user_idx').on(t.userId, t.experienceAreaId),
    index('job_experiences_area_idx').on(t.experienceAreaId),
    check(
      'job_experiences_dates_check',
      sql`(${t.isCurrent} and ${t.endDate} is null) or (not ${t.isCurrent} and ${t.endDate} >= ${t.startDate})`,
    ),
  ],
);

export const educationExperiences = pgTable(
  'education_experiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => candidateProfiles.userId, { onDelete: 'cascade' }),
    institution: text('institution').notNull(),
    degreeOptionId: uuid('degree_option_id')
      .notNull()
      .references(() => dropdownOptions.id),
    educationOptionId: uuid('education_option_id')
      .notNull()
      .references(() => dropdownOptions.id),
    fieldOfStudy: text('field_of_study').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isCurrent: boolean('is_current').notNull().default(false),
    description: text('description').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('education_experiences_user_idx').on(t.userId, t.educationOptionId),
    check(
      'education_experiences_dates_check',
      sql`(${t.isCurrent} and ${t.endDate} is null) or (not ${t.isCurrent} and ${t.endDate} >= ${t.startDate})`,
    ),
  ],
);
