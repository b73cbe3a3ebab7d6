import { z } from 'zod';

export const benefitIdParams = z.object({ id: z.string().uuid('Not a valid benefit id.') });
