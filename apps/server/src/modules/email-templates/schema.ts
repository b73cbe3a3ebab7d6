import { z } from 'zod';
import { ANNOUNCEMENT_AUDIENCES } from '@talentmatch/shared/email-templates';
import { timestamp, uuid } from '../../platform/api-schema.ts';

export const emailTemplateAnswer = z
  .object({
    id: uuid,
    key: z.string(),
    kind: z.enum(['system', 'announcement']),
    name: z.string(),
    description: z.string(),
    subject: z.string(),
    body: z.string().describe('markdown with {{placeholders}}'),
    placeholders: z.array(z.object({ name: z.string(), description: z.string(), sample: z.string() })),
    customised: z.boolean().describe('system templates: subject and body differ from the built-in default'),
    security: z.boolean().describe('a security mail its recipient cannot switch off'),
    updatedAt: timestamp,
  })
  .meta({ id: 'EmailTemplate' });

export const emailPreviewAnswer = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const testEmailAnswer = z.object({ to: z.string().describe("the administrator's address the test went to") });

export const announcementAnswer = z
  .object({
    id: uuid,
    templateId: uuid,
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    total: z.number().int(),
    sent: z.number().int(),
    skipped: z.number().int(),
    createdAt: timestamp,
    finishedAt: timestamp.nullable(),
  })
  .meta({ id: 'Announcement' });

/**
 * A template's subject and body, documented only: which placeholders they may use depends on the template, so the
 * service checks them once it has loaded the template (404 for an unknown one comes first).
 */
export const templateContentDoc = (description: string) =>
  z
    .custom<unknown>(() => true)
    .meta({
      type: 'object',
      properties: { subject: { type: 'string', maxLength: 200 }, body: { type: 'string', maxLength: 20_000 } },
      description,
    });

export const unsubscribeQuery = z.object({ u: z.string().uuid('This unsubscribe link is not valid.'), t: z.string().min(1).max(100) });

/** The unsubscribe link's query, documented only: a bad link answers the page that says so, not a problem. */
export const unsubscribeQueryDoc = z.object({
  u: z
    .custom<unknown>(() => true)
    .meta({ type: 'string', format: 'uuid', description: 'the user' })
    .optional(),
  t: z
    .custom<unknown>(() => true)
    .meta({ type: 'string', description: "the link's signature" })
    .optional(),
});
