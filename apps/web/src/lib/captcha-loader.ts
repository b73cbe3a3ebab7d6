import { CAPTCHA_POLL_MS } from '@talentmatch/shared/messages';
import { useSyncExternalStore } from 'react';

/** The captcha script's load state (§4): waiting, loaded or failed ('idle' before start-up asks for it). */
export type CaptchaScriptState = 'idle' | 'waiting' | 'loaded' | 'failed';

export const CAPTCHA_ELEMENT = 'altcha-widget';
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

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
 * Inserts the same-origin widget script once and polls every 25 ms until the custom element is
 * defined (loaded) or the script fails or the timeout passes (failed).
 */
export function loadCaptchaScript(src: string, timeoutMs: number = CAPTCHA_LOAD_TIMEOUT_MS): void {
  if (state !== 'idle') return;
  if (customElements.get(CAPTCHA_ELEMENT)) {
    set('loaded');
    return;
  }
  set('waiting');
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.onerror = () => set('failed');
  document.head.appendChild(script);
  const startedAt = Date.now();
  const poll = () => {
    if (state !== 'waiting') return;
    if (customElements.get(CAPTCHA_ELEMENT)) set('loaded');
    else if (Date.now() - startedAt >= timeoutMs) set('failed');
    else setTimeout(poll, CAPTCHA_POLL_MS);
  };
  setTimeout(poll, CAPTCHA_POLL_MS);
}

export function useCaptchaScriptState(): CaptchaScriptState {
  return useSyncExternalStore(captchaScript.subscribe, captchaScript.get, captchaScript.get);
}
