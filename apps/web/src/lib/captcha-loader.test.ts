import { CAPTCHA_POLL_MS } from '@talentmatch/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaScript, captchaSolver, loadCaptchaScript } from './captcha-loader.ts';

const solver = { solve: vi.fn() };

/** what the captcha script does when it has run (src/captcha-script.ts) */
function scriptRuns(): void {
  globalThis.talentmatchCaptcha = solver;
}

beforeEach(() => {
  vi.useFakeTimers();
  captchaScript.resetForTests();
  globalThis.talentmatchCaptcha = undefined;
  for (const s of document.head.querySelectorAll('script, link')) s.remove();
});
afterEach(() => {
  vi.useRealTimers();
  globalThis.talentmatchCaptcha = undefined;
});

describe('captcha script states (§4)', () => {
  it('inserts the script once and waits', () => {
    loadCaptchaScript('/altcha.js', 1000);
    loadCaptchaScript('/altcha.js', 1000);
    expect(captchaScript.get()).toBe('waiting');
    expect(document.head.querySelectorAll('script[src="/altcha.js"]')).toHaveLength(1);
    // an ES module, built on its own (vite.config.ts)
    expect(document.head.querySelector('script[src="/altcha.js"]')?.getAttribute('type')).toBe('module');
  });

  it('is loaded at once when the script has already run, and hands out its solver', () => {
    scriptRuns();
    loadCaptchaScript('/altcha.js', 1000);
    expect(captchaScript.get()).toBe('loaded');
    expect(document.head.querySelector('script[src="/altcha.js"]')).toBeNull();
    expect(captchaSolver()).toBe(solver);
  });

  it('becomes loaded at the first 25 ms poll after the script has run', () => {
    loadCaptchaScript('/altcha.js', 1000);
    vi.advanceTimersByTime(CAPTCHA_POLL_MS * 3);
    expect(captchaScript.get()).toBe('waiting');
    expect(captchaSolver()).toBeUndefined();
    scriptRuns();
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

  it('fails when the script has not run before the timeout', () => {
    loadCaptchaScript('/altcha.js', 200);
    vi.advanceTimersByTime(199);
    expect(captchaScript.get()).toBe('waiting');
    vi.advanceTimersByTime(CAPTCHA_POLL_MS);
    expect(captchaScript.get()).toBe('failed');
  });
});
