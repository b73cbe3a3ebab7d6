/** The demo logins seeded on the first start of an empty embedded database (the e2e suite imports these). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@talentmatch.local', password: 'Demo-Admin-2026!', role: 'Administrator' },
  employer: { email: 'employer@talentmatch.local', password: 'Demo-Employer-2026!', role: 'Employer, AccountManager' },
  candidate: { email: 'candidate@talentmatch.local', password: 'Demo-Candidate-2026!', role: 'Candidate' },
  subscribedEmployer: { email: 'billing@talentmatch.local', password: 'Demo-Subscribed-2026!', role: 'Employer (paid plan)' },
} as const;

/** The second demo company, on an active paid plan, to compare with the trialing one. */
export const DEMO_SUBSCRIBED_COMPANY_NAME = 'Harborview Logistics';

export const DEMO_COMPANY_NAME = 'Northwind Analytics';
/** Pending invitation into the demo company, for trying /register/{id}. */
export const DEMO_INVITEE_EMAIL = 'newhire@talentmatch.local';
/** Password of the extra demo users (teammates and more candidates). */
export const DEMO_OTHER_PASSWORD = 'Demo-User-2026!';
