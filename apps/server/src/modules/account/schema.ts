import { z } from 'zod';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

/** A request accepted for later (a link mailed): what the user should do next. */
export const acceptedAnswer = z.object({ message: z.string() });

export const emailConfirmedAnswer = z.object({ purpose: z.enum(['verify', 'change']), email: z.string() });
