/**
 * The captcha script (`/altcha.js`, specification §4: it loads at start and can be waiting, loaded or failed): the
 * proof of work of ALTCHA's library, without ALTCHA's widget. The build emits this module on its own, under that
 * fixed name (vite.config.ts); lib/captcha-loader.ts inserts it and polls for `talentmatchCaptcha`, and the form's
 * checkbox (features/auth/components/captcha-field.tsx) asks it for a payload. About 1.5 KB brotli on every page,
 * where ALTCHA's widget is 25.7 KB.
 */
import { type Challenge, solveChallengeWorkers } from 'altcha/lib';

export interface CaptchaSolution {
  /** what the form sends as `captchaToken`: the challenge and its solution, base64 JSON (platform/captcha.ts) */
  payload: string;
  /** when the server stops accepting it, in epoch milliseconds; null when the challenge does not say */
  expiresAt: number | null;
}

export interface CaptchaSolver {
  /** Fetches a challenge from `challengeUrl` and solves it in web workers; null when `signal` aborted it. */
  solve(challengeUrl: string, signal: AbortSignal): Promise<CaptchaSolution | null>;
}

declare global {
  var talentmatchCaptcha: CaptchaSolver | undefined;
}

/** ALTCHA's proof-of-work workers, copied beside this script by the build: one per algorithm family. */
function workerFor(algorithm: string): Worker {
  return new Worker(algorithm.startsWith('PBKDF2/') ? '/altcha-worker-pbkdf2.js' : '/altcha-worker-sha.js');
}

/** As many workers as the device has cores, at most four on a device with little memory (ALTCHA's own default). */
function workerCount(): number {
  const cores = navigator.hardwareConcurrency || 2;
  const memory = (navigator as { deviceMemory?: number }).deviceMemory;
  return memory && memory <= 4 ? Math.min(4, cores) : cores;
}

async function solve(challengeUrl: string, signal: AbortSignal): Promise<CaptchaSolution | null> {
  const response = await fetch(challengeUrl, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The challenge could not be fetched (${response.status}).`);
  const challenge = (await response.json()) as Challenge;
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: workerCount(),
    controller,
    createWorker: workerFor,
  });
  if (signal.aborted) return null;
  if (!solution) throw new Error('No solution was found in time.');
  const payload = btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
  const { expiresAt } = challenge.parameters;
  return { payload, expiresAt: expiresAt ? expiresAt * 1000 : null };
}

globalThis.talentmatchCaptcha = { solve };
