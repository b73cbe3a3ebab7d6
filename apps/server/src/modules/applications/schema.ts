import { z } from 'zod';

/** The id in the path: a job (apply, a job's candidates) or an application. */
export const idParams = z.object({ id: z.string().uuid('Not a valid id.') });
