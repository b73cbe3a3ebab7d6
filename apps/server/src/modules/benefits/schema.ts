import { z } from 'zod';
import { uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

export const benefitIdParams = uuidParams('Not a valid benefit id.');

export const benefitAnswer = z
  .object({
    id: uuid,
    name: z.string(),
    description: z.string(),
    icon: z.string(),
    sortOrder: z.number().int(),
    isActive: z.boolean(),
    companyCount: z.number().int().describe('companies offering it (administrators only; 0 for others)'),
  })
  .meta({ id: 'Benefit' });

export const benefitListAnswer = z.object({ items: z.array(benefitAnswer), totalRecords: z.number().int() });
