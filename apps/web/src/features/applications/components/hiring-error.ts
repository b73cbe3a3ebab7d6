import { ApiError, errorMessage, formatFieldErrors } from '../../../lib/http-client.ts';

/**
 * The text of a refused hiring request as the server wrote it: a 409 (already applied, move not
 * allowed) or 400 (job not open, no resume) says exactly what is wrong; anything else is the
 * catalogue's message.
 */
export function hiringErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    const errors = error.problem?.errors;
    if (errors && Object.keys(errors).length > 0) return formatFieldErrors(errors);
    if (error.problem?.detail) return error.problem.detail;
  }
  return errorMessage(error, fallback);
}
