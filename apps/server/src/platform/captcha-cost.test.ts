import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/app.ts';
import { createCaptchaService } from './captcha.ts';
import { loadConfig } from './config.ts';

/**
 * The price of a scripted solve with the default settings (docs/security.md, "Captcha work"). The minimum counter makes
 * every challenge cost at least ALTCHA_MIN_COUNTER key derivations of ALTCHA_COST PBKDF2 iterations each; there is
 * no lucky early solve. The time is printed for comparison across machines, never asserted (speed belongs to
 * benchmarks): about 0.6 s on the two-core CI machine with the defaults.
 */
describe('ALTCHA work with the default configuration', () => {
  it('a scripted solve must do the minimum work: no lucky early answer', async () => {
    const defaults = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }).captcha;
    const database = await createTestDatabase();
    try {
      const captcha = createCaptchaService({
        db: database.db,
        provider: 'altcha',
        jwtSecret: 'x'.repeat(40),
        altchaCost: defaults.altchaCost,
        altchaMinCounter: defaults.altchaMinCounter,
        secretKey: '',
      });
      const challenge = await captcha.createChallenge();
      const started = performance.now();
      const solution = await solveChallenge({ challenge, deriveKey });
      const elapsed = performance.now() - started;
      console.info(
        `ALTCHA solve: cost ${defaults.altchaCost}, counter ${solution?.counter} (min ${defaults.altchaMinCounter}): ${Math.round(elapsed)} ms`,
      );
      expect(solution?.counter).toBeGreaterThanOrEqual(defaults.altchaMinCounter);
      // the defaults ask for at least a million PBKDF2 iterations per solve
      expect(defaults.altchaMinCounter * defaults.altchaCost).toBeGreaterThanOrEqual(1_000_000);
    } finally {
      await database.close();
    }
  }, 180_000);
});
