import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

/** The rules as shown beside the password field. */
export const PASSWORD_RULES = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'Not the same as your email address',
  'Not a commonly used password',
] as const;

/** Returns the broken rules as messages; an empty list means the password is acceptable. */
export function checkPassword(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  }
  const lowered = password.toLowerCase();
  if (email) {
    const mail = email.trim().toLowerCase();
    const local = mail.split('@')[0] ?? '';
    if (lowered === mail || (local.length >= 4 && lowered === local)) {
      problems.push('Password must not be your email address.');
    }
  }
  if (COMMON_PASSWORDS.has(lowered)) {
    problems.push('This password is too common; choose one that is harder to guess.');
  }
  return problems;
}
