/** RFC 9457 problem details: the one error shape of the API. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** field name → messages; present on 400 validation problems */
  errors?: Record<string, string[]>;
}

/**
 * Problem types the web acts on (everything else is `about:blank`, told apart by its status).
 * Relative URIs: they name the kind of problem, they are not pages.
 */
export const PROBLEM_TYPES = {
  /** 403: the signed-in user has not accepted the current terms version; the web goes to /termsofuse */
  termsNotAccepted: '/problems/terms-not-accepted',
  /** 403: the action needs a verified email address (publishing a job) */
  emailNotVerified: '/problems/email-not-verified',
  /** 400: the login needs a solved captcha (`captchaToken`) after repeated failures on the account */
  captchaRequired: '/problems/captcha-required',
} as const;

export const TERMS_NOT_ACCEPTED = 'Please accept the current terms of use to continue.';

export const CAPTCHA_REQUIRED_DETAIL = 'Please complete the verification to log in.';
