import { z } from 'zod';
import { HIRING_STATUSES } from '@talentmatch/shared/hiring';
import { JOB_STATUSES } from '@talentmatch/shared/jobs';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

/** The id in the path: a job (apply, a job's candidates) or an application. */
export const idParams = uuidParams('Not a valid id.');

const hiringStatus = z.enum(HIRING_STATUSES);
const side = z.enum(['candidate', 'employer']);
const origin = z.enum(['application', 'invitation']);
const jobStatus = z.string().describe(`the job's status today: ${JOB_STATUSES.join(', ')}`);

export const applicationAnswer = z
  .object({
    id: uuid,
    status: hiringStatus,
    origin,
    job: z.object({ id: uuid, title: z.string(), status: jobStatus, companyId: uuid, companyName: z.string() }),
    candidate: z.object({ id: uuid, firstName: z.string(), lastName: z.string(), headline: z.string() }),
    conversationId: uuid.describe("the job's conversation between the candidate and the company"),
    createdAt: timestamp,
    updatedAt: timestamp,
    history: z.array(
      z.object({
        from: hiringStatus.nullable(),
        to: hiringStatus,
        at: timestamp,
        by: z.object({ id: uuid.nullable(), name: z.string(), side }),
      }),
    ),
    nextStatuses: z.array(hiringStatus).describe('the moves the caller may make now'),
    candidateDeleted: z.boolean().describe('the candidate deleted their account: the application is closed'),
  })
  .meta({ id: 'Application' });

export const hiringStepAnswer = applicationAnswer.extend({
  jobFilled: z.boolean().describe("this hire reached the job's positions and the job became filled"),
  remainingRejected: z.number().int().describe('candidates told by the rejection message in the same step'),
});

export const applicationListAnswer = z.object({
  items: z.array(applicationAnswer),
  totalRecords: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const bulkHiringAnswer = z.object({
  updated: z.array(applicationAnswer),
  refused: z.array(z.object({ applicationId: uuid, message: z.string() })),
});

export const pipelineActivityAnswer = z.array(
  z.object({
    applicationId: uuid,
    jobId: uuid,
    jobTitle: z.string(),
    candidate: z.object({ id: uuid, name: z.string() }),
    from: hiringStatus.nullable(),
    to: hiringStatus,
    side,
    at: timestamp,
  }),
);

export const jobCandidateListAnswer = z.object({
  job: z.object({ id: uuid, title: z.string(), status: jobStatus, positions: z.number().int() }),
  items: z.array(
    z.object({
      applicationId: uuid,
      status: hiringStatus,
      origin,
      candidate: z.object({
        id: uuid,
        firstName: z.string(),
        lastName: z.string(),
        headline: z.string(),
        city: z.string(),
        country: z.string(),
        score: z.number(),
      }),
      match: z.number().nullable().describe('the match total against this job (null without profile data to match)'),
      conversationId: uuid,
      updatedAt: timestamp,
      nextStatuses: z.array(hiringStatus),
      candidateDeleted: z.boolean(),
    }),
  ),
  totalRecords: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object(Object.fromEntries([...HIRING_STATUSES, 'all'].map((s) => [s, z.number().int()]))).describe('candidates per status'),
});
