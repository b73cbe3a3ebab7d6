import { CAPTCHA_POLL_MS } from '@talentmatch/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_ELEMENT, CAPTCHA_STYLESHEET, captchaScript, loadCaptchaScript, loadCaptchaStylesheet } from './captcha-loader.ts';

let defined = false;

beforeEach(() => {
  vi.useFakeTimers();
  captchaScript.resetForTests();
  defined = false;
  vi.spyOn(customElements, 'get').mockImplementation((name: string) =>
    name === CAPTCHA_ELEMENT && defined ? class extends HTMLElement {} : undefined,
  );
  for (const s of document.head.querySelectorAll('script, link')) s.remove();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('captcha script states (§4)', () => {
  it('inserts the script once and waits', () => {
    loadCaptchaScript('/altcha.js', 1000);
    loadCaptchaScript('/altcha.js', 1000);
    expect(captchaScript.get()).toBe('waiting');
    expect(document.head.querySelectorAll('script[src="/altcha.js"]')).toHaveLength(1);
    // ALTCHA's "external" build is an ES module
    expect(document.head.querySelector('script[src="/altcha.js"]')?.getAttribute('type')).toBe('module');
  });

  it('links the widget stylesheet, a plain file, once', () => {
    loadCaptchaStylesheet();
    loadCaptchaStylesheet();
    const links = document.head.querySelectorAll(`link[rel="stylesheet"][href="${CAPTCHA_STYLESHEET}"]`);
    expect(links).toHaveLength(1);
    expect(CAPTCHA_STYLESHEET).toBe('/altcha.css');
  });

  it('registers the proof-of-work workers served beside the script once it has loaded', () => {
    const algorithms = new Map<string, () => Worker>();
    (globalThis as { $altcha?: unknown }).$altcha = { algorithms };
    try {
      loadCaptchaScript('/altcha.js', 1000);
      defined = true;
      vi.advanceTimersByTime(CAPTCHA_POLL_MS);
      expect(captchaScript.get()).toBe('loaded');
      expect([...algorithms.keys()].sort()).toEqual(
        ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512', 'SHA-256', 'SHA-384', 'SHA-512'].sort(),
      );
    } finally {
      delete (globalThis as { $altcha?: unknown }).$altcha;
    }
  });

  it('becomes loaded at the first 25 ms poll after the element is defined', () => {
    loadCaptchaScript('/altcha.js', 1000);
    vi.advanceTimersByTime(CAPTCHA_POLL_MS * 3);
    expect(captchaScript.get()).toBe('waiting');
    defined = true;
    vi.advanceTimersByTime(CAPTCHA_POLL_MS - 1);
    expect(captchaScript.get()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(captchaScript.get()).toBe('loaded');
  });

  it('fails when the script cannot load', () => {
    loadCaptchaScript('/altcha.js', 1000);
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/altcha.js"]');
    script?.onerror?.(new Event('error'));
    expect(captchaScript.get()).toBe('failed');
  });

  it('fails when the element never appears before the timeout', () => {
    loadCaptchaScript('/altcha.js', 200);
    vi.advanceTimersByTime(199);
    expect(captchaScript.get()).toBe('waiting');
    vi.advanceTimersByTime(CAPTCHA_POLL_MS);
    expect(captchaScript.get()).toBe('failed');
  });
});
