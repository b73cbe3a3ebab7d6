import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@talentmatch/shared/password-policy';
import { useTestApp } from '../../../test/app.ts';
import type { Database } from '../../platform/db/index.ts';
import { siteConfiguration } from '../../platform/db/schema.ts';

let database: Database;
let app: FastifyInstance;

useTestApp((t) => ({ database, app } = t), { env: { CAPTCHA_PROVIDER: 'altcha' } });

describe('config endpoints (public)', () => {
  it('GET /api/config/client-app gives the client config with its defaults', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config/client-app' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      azureAd: { clientId: '', tenantAuthority: '' },
      hotjar: { hotjarId: '', hotjarIsProduction: false },
      maxJobExperiences: 7,
      maxEducationExperiences: 5,
      isBeta: false,
      avatarBaseUrl: '/api/avatars/',
      captcha: { provider: 'altcha', siteKey: '', scriptUrl: '/altcha.js', challengeUrl: '/api/auth/captcha/challenge' },
      errorReporting: { dsn: '' },
    });
    expect(response.body).not.toContain('test-secret');
  });

  it('GET /api/config gives environment, trial days, password rules and limits', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      environment: 'test',
      version: '0.1.0',
      trialDays: 14,
      passwordRules: [...PASSWORD_RULES],
      uploadLimits: {
        logoBytes: 2 * 1024 * 1024,
        resumeBytes: 5 * 1024 * 1024,
        photoBytes: 2 * 1024 * 1024,
        attachmentBytes: 5 * 1024 * 1024,
      },
      paymentProvider: 'demo',
      maxJobExperiences: 7,
      maxEducationExperiences: 5,
      isBeta: false,
      timeZone: 'UTC',
    });
  });

  it('GET /api/siteConfiguration reads the stored row', async () => {
    const first = (await app.inject({ method: 'GET', url: '/api/siteConfiguration' })).json();
    expect(first).toMatchObject({
      siteName: 'TalentMatch',
      termsVersion: 1,
      maintenanceMessage: '',
      registrationOpen: { candidate: true, employer: true },
      uploadLimits: { resumeBytes: 5 * 1024 * 1024, photoBytes: 2 * 1024 * 1024, attachmentBytes: 5 * 1024 * 1024 },
    });
    expect(first.termsText).toMatch(/Terms of Use/);
    expect(first.contactEmail).toMatch(/@/);
    await database.db.update(siteConfiguration).set({ siteName: 'HireRight Local' });
    expect((await app.inject({ method: 'GET', url: '/api/siteConfiguration' })).json().siteName).toBe('HireRight Local');
    await database.db.update(siteConfiguration).set({ siteName: 'TalentMatch' });
  });
});
