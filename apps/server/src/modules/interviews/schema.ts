import { z } from 'zod';
import { INTERVIEW_KINDS, INTERVIEW_STATUSES } from '@talentmatch/shared/interviews';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

/** The id in the path: an application (propose, list) or an interview. */
export const idParams = uuidParams('Not a valid id.');

export const interviewAnswer = z
  .object({
    id: uuid,
    applicationId: uuid,
    jobId: uuid,
    jobTitle: z.string(),
    companyId: uuid,
    candidateId: uuid,
    candidateName: z.string(),
    kind: z.enum(INTERVIEW_KINDS),
    durationMinutes: z.number().int(),
    location: z.string(),
    note: z.string(),
    status: z.enum(INTERVIEW_STATUSES),
    startsAt: timestamp.nullable(),
    endsAt: timestamp.nullable(),
    sequence: z.number().int().describe("the calendar file's revision"),
    otherTimesNote: z.string(),
    cancelReason: z.string(),
    interviewers: z.array(z.object({ id: uuid, name: z.string() })),
    slots: z
      .array(z.object({ id: uuid, startsAt: timestamp, endsAt: timestamp }))
      .describe('the proposed starts while one is still to be picked; empty once confirmed or cancelled'),
  })
  .meta({ id: 'Interview' });

export const interviewListAnswer = z.array(interviewAnswer);

export const interviewConflictsAnswer = z.object({
  conflicts: z.array(
    z.object({
      slotStartsAt: timestamp,
      interviewerId: uuid,
      interviewerName: z.string(),
      interviewId: uuid,
      startsAt: timestamp,
      endsAt: timestamp,
      confirmed: z.boolean().describe('confirmed, or still a proposed slot'),
    }),
  ),
});
