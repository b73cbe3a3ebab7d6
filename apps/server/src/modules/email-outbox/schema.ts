import { z } from 'zod';
import { OUTBOX_EMAIL_STATUSES, OUTBOX_MESSAGES } from '@talentmatch/shared/outbox';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

export const outboxEmailIdParams = uuidParams(OUTBOX_MESSAGES.badId);

const status = z.enum(OUTBOX_EMAIL_STATUSES);
export const outboxEmailAnswer = z
  .object({
    id: uuid,
    to: z.string(),
    subject: z.string(),
    status,
    attempts: z.number().int(),
    error: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    sentAt: timestamp.nullable(),
    text: z
      .string()
      .optional()
      .describe('a logged mail on a development or test server without SMTP only: the whole text with its one-time link'),
  })
  .meta({ id: 'OutboxEmail' });

export const outboxEmailListAnswer = z.object({
  items: z.array(outboxEmailAnswer),
  totalRecords: z.number().int(),
  counts: z.record(status, z.number().int()).describe('emails per status, over the whole outbox'),
});
