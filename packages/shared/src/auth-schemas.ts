import { z } from 'zod';
import { acquisitionFields } from './reports.ts';
import { checkPassword } from './password-policy.ts';
import { optionalText, plainText } from './text.ts';

/** Request bodies of the Auth and Account calls (specification §7), shared by the forms and the API. */

export const emailField = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email({ error: 'Enter a valid email address.' }));

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`)
    .refine((v) => !/[<>]/.test(v), { message: `${label} must not contain < or >.` });

export const phoneField = z
  .string()
  .trim()
  .max(30, 'Phone number must be at most 30 characters.')
  .refine((v) => v === '' || /^\+?[0-9 ()\-.]{7,30}$/.test(v), {
    message: 'Enter a valid phone number (digits, spaces, + - ( ) only).',
  })
  .optional()
  .default('');

const passwordField = z.string({ error: 'Password is required.' }).min(1, 'Password is required.');

/** Adds the password policy and the confirmation check to a schema with the given field names. */
function withPasswordRules<T extends z.ZodRawShape>(shape: T, passwordKey: string, confirmKey: string, emailKey?: string) {
  return z.object(shape).superRefine((value: Record<string, unknown>, ctx) => {
    const password = String(value[passwordKey] ?? '');
    const email = emailKey ? String(value[emailKey] ?? '') : undefined;
    for (const message of checkPassword(password, email)) {
      ctx.addIssue({ code: 'custom', path: [passwordKey], message });
    }
    if (value[confirmKey] !== password) {
      ctx.addIssue({ code: 'custom', path: [confirmKey], message: 'Passwords do not match.' });
    }
  });
}

export const loginBody = z.object({
  email: emailField,
  password: passwordField,
  /** asked for after repeated failed logins on the account (problem type captcha-required); '' otherwise */
  captchaToken: z.string().default(''),
});
export type LoginBody = z.infer<typeof loginBody>;

/** `POST api/auth/loginAAD`: the ID token the directory (Microsoft Entra ID) gave the browser; the server verifies it. */
export const directoryLoginBody = z.object({
  msiToken: z.string({ error: 'msiToken is required.' }).trim().min(1, 'msiToken is required.').max(16_384, 'msiToken is too long.'),
});

/** `GET api/auth/directory-link`: whether the signed-in account is connected to a directory (Microsoft) identity. */
export interface DirectoryConnection {
  connected: boolean;
  /** when it was connected (ISO), null when it is not */
  connectedAt: string | null;
}

export const DIRECTORY_LINK_MESSAGES = {
  connected: 'Your Microsoft account is connected. You can now sign in with Microsoft.',
  disconnected: 'Your Microsoft account is disconnected.',
  notVerified: 'We could not verify your Microsoft sign-in. Please try again.',
  takenByAnother: 'This Microsoft account is already connected to another TalentMatch account.',
  alreadyConnected: 'Your account is already connected to a Microsoft account. Disconnect it first.',
  notConnected: 'Your account is not connected to a Microsoft account.',
  signInFirst: 'Log in first, then connect your Microsoft account from Settings.',
} as const;

export const refreshBody = z.object({
  accessToken: z.string().default(''),
  refreshToken: z.string({ error: 'refreshToken is required.' }).min(1, 'refreshToken is required.'),
});

export const registerUserBody = withPasswordRules(
  {
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().default(''),
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    phoneNumber: phoneField,
    captchaToken: z.string().default(''),
    /** set when an employee registers through an invitation link /register/{id} */
    invitationId: z.string().uuid('The invitation link is not valid.').optional(),
    /** where the visitor came from (UTM fields, referring host), kept by the browser since the first landing */
    acquisition: acquisitionFields.optional(),
  },
  'password',
  'confirmPassword',
  'email',
);
export type RegisterUserBody = z.infer<typeof registerUserBody>;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;

/**
 * The company's public text (shown to candidates): one rule at registration and on edit (companyProfileBody extends
 * this object), plain text only, HTML refused (docs/security.md, "Company text").
 */
const companyTextFields = {
  name: plainText('Company name', 150, { required: true }),
  description: optionalText('Description', 5000),
  industry: optionalText('Industry', 100),
  location: optionalText('Location', 200),
};

/** A company's website: "quill-labs.example.com" is taken as https://quill-labs.example.com; empty means none. */
const websiteField = z
  .string({ error: 'Website must be text.' })
  .trim()
  .max(300, 'Website must be at most 300 characters.')
  .transform((v) => (v === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`))
  .refine((v) => v === '' || /^https?:\/\/[^\s<>/]+\.[^\s<>]+$/i.test(v), {
    message: 'Website must be an address such as example.com or https://example.com.',
  })
  .optional()
  .default('');

export const companyRegistration = z.object({
  ...companyTextFields,
  website: websiteField,
  size: z.enum(COMPANY_SIZES, { error: 'Choose a company size.' }),
  nonprofit: z.boolean().optional().default(false),
});
export type CompanyRegistration = z.infer<typeof companyRegistration>;

export const forgotPasswordBody = z.object({
  email: emailField,
  captchaToken: z.string().default(''),
});

export const resetPasswordBody = withPasswordRules(
  {
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().default(''),
    code: z.string({ error: 'The reset code is missing.' }).min(1, 'The reset code is missing.'),
    captchaToken: z.string().default(''),
  },
  'password',
  'confirmPassword',
  'email',
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const profileBody = z.object({
  email: emailField,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  phoneNumber: phoneField,
});
export type ProfileBody = z.infer<typeof profileBody>;

export const updatePasswordBody = withPasswordRules(
  {
    currentPassword: z.string().min(1, 'Current password is required.'),
    newPassword: passwordField,
    confirmPassword: z.string().default(''),
  },
  'newPassword',
  'confirmPassword',
);
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

/** `GET/PUT api/account/profile` answers, and the first fields of `GET api/user/me/` (the answers' schema). */
export const profileAnswer = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  uniqueId: z.string(),
  emailVerified: z.boolean().describe('the address was confirmed through the link mailed at registration (or the account predates that)'),
});
export type Profile = z.infer<typeof profileAnswer>;

/** Changing the sign-in address: the new one and the current password; the change waits for the link sent to it. */
export const emailChangeBody = z.object({
  newEmail: emailField,
  currentPassword: z.string().min(1, 'Current password is required.'),
});
export type EmailChangeBody = z.infer<typeof emailChangeBody>;

/** The token of an email link (verification or change), as it arrives on /confirm-email?token=… */
export const emailConfirmBody = z.object({
  token: z.string().trim().min(1, 'The link is incomplete.').max(200, 'The link is not valid.'),
});

export interface EmailConfirmed {
  purpose: 'verify' | 'change';
  email: string;
}

export const EMAIL_MESSAGES = {
  changeRequested: 'Check your new inbox: the change applies when you follow the link we sent there.',
  verificationSent: 'We sent a new confirmation link to your email address.',
  linkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  sameEmail: 'This is already your email address.',
  useChangeForm: 'Change your email address with the Change email form (it asks for your password).',
  notVerifiedJobs: 'Confirm your email address before publishing jobs: follow the link we sent you, or send a new one from the banner.',
  tooMany: 'Too many requests for this account. Please wait a while and try again.',
} as const;

export interface SelfUser extends Profile {
  id: string;
  roles: string[];
  companyId: string | null;
  companyName: string | null;
  termsAccepted: boolean;
  isImpersonating: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

/** Field errors of a zod failure in the problem-details `errors` shape. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}
