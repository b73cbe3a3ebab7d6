import { z } from 'zod';
import { emailField, profileAnswer } from '@talentmatch/shared/auth-schemas';
import { timestamp, uuid } from '../../platform/api-schema.ts';

export const existsParams = z.object({ email: emailField });

/** `GET api/user/me`: the signed-in user's own account (never the password hash). */
export const selfAnswer = profileAnswer
  .extend({
    id: uuid,
    roles: z.array(z.string()),
    companyId: uuid.nullable(),
    companyName: z.string().nullable(),
    termsAccepted: z.boolean(),
    isImpersonating: z.boolean(),
    createdAt: timestamp,
    lastLoginAt: timestamp.nullable(),
  })
  .meta({ id: 'SelfUser' });
