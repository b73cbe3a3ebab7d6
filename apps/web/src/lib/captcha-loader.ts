import { CAPTCHA_POLL_MS } from '@talentmatch/shared/messages';
import { useSyncExternalStore } from 'react';
import type { CaptchaSolver } from '../captcha-script.ts';

/** The captcha script's load state (§4): waiting, loaded or failed ('idle' before start-up asks for it). */
export type CaptchaScriptState = 'idle' | 'waiting' | 'loaded' | 'failed';

/** The solver the captcha script defines when it has run (src/captcha-script.ts); undefined until then. */
export function captchaSolver(): CaptchaSolver | undefined {
  return globalThis.talentmatchCaptcha;
}

const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

let state: CaptchaScriptState = 'idle';
const listeners = new Set<() => void>();

function set(next: CaptchaScriptState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const captchaScript = {
  get: (): CaptchaScriptState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** for tests */
  resetForTests(): void {
    state = 'idle';
  },
};

/**
 * Inserts the same-origin captcha script once and polls every 25 ms until it has defined its solver (loaded) or the
 * script fails or the timeout passes (failed).
 */
export function loadCaptchaScript(src: string, timeoutMs: number = CAPTCHA_LOAD_TIMEOUT_MS): void {
  if (state !== 'idle') return;
  if (captchaSolver()) {
    set('loaded');
    return;
  }
  set('waiting');
  const script = document.createElement('script');
  script.src = src;
  // an ES module, built on its own (vite.config.ts)
  script.type = 'module';
  script.async = true;
  script.onerror = () => set('failed');
  document.head.appendChild(script);
  const startedAt = Date.now();
  const poll = () => {
    if (state !== 'waiting') return;
    if (captchaSolver()) set('loaded');
    else if (Date.now() - startedAt >= timeoutMs) set('failed');
    else setTimeout(poll, CAPTCHA_POLL_MS);
  };
  setTimeout(poll, CAPTCHA_POLL_MS);
}

export function useCaptchaScriptState(): CaptchaScriptState {
  // hydrating a prerendered page: the state the server rendered with (it loads no script), then the real one
  return useSyncExternalStore(captchaScript.subscribe, captchaScript.get, () => 'idle');
}
