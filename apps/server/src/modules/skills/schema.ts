import { z } from 'zod';
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
