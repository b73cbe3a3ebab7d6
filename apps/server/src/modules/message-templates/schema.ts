import { z } from 'zod';
import { MESSAGE_TEMPLATE_TYPES } from '@talentmatch/shared/hiring';
import { timestamp } from '../../platform/api-schema.ts';

export const messageTemplateAnswer = z
  .object({
    type: z.enum(MESSAGE_TEMPLATE_TYPES),
    set: z.enum(['candidate', 'employer']).describe('which side of the hiring steps posts it'),
    subject: z.string(),
    body: z.string(),
    updatedAt: timestamp,
  })
  .meta({ id: 'MessageTemplate' });

export const messageTemplateListAnswer = z.object({
  templates: z.array(messageTemplateAnswer),
  placeholders: z.array(z.object({ name: z.string(), description: z.string(), sample: z.string() })),
});
