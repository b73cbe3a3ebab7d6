import { describe, expect, it } from 'vitest';
import {
  dsnIngestOrigin,
  ERROR_REPORTING_ENVIRONMENT,
  isIgnoredError,
  REPLAY_ON_ERROR_SAMPLE_RATE,
  REPLAY_PRIVACY,
  REPLAY_SESSION_SAMPLE_RATE,
  TRACES_SAMPLE_RATE,
} from './error-reporting.ts';

describe('error reporting settings (specification §8, §9)', () => {
  it('samples traces at 0.1, replays at 0.1 and 1 with an error, in the production environment', () => {
    expect(TRACES_SAMPLE_RATE).toBe(0.1);
    expect(REPLAY_SESSION_SAMPLE_RATE).toBe(0.1);
    expect(REPLAY_ON_ERROR_SAMPLE_RATE).toBe(1);
    expect(ERROR_REPORTING_ENVIRONMENT).toBe('production');
  });

  it('masks all inputs but not text or media', () => {
    expect(REPLAY_PRIVACY).toEqual({ maskAllInputs: true, maskAllText: false, blockAllMedia: false });
  });

  it('ignores the non-error promise rejection and the two resize-observer loop messages, nothing else', () => {
    expect(isIgnoredError('Non-Error promise rejection captured with value: undefined')).toBe(true);
    expect(isIgnoredError('Object captured as promise rejection with keys: code, reason')).toBe(true);
    expect(isIgnoredError('ResizeObserver loop limit exceeded')).toBe(true);
    expect(isIgnoredError('Error: ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isIgnoredError('TypeError: Cannot read properties of undefined')).toBe(false);
    expect(isIgnoredError('ResizeObserver is not defined')).toBe(false);
  });

  it('finds the ingest origin of a DSN', () => {
    expect(dsnIngestOrigin('https://abc123@o42.ingest.sentry.io/4500')).toBe('https://o42.ingest.sentry.io');
    expect(dsnIngestOrigin('http://publickey@127.0.0.1:9100/1')).toBe('http://127.0.0.1:9100');
    expect(dsnIngestOrigin('https://key@sentry.example.com/sub/path/7')).toBe('https://sentry.example.com');
    for (const bad of ['', '   ', undefined, null, 'not a url', 'https://o42.ingest.sentry.io/1', 'ftp://k@h/1', 'https://k@h/project']) {
      expect(dsnIngestOrigin(bad)).toBeUndefined();
    }
  });
});
