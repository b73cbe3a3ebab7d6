import { z } from 'zod';
import { HIRING_MESSAGES, HIRING_STATUSES, MESSAGE_TEMPLATE_TYPES, TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from './hiring.ts';
import { pageParam, pageSizeParam } from './paging.ts';
import { plainText } from './text.ts';

/**
 * The hiring calls' request bodies and queries (zod schemas), apart from the vocabulary in hiring.ts: a module's
 * schemas are built when it loads, and every signed-in page needs the statuses while only a form needs these.
 */

const templateText = (label: string, max: number) =>
  plainText(label, max, { required: true }).superRefine((value, ctx) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `${HIRING_MESSAGES.templateUnknownPlaceholder} ${unknown.map((n) => `{{${n}}}`).join(', ')}. Allowed: ${TEMPLATE_PLACEHOLDERS.map((p) => `{{${p.name}}}`).join(', ')}.`,
      });
    }
  });

/** PUT api/message/template */
export const messageTemplateBody = z.object({
  type: z.enum(MESSAGE_TEMPLATE_TYPES, { error: 'Unknown template type.' }),
  subject: templateText('Subject', 200),
  body: templateText('Body', 5000),
});
export type MessageTemplateBody = z.input<typeof messageTemplateBody>;

const id = (message: string) => z.string({ error: message }).uuid(message);
const coverMessage = plainText('Message', 5000).optional().default('');

/** POST api/application/{jobId} (candidate) */
export const applyBody = z.object({
  message: coverMessage,
  /** attach the resume of the profile to the application message */
  attachResume: z.boolean({ error: 'attachResume must be true or false.' }).optional().default(false),
});
export type ApplyBody = z.input<typeof applyBody>;

/** POST api/applications/invitations (employer) */
export const inviteBody = z.object({
  jobId: id('Choose one of your open jobs.'),
  candidateId: id('Choose a candidate.'),
  message: coverMessage,
});
export type InviteBody = z.input<typeof inviteBody>;

const movableStatus = z.enum(
  ['InvitationAccepted', 'InvitationRejected', 'ApplicationAccepted', 'ApplicationRejected', 'Withdrawn', 'Hired'],
  {
    error: 'Unknown hiring status.',
  },
);

/** POST api/applications/{id}/status (the side is taken from the caller's role) */
export const hiringStatusBody = z.object({
  status: movableStatus,
  /** with Hired: when this hire fills the job, also reject the candidates still in progress (RejectApplication) */
  rejectRemaining: z.boolean({ error: 'Say yes or no to letting the other candidates know.' }).optional(),
});
export type HiringStatusBody = z.input<typeof hiringStatusBody>;

/** POST api/applications/bulk-status (employer): each row is tried on its own; refused rows are reported */
export const bulkHiringStatusBody = z.object({
  applicationIds: z
    .array(id('Not a valid application.'), { error: 'Choose candidates.' })
    .min(1, 'Choose at least one candidate.')
    .max(100, 'At most 100 candidates at once.'),
  status: z.enum(['ApplicationAccepted', 'ApplicationRejected'], { error: 'Bulk changes accept or reject.' }),
});
export type BulkHiringStatusBody = z.input<typeof bulkHiringStatusBody>;

const page = pageParam();
const pageSize = pageSizeParam(20);

/** A page of a pipeline, of one status or all. */
const pipelinePageQuery = z.object({
  status: z
    .enum([...HIRING_STATUSES, 'all'], { error: 'Unknown hiring status.' })
    .optional()
    .default('all'),
  page,
  pageSize,
});

/** GET api/jobs/{id}/candidates (employer); `candidateId` narrows the list to that candidate's application */
export const jobCandidatesQuery = pipelinePageQuery.extend({
  candidateId: z.uuid({ error: 'Choose a valid candidate.' }).optional(),
});
export type JobCandidatesQuery = z.output<typeof jobCandidatesQuery>;

/** GET api/applications/mine (candidate) */
export const myApplicationsQuery = pipelinePageQuery;
export type MyApplicationsQuery = z.output<typeof myApplicationsQuery>;
