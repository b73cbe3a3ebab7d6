import { hiringStatusBody } from '@talentmatch/shared/hiring-requests';
import { HIRING_STATUSES } from '@talentmatch/shared/hiring';
import { EMPLOYMENT_TYPES, JOB_STATUSES, jobBody, SALARY_PERIODS, SKILL_IMPORTANCE, WORKPLACES } from '@talentmatch/shared/jobs';
import { z } from 'zod';
import { candidateDetailAnswer } from '../candidate-search/service.ts';

/**
 * The request and answer schemas of the public API (/api/v1, docs/integrations.md), one named export each, so the
 * routes can declare them for the OpenAPI document.
 */

const cursor = z.string({ error: 'The cursor is not valid.' }).max(200, 'The cursor is not valid.').optional();
const limit = z.coerce
  .number({ error: 'The limit must be a number.' })
  .int('The limit must be a whole number.')
  .min(1, 'The limit is at least 1.')
  .max(100, 'The limit is at most 100.')
  .optional()
  .default(25);
const updatedSince = z.iso
  .datetime({ offset: true, error: 'updated_since must be a date and time in ISO 8601 (2026-01-31T09:00:00Z).' })
  .optional();

export const v1JobListQuery = z.object({
  cursor,
  limit,
  updated_since: updatedSince,
  status: z.enum(JOB_STATUSES, { error: `The status is one of ${JOB_STATUSES.join(', ')}.` }).optional(),
});

export const v1ApplicationListQuery = z.object({
  cursor,
  limit,
  updated_since: updatedSince,
  status: z.enum(HIRING_STATUSES, { error: `The status is one of ${HIRING_STATUSES.join(', ')}.` }).optional(),
});

export const v1IdParams = z.object({ id: z.uuid({ error: 'The id is not valid.' }) });

/** POST /api/v1/jobs and PUT /api/v1/jobs/{id}: the web's job form, the same rules. */
export const v1JobBody = jobBody;

/** POST /api/v1/applications/{id}/status: the same moves as the web's pipeline. */
export const v1ApplicationStatusBody = hiringStatusBody;

export const v1IdempotencyKey = z
  .string()
  .min(1, 'The Idempotency-Key header must not be empty.')
  .max(255, 'The Idempotency-Key header is at most 255 characters.');

const isoTime = z.string().meta({ format: 'date-time' }).describe('ISO 8601, UTC');
const catalogueRef = z.object({ id: z.uuid(), label: z.string(), isActive: z.boolean() }).nullable();

export const v1Job = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  title: z.string(),
  description: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  workplace: z.enum(WORKPLACES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string(),
  salaryPeriod: z.enum(SALARY_PERIODS),
  skills: z.array(
    z.object({ skillId: z.uuid(), name: z.string(), category: z.string(), importance: z.enum(SKILL_IMPORTANCE), isActive: z.boolean() }),
  ),
  yearsOption: catalogueRef,
  educationOption: catalogueRef,
  experienceArea: catalogueRef,
  benefits: z.array(z.object({ id: z.uuid(), name: z.string(), icon: z.string(), isActive: z.boolean() })),
  positions: z.number().int(),
  closingDate: z.string().nullable().describe('YYYY-MM-DD: the last day applications are taken'),
  publicListing: z.boolean().describe('shown on the public job board'),
  status: z.enum(JOB_STATUSES).describe('the effective status: open or paused past the closing date reads as closed'),
  allowedTransitions: z.array(z.enum(JOB_STATUSES)),
  openedAt: isoTime.nullable(),
  closedAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const v1ApplicationSummary = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  status: z.enum(HIRING_STATUSES),
  origin: z.enum(['application', 'invitation']),
  candidate: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), headline: z.string() }),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const v1Application = v1ApplicationSummary.extend({
  history: z.array(z.object({ from: z.enum(HIRING_STATUSES).nullable(), to: z.enum(HIRING_STATUSES), at: isoTime })),
  nextStatuses: z.array(z.enum(HIRING_STATUSES)).describe('the moves the company may make now'),
  candidateDeleted: z.boolean().describe('the candidate deleted their account: nothing moves any more'),
});

/** What the company sees of a candidate who applied or was invited, as in the web app (no resume or photo link). */
export const v1Candidate = candidateDetailAnswer.omit({ photoToken: true, trainingCompleted: true, resume: true }).extend({
  resume: z.object({ fileName: z.string(), contentType: z.string() }).nullable(),
});

/** A page: the items and the cursor of the next page (null on the last one). */
export const v1Page = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable().describe('pass it as `cursor` for the next page') });
