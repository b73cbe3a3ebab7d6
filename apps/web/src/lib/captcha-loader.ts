import { CAPTCHA_POLL_MS } from '@talentmatch/shared/messages';
import { useSyncExternalStore } from 'react';

/** The captcha script's load state (§4): waiting, loaded or failed ('idle' before start-up asks for it). */
export type CaptchaScriptState = 'idle' | 'waiting' | 'loaded' | 'failed';

export const CAPTCHA_ELEMENT = 'altcha-widget';
/**
 * The widget's stylesheet: ALTCHA's "external" build (/altcha.js) does not inject it. The build copies it verbatim
 * (vite.config.ts), outside Vite's CSS pipeline, which would rewrite its light-dark() colours.
 */
export const CAPTCHA_STYLESHEET = '/altcha.css';

/**
 * The proof-of-work workers of ALTCHA's "external" build (/altcha.js), served beside it (vite.config.ts): one per
 * algorithm family, each started only when a challenge is solved. The default build carried them inline.
 */
const CAPTCHA_WORKERS: Record<string, string> = {
  'PBKDF2/SHA-256': '/altcha-worker-pbkdf2.js',
  'PBKDF2/SHA-384': '/altcha-worker-pbkdf2.js',
  'PBKDF2/SHA-512': '/altcha-worker-pbkdf2.js',
  'SHA-256': '/altcha-worker-sha.js',
  'SHA-384': '/altcha-worker-sha.js',
  'SHA-512': '/altcha-worker-sha.js',
};

function registerCaptchaWorkers(): void {
  const altcha = (globalThis as { $altcha?: { algorithms?: Map<string, () => Worker> } }).$altcha;
  for (const [algorithm, url] of Object.entries(CAPTCHA_WORKERS)) {
    if (!altcha?.algorithms?.has(algorithm)) altcha?.algorithms?.set(algorithm, () => new Worker(url));
  }
}

function setLoaded(): void {
  registerCaptchaWorkers();
  set('loaded');
}
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

/** Links the widget's stylesheet once (not render-blocking: it is inserted after the page started). */
export function loadCaptchaStylesheet(href: string = CAPTCHA_STYLESHEET): void {
  if (document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Inserts the same-origin widget script once and polls every 25 ms until the custom element is
 * defined (loaded) or the script fails or the timeout passes (failed).
 */
export function loadCaptchaScript(src: string, timeoutMs: number = CAPTCHA_LOAD_TIMEOUT_MS): void {
  if (state !== 'idle') return;
  if (customElements.get(CAPTCHA_ELEMENT)) {
    setLoaded();
    return;
  }
  set('waiting');
  const script = document.createElement('script');
  script.src = src;
  // ALTCHA's "external" build is an ES module
  script.type = 'module';
  script.async = true;
  script.onerror = () => set('failed');
  document.head.appendChild(script);
  const startedAt = Date.now();
  const poll = () => {
    if (state !== 'waiting') return;
    if (customElements.get(CAPTCHA_ELEMENT)) setLoaded();
    else if (Date.now() - startedAt >= timeoutMs) set('failed');
    else setTimeout(poll, CAPTCHA_POLL_MS);
  };
  setTimeout(poll, CAPTCHA_POLL_MS);
}

export function useCaptchaScriptState(): CaptchaScriptState {
  // hydrating a prerendered page: the state the server rendered with (it loads no script), then the real one
  return useSyncExternalStore(captchaScript.subscribe, captchaScript.get, () => 'idle');
}
