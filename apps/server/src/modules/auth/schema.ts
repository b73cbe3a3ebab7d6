import { z } from 'zod';
import { uuidParams } from '../../platform/params.ts';

export const invitationParams = uuidParams('The invitation link is not valid.');
export const captchaQuery = z.object({ token: z.string().default('') });

export const INVALID_CREDENTIALS = 'The email or password is incorrect.';
export const ACCOUNT_LOCKED = 'This account is locked. Please contact support.';
export const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
export const FORGOT_ACCEPTED = 'If an account exists for this email, a reset link is on its way.';
export const REGISTRATION_CLOSED = 'Registration is currently closed.';
export const INVITATION_WRONG_EMAIL = 'This invitation was sent to a different email address.';
export const INVITATION_EMPLOYER_ONLY = 'Invitations are for employer accounts.';
export const COMPANY_JSON_INVALID = 'The company details are missing or not valid JSON.';
export const MULTIPART_REQUIRED = 'Send the company as multipart/form-data with a "company" part.';
export const DIRECTORY_LOGIN_NOT_CONFIGURED = 'Directory login is not set up on this site.';

export const tokenPairAnswer = z.object({ token: z.string().describe('the access token (JWT)'), refreshToken: z.string() });
export const loginAnswer = tokenPairAnswer
  .extend({ activeSurvey: z.string().nullable().describe('id of a survey the user has not answered yet') })
  .meta({ id: 'LoginResponse' });
export const directoryConnectionAnswer = z.object({
  connected: z.boolean(),
  connectedAt: z.string().nullable().describe('when it was connected (ISO), null when it is not'),
});
