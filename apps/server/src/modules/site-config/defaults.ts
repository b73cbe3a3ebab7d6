import type { SiteConfiguration } from '@talentmatch/shared/client-config';

const DEFAULT_TERMS_TEXT = `TalentMatch Terms of Use (version 1)

1. Who we are. TalentMatch is a hiring platform that connects job seekers ("candidates") with companies ("employers"). By creating an account you agree to these terms.

2. Your account. Give accurate information, keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under your account. You must be at least 16 years old.

3. Candidates. You decide what your profile shows. Employers on TalentMatch can see your profile, score and resume when you apply to their jobs or appear in their searches. Do not upload documents that belong to someone else or that contain false statements.

4. Employers. Post only real, lawful vacancies that you are authorised to fill. Use candidate information only to recruit for your own company, never sell or share it, and delete it when it is no longer needed. Do not discriminate on grounds protected by law. Paid subscriptions renew until cancelled; a free trial ends automatically unless a plan is chosen.

5. Acceptable use. No spam, harassment, scraping, attempts to break or overload the service, or content that is unlawful, misleading or offensive. We may remove content and suspend accounts that break these rules.

6. Privacy. We process personal data to run the service, as described in our privacy notice. You can correct your data in Settings and delete your account at any time; deletion anonymises your personal data.

7. Availability and liability. We work to keep TalentMatch available and secure but provide it "as is". We are not a party to any employment decision and are not liable for the conduct of users. Nothing in these terms limits liability that cannot be limited by law.

8. Changes. When these terms change we will ask you to accept the new version before you continue. If you decline, you can no longer use your account.

Questions: contact support using the details at the bottom of every page.`;

export const DEFAULT_TRIAL_DAYS = 14;

export const DEFAULT_SITE_CONFIGURATION: SiteConfiguration = {
  siteName: 'TalentMatch',
  contactPhone: '+1 (555) 010-2040',
  contactEmail: 'support@talentmatch.local',
  termsText: DEFAULT_TERMS_TEXT,
  termsVersion: 1,
  maintenanceMessage: '',
  registrationOpen: { candidate: true, employer: true },
  uploadLimits: { resumeBytes: 5 * 1024 * 1024, photoBytes: 2 * 1024 * 1024, attachmentBytes: 5 * 1024 * 1024 },
  trialDays: DEFAULT_TRIAL_DAYS,
  staleUserDays: 180,
  maxJobExperiences: 7,
  maxEducationExperiences: 5,
  isBeta: false,
  azureAd: { clientId: '', tenantAuthority: '' },
  directorySignUp: false,
  hotjar: { hotjarId: '', hotjarIsProduction: false },
  adsTagId: '',
  timeZone: 'UTC',
  publicBoard: true,
};
