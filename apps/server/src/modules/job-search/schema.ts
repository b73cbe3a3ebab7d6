import { z } from 'zod';
import { HIRING_STATUSES } from '@talentmatch/shared/hiring';
import { EMPLOYMENT_TYPE_VALUES, matchBreakdownAnswer, WORKPLACE_VALUES } from '@talentmatch/shared/matching';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

export const idParams = uuidParams('Not a valid job id.');
export const recommendedQuery = z.object({
  limit: z.preprocess(
    (v) => (v === undefined || v === '' ? 6 : v),
    z.coerce.number({ error: 'Limit must be a number.' }).int().min(1, 'Limit must be at least 1.').max(20, 'Limit must be at most 20.'),
  ),
});

const company = { id: uuid, name: z.string(), logoUrl: z.string().nullable() };

/** A job on the candidate's board, with the match for the signed-in candidate. */
const jobCard = {
  id: uuid,
  title: z.string(),
  company: z.object(company),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  workplace: z.enum(WORKPLACE_VALUES),
  employmentType: z.enum(EMPLOYMENT_TYPE_VALUES),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string(),
  salaryPeriod: z.string(),
  closingDate: z.string().meta({ format: 'date' }).nullable(),
  openedAt: timestamp.nullable(),
  skills: z.array(z.object({ id: uuid, name: z.string(), importance: z.enum(['required', 'nice_to_have']) })),
  match: z.number().nullable().describe('the match total for the signed-in candidate (null without a profile)'),
  breakdown: matchBreakdownAnswer.nullable().describe('how the match is made up (null without a profile)'),
};
const jobCardAnswer = z.object(jobCard).meta({ id: 'JobBoardCard' });

export const jobSearchAnswer = z.object({
  items: z.array(jobCardAnswer),
  totalRecords: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const recommendedAnswer = z.object({ items: z.array(jobCardAnswer) });

const option = z.object({ id: uuid, label: z.string() });
export const jobBoardDetailAnswer = z.object({
  ...jobCard,
  description: z.string(),
  positions: z.number().int(),
  yearsOption: option.nullable(),
  educationOption: option.nullable(),
  experienceArea: z.object({ id: uuid, name: z.string() }).nullable(),
  company: z.object({
    ...company,
    description: z.string(),
    website: z.string(),
    location: z.string(),
    size: z.string(),
    industry: z.string(),
  }),
  benefits: z.array(z.object({ id: uuid, name: z.string(), description: z.string(), icon: z.string() })),
  standing: z
    .object({ applicationId: uuid, status: z.enum(HIRING_STATUSES), conversationId: uuid, nextStatuses: z.array(z.enum(HIRING_STATUSES)) })
    .nullable()
    .describe('where the signed-in candidate stands with this job (null: not applied or invited)'),
});
