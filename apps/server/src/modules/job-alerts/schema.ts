import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '@talentmatch/shared/jobs';
import { timestamp, uuid } from '../../platform/api-schema.ts';

export const jobAlertAnswer = z
  .object({
    id: uuid,
    keywords: z.string(),
    location: z.string(),
    remote: z.boolean(),
    employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
    frequency: z.enum(['daily', 'weekly']),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'JobAlert' });

export const jobAlertListAnswer = z.object({ items: z.array(jobAlertAnswer) });

/** What a visitor's subscribe, confirm and unsubscribe calls answer: the sentence the page shows. */
export const jobAlertMessageAnswer = z.object({ message: z.string() });

/**
 * The unsubscribe call's body, documented only: the unsubscribe page posts JSON `{ token }`; a mail client's one-click
 * POST is a form (`List-Unsubscribe=One-Click`) with the token in the query. The route reads the token from either.
 */
export const unsubscribeBodyDoc = z
  .custom<unknown>(() => true)
  .meta({
    type: 'object',
    properties: { token: { type: 'string' } },
    description: 'JSON `{ token }`, or the one-click form `List-Unsubscribe=One-Click` with the token in the query',
  });
