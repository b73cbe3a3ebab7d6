/**
 * The specification's message catalogue (§8), word for word, spacing included.
 * Texts the specification leaves open are marked "decided" and listed in docs/decisions.md.
 */
export const HTTP_MESSAGES = {
  network: 'We are unable to contact the server, please wait a moment and try again.',
  cancelled: 'We the connection was cancelled.  Please try again.',
  notFound: 'The requested endpoint does not exist.',
  unauthorized: 'You are not authorized to perform this operation.',
  methodNotAllowed: 'Route found but the method is not supported.',
  noResponse: 'The server is not responding, please wait a moment and try again.',
} as const;

export const SESSION_MESSAGES = {
  expired: 'Your session has expired. Please log in again.',
  refreshError: 'An error occurred while refreshing your session. Please log in again.',
  refreshStuck: 'We have encountered an error while trying to process your request.  Please reload your webpage and try again.',
  loginFailed: 'An error occurred while logging in. Please try again or contact support.',
  directoryLoginFailed: 'Sorry, we were unable to log you in.',
  configFailed: 'We are experiencing issues. Please try again shortly.',
} as const;

/** Texts the specification says exist but does not word (decided). */
export const ACTION_MESSAGES = {
  fetchProfile: 'An error occurred while fetching your profile.',
  register: 'An error occurred while registering.',
  acceptTerms: 'An error occurred while accepting the terms of use.',
  declineTerms: 'An error occurred while declining the terms of use.',
  updatePassword: 'An error occurred while updating your password.',
  saveProfile: 'An error occurred while saving your profile.',
  sendResetLink: 'An error occurred while sending the reset link.',
  resetPassword: 'An error occurred while resetting your password.',
  fetchSubscriptionStatus: 'An error occurred while fetching the subscription status.',
  deleteAccount: 'An error occurred while deleting your account.',
} as const;

/** Refresh polling while another tab or request refreshes the token (§9). */
export const REFRESH_WAIT = { polls: 10, intervalMs: 3000 } as const;

/** Captcha script-load poll delay (§9). */
export const CAPTCHA_POLL_MS = 25;
