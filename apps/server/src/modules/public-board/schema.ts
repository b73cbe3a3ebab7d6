import { z } from 'zod';
import { EMPLOYMENT_TYPES, SALARY_PERIODS, SKILL_IMPORTANCE, WORKPLACES } from '@talentmatch/shared/jobs';
import { jobSearchQuery } from '@talentmatch/shared/matching';
import { timestamp, uuid } from '../../platform/api-schema.ts';

/** The public search's fields: the candidate board's, without its signed-in filters (other fields are ignored). */
const { q, location, remote, employmentType, page, pageSize } = jobSearchQuery.shape;
export const publicSearchQuery = z.object({ q, location, remote, employmentType, page, pageSize });

export const jobIdParams = z.object({ id: z.string().uuid('Not a valid job id.') });
export const slugParams = z.object({ slug: z.string().max(200, 'Not a valid company address.') });

const publicCompany = z
  .object({
    id: uuid,
    name: z.string(),
    slug: z.string(),
    careersPath: z.string(),
    logoUrl: z.string().nullable(),
    website: z.string(),
    description: z.string(),
    location: z.string(),
    industry: z.string(),
    size: z.string(),
  })
  .meta({ id: 'PublicCompany' });

const publicJobFields = {
  id: uuid,
  path: z.string().describe('the job page, `/jobs/{id}-{slug}`'),
  title: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  workplace: z.enum(WORKPLACES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string(),
  salaryPeriod: z.enum(SALARY_PERIODS),
  datePosted: timestamp,
  closingDate: z.string().nullable().describe('YYYY-MM-DD'),
};

const publicJobCard = z
  .object({ ...publicJobFields, company: publicCompany.pick({ id: true, name: true, slug: true, careersPath: true, logoUrl: true }) })
  .meta({ id: 'PublicJobCard' });

export const publicJobAnswer = z
  .object({
    ...publicJobFields,
    company: publicCompany,
    description: z.string().describe('markdown'),
    positions: z.number().int(),
    skills: z.array(z.object({ name: z.string(), importance: z.enum(SKILL_IMPORTANCE) })),
    benefits: z.array(z.object({ name: z.string(), description: z.string() })),
    updatedAt: timestamp,
  })
  .meta({ id: 'PublicJob' });

export const publicJobListAnswer = z.object({
  items: z.array(publicJobCard),
  totalRecords: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const careersPageAnswer = z.object({ company: publicCompany, jobs: z.array(publicJobCard) });

/** What a closed job's 410 still says: its title and its company's careers page. */
export const goneJob = z.object({
  kind: z.literal('gone'),
  title: z.string(),
  company: z.object({ name: z.string(), careersPath: z.string() }),
});
