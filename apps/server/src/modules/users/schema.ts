import { z } from 'zod';
import { emailField } from '@talentmatch/shared/auth-schemas';
import { timestamp, uuid } from '../../platform/api-schema.ts';

export const existsParams = z.object({ email: emailField });

/** `GET api/user/me`: the signed-in user's own account (never the password hash). */
export const selfAnswer = z
  .object({
    id: uuid,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    uniqueId: z.string(),
    emailVerified: z.boolean(),
    roles: z.array(z.string()),
    companyId: uuid.nullable(),
    companyName: z.string().nullable(),
    termsAccepted: z.boolean(),
    isImpersonating: z.boolean(),
    createdAt: timestamp,
    lastLoginAt: timestamp.nullable(),
  })
  .meta({ id: 'SelfUser' });
