import { z } from 'zod';
import { FEEDBACK_STATUSES } from './feedback.ts';
import { pageParam, pageSizeParam } from './paging.ts';
import { plainText } from './text.ts';

/**
 * The feedback calls' request bodies and queries (zod schemas), apart from the vocabulary in feedback.ts: a module's
 * schemas are built when it loads, and every employer and administrator page shows the pending count while only a
 * form needs these.
 */

const rating = (label: string) =>
  z.coerce
    .number({ error: `${label} is required.` })
    .int(`${label} must be a whole number from 1 to 5.`)
    .min(1, `${label} must be from 1 to 5.`)
    .max(5, `${label} must be from 1 to 5.`);

const uuid = (label: string) => z.string({ error: `${label} is required.` }).uuid(`Not a valid ${label.toLowerCase()}.`);

/** `POST api/feedback`: give (or, after a rejection, resubmit) the feedback for a candidate and job. */
export const feedbackBody = z.object({
  candidateId: uuid('Candidate'),
  jobId: uuid('Job'),
  /** an interview's feedback (the interviewer's own task) rather than the hire's */
  interviewId: uuid('Interview').optional(),
  overall: rating('Overall rating'),
  skillsAsClaimed: rating('Skills as claimed'),
  communication: rating('Communication'),
  professionalism: rating('Professionalism'),
  reliability: rating('Reliability'),
  wouldHireAgain: z.boolean({ error: 'Say whether you would hire this candidate again.' }),
  comment: plainText('Comment', 2000, { required: true }),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

export const feedbackTaskQuery = z.object({
  candidateId: uuid('Candidate'),
  jobId: uuid('Job'),
  interviewId: uuid('Interview').optional(),
});

export const rejectFeedbackBody = z.object({ reason: plainText('Reason', 1000, { required: true }) });

const page = pageParam();
const pageSize = pageSizeParam(25);
const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .optional();

export const employerFeedbackQuery = z.object({
  view: z.enum(['pending', 'given', 'all'], { error: 'view must be pending, given or all.' }).optional().default('all'),
  page,
  pageSize,
});

export const adminFeedbackQuery = z.object({
  status: z.enum(FEEDBACK_STATUSES, { error: 'Choose a valid status.' }).optional(),
  companyId: uuid('Company').optional(),
  candidateId: uuid('Candidate').optional(),
  /** the overall rating, exactly */
  rating: z.coerce
    .number({ error: 'Rating must be a number.' })
    .int()
    .min(1, 'Rating must be from 1 to 5.')
    .max(5, 'Rating must be from 1 to 5.')
    .optional(),
  from: isoDate('From'),
  to: isoDate('To'),
  search: z.string().trim().max(100, 'Search must be at most 100 characters.').optional().default(''),
  page,
  pageSize,
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuery>;
