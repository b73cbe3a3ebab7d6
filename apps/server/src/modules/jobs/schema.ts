import { z } from 'zod';
import { HIRING_STATUSES } from '@talentmatch/shared/hiring';
import { CURRENCIES, EMPLOYMENT_TYPES, JOB_STATUSES, SALARY_PERIODS, SKILL_IMPORTANCE, WORKPLACES } from '@talentmatch/shared/jobs';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

export const jobIdParams = uuidParams('Not a valid id.');

const status = z.enum(JOB_STATUSES);
const day = z.string().meta({ format: 'date' });
const catalogueRef = z.object({ id: uuid, label: z.string(), isActive: z.boolean() });

/** The fields a job's body sets, as a job and its copy answer them. */
const written = {
  title: z.string(),
  description: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  workplace: z.enum(WORKPLACES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
};

/** A job as its pages answer it (employers: their company's; administrators: any). */
export const jobAnswer = z
  .object({
    id: uuid,
    companyId: uuid,
    companyName: z.string(),
    ...written,
    salaryCurrency: z.string(),
    salaryPeriod: z.enum(SALARY_PERIODS),
    skills: z.array(
      z.object({ skillId: uuid, name: z.string(), category: z.string(), importance: z.enum(SKILL_IMPORTANCE), isActive: z.boolean() }),
    ),
    yearsOption: catalogueRef.nullable(),
    educationOption: catalogueRef.nullable(),
    experienceArea: catalogueRef.nullable(),
    benefits: z.array(z.object({ id: uuid, name: z.string(), icon: z.string(), isActive: z.boolean() })),
    positions: z.number().int(),
    closingDate: day.nullable(),
    publicListing: z.boolean().describe('shown on the public job board and to search engines'),
    status: status.describe('the effective status: open or paused past the closing date read as closed'),
    allowedTransitions: z.array(status).describe('where the lifecycle can go from here (empty for closed and filled)'),
    openedAt: timestamp.nullable(),
    closedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Job' });

/** `GET api/jobs/{id}/copy`: a job's fields as the body of a new job (entries no longer offered left out). */
export const jobTemplateAnswer = z.object({
  ...written,
  salaryCurrency: z.enum(CURRENCIES),
  salaryPeriod: z.enum(SALARY_PERIODS),
  skills: z.array(z.object({ skillId: uuid, importance: z.enum(SKILL_IMPORTANCE) })),
  yearsOptionId: uuid.nullable(),
  educationOptionId: uuid.nullable(),
  experienceAreaId: uuid.nullable(),
  benefitIds: z.array(uuid),
  positions: z.number().int(),
  closingDate: day.nullable(),
  publicListing: z.boolean(),
});

const jobSummary = z.object({
  id: uuid,
  companyId: uuid,
  companyName: z.string(),
  title: z.string(),
  status,
  city: z.string(),
  region: z.string(),
  country: z.string(),
  workplace: z.enum(WORKPLACES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  positions: z.number().int(),
  skillCount: z.number().int(),
  closingDate: day.nullable(),
  openedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  candidateCounts: z.record(z.enum([...HIRING_STATUSES, 'all']), z.number().int()).describe("the job's candidates per hiring status"),
});

export const jobListAnswer = z.object({
  items: z.array(jobSummary),
  totalRecords: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z
    .record(z.enum([...JOB_STATUSES, 'all']), z.number().int())
    .describe('per effective status, over the whole company (employer) or the filtered set without the status (admin)'),
});
