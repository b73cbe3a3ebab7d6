import { z } from 'zod';
import { timestamp, uuid } from '../../platform/api-schema.ts';
import { uuidParams } from '../../platform/params.ts';

export const skillIdParams = uuidParams('Not a valid skill id.');

export const skillListQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
  category: z.string().trim().max(80).optional().default(''),
  status: z.enum(['active', 'inactive', 'all'], { error: 'status must be active, inactive or all.' }).optional().default('active'),
  page: z.coerce.number().int().min(1).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(500).optional().default(50),
});
export type SkillListQuery = z.infer<typeof skillListQuery>;

export const skillAnswer = z
  .object({
    id: uuid,
    name: z.string(),
    category: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    mergedIntoId: uuid.nullable().describe('set when this skill was merged into another (it is then inactive)'),
    candidateCount: z.number().int(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Skill' });

export const skillListAnswer = z.object({ items: z.array(skillAnswer), totalRecords: z.number().int() });

export const skillCategoriesAnswer = z.array(z.string());
