import { z } from 'zod';

export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';

/** `GET/PUT api/account/profile`: who the signed-in user is (never the password hash). */
export const profileAnswer = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    uniqueId: z.string(),
    emailVerified: z.boolean(),
  })
  .meta({ id: 'Profile' });

/** A request accepted for later (a link mailed): what the user should do next. */
export const acceptedAnswer = z.object({ message: z.string() });

export const emailConfirmedAnswer = z.object({ purpose: z.enum(['verify', 'change']), email: z.string() });
