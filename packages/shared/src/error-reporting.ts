/**
 * Error reporting (Sentry) settings of specification §8 and §9, shared by the server and the browser.
 * Nothing here talks to the SDK: the two sides turn these values into their own init options.
 */

/** §9: "Environment: production." */
export const ERROR_REPORTING_ENVIRONMENT = 'production';

/** §9: "Error tracing sample rate 0.1." */
export const TRACES_SAMPLE_RATE = 0.1;

/** §9: "Replay sampling is 0.1 normally and 1 when an error occurs." */
export const REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1;

/** §9: "Replay masks all inputs but not text or media." */
export const REPLAY_PRIVACY = { maskAllInputs: true, maskAllText: false, blockAllMedia: false } as const;

/**
 * §8: the noise the error-reporting layer ignores: a non-error promise rejection and the two
 * resize-observer loop messages (Chrome's older and newer wording). Matched as substrings of the message.
 */
export const IGNORED_ERRORS: readonly (string | RegExp)[] = [
  // the SDK's wording for a rejection with a primitive, and (newer SDKs) with a plain object
  /Non-Error promise rejection captured|Object captured as promise rejection/,
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
];

/** True when a message is one of the ignored noise errors (the SDK applies the same list itself). */
export function isIgnoredError(message: string): boolean {
  return IGNORED_ERRORS.some((pattern) => (typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message)));
}

/**
 * The ingest origin of a DSN (`https://public@o1.ingest.sentry.io/42` → `https://o1.ingest.sentry.io`), which the
 * browser's content security policy must allow; undefined for anything that is not an http(s) DSN with a key and project.
 */
export function dsnIngestOrigin(dsn: string | undefined | null): string | undefined {
  const value = (dsn ?? '').trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!url.username || !/^\/(.*\/)?\d+$/.test(url.pathname)) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}
