import { z } from 'zod';
import { FEEDBACK_STATUSES } from '@talentmatch/shared/feedback';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

export const feedbackIdParams = uuidParams('Not a valid feedback id.');
export const candidateIdParams = uuidParams('Not a valid candidate id.');

const rating = z.number();
const ratings = z.object({
  overall: rating,
  skillsAsClaimed: rating,
  communication: rating,
  professionalism: rating,
  reliability: rating,
  wouldHireAgain: z.boolean(),
  comment: z.string(),
});
const person = { id: uuid, firstName: z.string(), lastName: z.string() };

export const feedbackAnswer = z
  .object({
    id: uuid,
    status: z.enum(FEEDBACK_STATUSES),
    reason: z.enum(['hired', 'accepted', 'interview']),
    candidate: z.object(person),
    job: z.object({ id: uuid, title: z.string() }),
    company: z.object({ id: uuid, name: z.string() }),
    interviewId: uuid.nullable().describe("an interview's task: the interview it is for"),
    interviewerId: uuid.nullable().describe("an interview's task: the interviewer who gives it"),
    ratings: ratings.nullable().describe('null while pending'),
    submittedBy: z.object(person).nullable(),
    submittedAt: timestamp.nullable(),
    reviewedAt: timestamp.nullable(),
    rejectionReason: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'Feedback' });

export const feedbackListAnswer = z.object({ items: z.array(feedbackAnswer), totalRecords: z.number().int() });

export const feedbackSummaryAnswer = z
  .object({ average: z.number().nullable(), count: z.number().int() })
  .describe('the average and the count, never the comments');

export const ownFeedbackAnswer = z.object({
  summary: feedbackSummaryAnswer,
  items: z.array(z.object({ id: uuid, companyName: z.string(), jobTitle: z.string(), ratings, approvedAt: timestamp })),
});

export const adminCandidateFeedbackAnswer = z.object({
  candidate: z.object({ ...person, email: z.string() }),
  summary: feedbackSummaryAnswer,
  items: z.array(feedbackAnswer),
});
