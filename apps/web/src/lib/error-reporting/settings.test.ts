import { describe, expect, it } from 'vitest';
import { browserInitOptions, replayOptions, scrubBreadcrumb, scrubBrowserEvent, withoutQuery } from './settings.ts';

describe('browser error-reporting settings (specification §8, §9)', () => {
  it('traces 0.1 of page loads, replays 0.1 of sessions and every session with an error, in production', () => {
    expect(browserInitOptions('http://k@127.0.0.1:1/1')).toMatchObject({
      dsn: 'http://k@127.0.0.1:1/1',
      environment: 'production',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('masks all inputs in a replay but neither text nor media', () => {
    expect(replayOptions()).toEqual({ maskAllInputs: true, maskAllText: false, blockAllMedia: false });
  });

  it('ignores the non-error promise rejection and the two resize-observer loop messages', () => {
    const { ignoreErrors } = browserInitOptions('http://k@h/1');
    const ignored = (message: string) => ignoreErrors.some((p) => (typeof p === 'string' ? message.includes(p) : p.test(message)));
    expect(ignoreErrors).toHaveLength(3);
    expect(ignored('Non-Error promise rejection captured with value: 42')).toBe(true);
    expect(ignored('ResizeObserver loop limit exceeded')).toBe(true);
    expect(ignored('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(ignored('TypeError: x is undefined')).toBe(false);
  });

  it('sends page and request addresses without their query, and no user, cookies, headers or body', () => {
    expect(withoutQuery('https://site.test/reset-password?code=123456&email=a@b.c')).toBe('https://site.test/reset-password');
    expect(withoutQuery('/jobs#top')).toBe('/jobs');
    const event = scrubBrowserEvent({
      request: { url: 'https://site.test/register/abc?utm_source=x', headers: { Referer: 'https://site.test/?token=1' }, cookies: 'a=b' },
      user: { email: 'someone@example.com' },
    });
    expect(event).toEqual({ request: { url: 'https://site.test/register/abc' } });
    expect(scrubBreadcrumb({ data: { url: '/api/candidates/1/resume?token=secret', method: 'GET' } }).data).toEqual({
      url: '/api/candidates/1/resume',
      method: 'GET',
    });
    expect(scrubBreadcrumb({ data: { from: '/a?x=1', to: '/b?y=2' } }).data).toEqual({ from: '/a', to: '/b' });
  });
});
