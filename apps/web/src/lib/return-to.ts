/**
 * Where a visitor was going when they were sent to sign up: Apply on a public job page leads to registration, and
 * the way back must survive the registration, the terms and the email confirmation (which may open in another tab).
 * Kept in localStorage for a week; the confirmation page leads there and forgets it.
 */
const KEY = 'talentmatch.returnTo';
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export function rememberReturnTo(path: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // storage refused (private mode): the way back works in this tab only
  }
}

/** The remembered address, or null (none, or older than a week). Call only in the browser (effects, handlers). */
export function rememberedReturnTo(): string | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (!value || typeof value.path !== 'string' || typeof value.at !== 'number' || Date.now() - value.at > KEPT_MS) return null;
    return value.path;
  } catch {
    return null;
  }
}

export function forgetReturnTo(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
