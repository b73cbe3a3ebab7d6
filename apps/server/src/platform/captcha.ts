import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, lt } from 'drizzle-orm';
import { createHmac, randomInt } from 'node:crypto';
import type { CaptchaProvider } from '@talentmatch/shared/client-config';
import type { Db } from './db/index.ts';
import { usedCaptcha } from './db/schema.ts';
import { BadRequestError } from './errors.ts';
import { sha256 } from './auth/tokens.ts';

const CAPTCHA_EXPIRED = 'The captcha has expired, please try again.';
const CAPTCHA_MISSING = 'Please complete the captcha.';
const CHALLENGE_TTL_SECONDS = 10 * 60;

export interface CaptchaService {
  provider: CaptchaProvider;
  /** ALTCHA only: a signed proof-of-work challenge for the widget. */
  createChallenge(): Promise<Challenge>;
  /** True when the token is valid and unused; does not consume it. */
  check(token: string): Promise<boolean>;
  /** Verifies and marks the token used; throws 400 (field captchaToken) otherwise. */
  consume(token: string, remoteIp?: string): Promise<void>;
}

interface Options {
  db: Db;
  provider: CaptchaProvider;
  jwtSecret: string;
  altchaCost: number;
  /** deterministic mode: the solver must derive at least this many keys (PBKDF2 with `altchaCost` iterations each) */
  altchaMinCounter?: number;
  secretKey: string;
  fetchImpl?: typeof fetch;
}

export function createCaptchaService(options: Options): CaptchaService {
  const { db, provider } = options;
  const minCounter = options.altchaMinCounter ?? 250;
  // Separate key from the JWT signing key, derived so nothing new has to be configured.
  const hmacKey = createHmac('sha256', options.jwtSecret).update('altcha-challenge').digest('hex');
  const fail = (message: string) => new BadRequestError(message, { captchaToken: [message] });

  async function cleanup() {
    await db.delete(usedCaptcha).where(lt(usedCaptcha.expiresAt, new Date()));
  }

  async function markUsed(key: string, expiresAt: Date): Promise<boolean> {
    const inserted = await db
      .insert(usedCaptcha)
      .values({ keyHash: key, state: 'used', expiresAt })
      .onConflictDoNothing()
      .returning({ k: usedCaptcha.keyHash });
    if (inserted.length) return true;
    // A provider token checked earlier through GET api/auth/captcha may be used once.
    const promoted = await db
      .update(usedCaptcha)
      .set({ state: 'used' })
      .where(and(eq(usedCaptcha.keyHash, key), eq(usedCaptcha.state, 'verified')))
      .returning({ k: usedCaptcha.keyHash });
    return promoted.length > 0;
  }

  async function isUsed(key: string): Promise<boolean> {
    const [row] = await db.select({ state: usedCaptcha.state }).from(usedCaptcha).where(eq(usedCaptcha.keyHash, key)).limit(1);
    return row?.state === 'used';
  }

  async function verifyAltcha(token: string): Promise<{ ok: boolean; key: string; expiresAt: Date }> {
    const key = sha256(`altcha:${token}`);
    const fallbackExpiry = new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000);
    let payload: { challenge: Challenge; solution: Solution };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
      if (!payload?.challenge?.parameters || !payload.solution) return { ok: false, key, expiresAt: fallbackExpiry };
    } catch {
      return { ok: false, key, expiresAt: fallbackExpiry };
    }
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
      });
      const expiresAt = payload.challenge.parameters.expiresAt ? new Date(payload.challenge.parameters.expiresAt * 1000) : fallbackExpiry;
      // The signed nonce identifies the challenge whatever the token's encoding.
      return { ok: result.verified, key: sha256(`altcha:${payload.challenge.parameters.nonce}`), expiresAt };
    } catch {
      return { ok: false, key, expiresAt: fallbackExpiry };
    }
  }

  async function verifyWithProvider(token: string, remoteIp?: string): Promise<boolean> {
    const url =
      provider === 'turnstile'
        ? 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
        : 'https://www.google.com/recaptcha/api/siteverify';
    const body = new URLSearchParams({ secret: options.secretKey, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await (options.fetchImpl ?? fetch)(url, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
      const json = (await response.json()) as { success?: boolean };
      return json.success === true;
    } catch {
      return false;
    }
  }

  return {
    provider,
    async createChallenge() {
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: options.altchaCost,
        // a known counter instead of a random prefix: no lucky fast solve, every solve costs at least the minimum
        counter: randomInt(minCounter, 2 * minCounter),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      });
    },
    async check(token) {
      if (provider === 'off') return true;
      if (!token) return false;
      if (provider === 'altcha') {
        const result = await verifyAltcha(token);
        return result.ok && !(await isUsed(result.key));
      }
      const key = sha256(`${provider}:${token}`);
      const [row] = await db.select().from(usedCaptcha).where(eq(usedCaptcha.keyHash, key)).limit(1);
      if (row) return row.state === 'verified';
      const ok = await verifyWithProvider(token);
      if (ok) {
        await db
          .insert(usedCaptcha)
          .values({ keyHash: key, state: 'verified', expiresAt: new Date(Date.now() + 5 * 60 * 1000) })
          .onConflictDoNothing();
      }
      return ok;
    },
    async consume(token, remoteIp) {
      if (provider === 'off') return;
      if (!token) throw fail(CAPTCHA_MISSING);
      await cleanup();
      if (provider === 'altcha') {
        const result = await verifyAltcha(token);
        if (!result.ok) throw fail(CAPTCHA_EXPIRED);
        if (!(await markUsed(result.key, result.expiresAt))) throw fail(CAPTCHA_EXPIRED);
        return;
      }
      const key = sha256(`${provider}:${token}`);
      const [row] = await db.select().from(usedCaptcha).where(eq(usedCaptcha.keyHash, key)).limit(1);
      if (row?.state === 'used') throw fail(CAPTCHA_EXPIRED);
      if (!row && !(await verifyWithProvider(token, remoteIp))) throw fail(CAPTCHA_EXPIRED);
      if (!(await markUsed(key, new Date(Date.now() + 5 * 60 * 1000)))) throw fail(CAPTCHA_EXPIRED);
    },
  };
}
