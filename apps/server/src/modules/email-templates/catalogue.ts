import type { NotificationKind, PlaceholderInfo, SystemTemplateKey } from '@talentmatch/shared/email-templates';

/** The built-in email templates: the texts the product sends until an administrator edits them. */

export interface SystemTemplateDefinition {
  key: SystemTemplateKey;
  name: string;
  description: string;
  subject: string;
  body: string;
  placeholders: PlaceholderInfo[];
  /** the button under the body: label and the placeholder holding its address */
  action?: { label: string; urlPlaceholder: string };
  /** the Settings switch that turns it off; none for security mails */
  notification: NotificationKind | null;
}

const site: PlaceholderInfo = { name: 'siteName', description: 'The site’s name', sample: 'TalentMatch' };
const firstName: PlaceholderInfo = { name: 'firstName', description: 'The recipient’s first name', sample: 'Priya' };
const companyName: PlaceholderInfo = { name: 'companyName', description: 'The company’s name', sample: 'Northwind Analytics' };

export const SYSTEM_TEMPLATES: Record<SystemTemplateKey, SystemTemplateDefinition> = {
  welcome: {
    key: 'welcome',
    name: 'Welcome',
    description: 'Sent when someone registers.',
    subject: 'Welcome to {{siteName}}',
    body: 'Hello {{firstName}},\n\nWelcome to {{siteName}}! Your account is ready.\n\n{{nextStep}}',
    placeholders: [
      site,
      firstName,
      {
        name: 'nextStep',
        description: 'What to do next (candidates: the profile; employers: the company)',
        sample: 'Next, complete your profile so employers can find you.',
      },
      { name: 'loginUrl', description: 'The sign-in address', sample: 'https://talentmatch.example/login' },
    ],
    action: { label: 'Sign in', urlPlaceholder: 'loginUrl' },
    notification: null,
  },
  'password-reset': {
    key: 'password-reset',
    name: 'Password reset',
    description: 'Sent when someone asks to reset their password. A security mail: it cannot be switched off.',
    subject: 'Reset your {{siteName}} password',
    body: 'Hello {{firstName}},\n\nSomeone (hopefully you) asked to reset the password of your {{siteName}} account.\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this email; your password stays the same.',
    placeholders: [
      site,
      firstName,
      { name: 'resetUrl', description: 'The one-time reset address', sample: 'https://talentmatch.example/reset-password?code=…' },
    ],
    action: { label: 'Reset password', urlPlaceholder: 'resetUrl' },
    notification: null,
  },
  'employee-invitation': {
    key: 'employee-invitation',
    name: 'Employee invitation',
    description: 'Sent when an account manager invites a teammate.',
    subject: 'Join {{companyName}} on {{siteName}}',
    body: 'Hello,\n\n{{inviterName}} invited you to join the hiring team of {{companyName}} on {{siteName}}.\n\nCreate your account with this email address through the link below. The invitation works until {{expiresOn}}.\n\nIf you did not expect this invitation, you can ignore this email.',
    placeholders: [
      site,
      companyName,
      { name: 'inviterName', description: 'Who sent the invitation', sample: 'Erin Walsh' },
      { name: 'expiresOn', description: 'The last day the invitation works', sample: 'June 30, 2026' },
      { name: 'registerUrl', description: 'The registration address of the invitation', sample: 'https://talentmatch.example/register/…' },
    ],
    action: { label: 'Join the team', urlPlaceholder: 'registerUrl' },
    notification: null,
  },
  'new-message': {
    key: 'new-message',
    name: 'New message',
    description: 'Sent when a message waits unread for 10 minutes (at most one per conversation per hour).',
    subject: 'New message from {{senderName}} about {{jobTitle}}',
    body: 'Hello {{firstName}},\n\n{{senderName}} wrote to you about **{{jobTitle}}**:\n\n> {{messageExcerpt}}\n\nReply in {{siteName}}.',
    placeholders: [
      site,
      firstName,
      { name: 'senderName', description: 'Who wrote the message', sample: 'Erin Walsh' },
      { name: 'jobTitle', description: 'The job the conversation is about', sample: 'Senior Data Analyst' },
      {
        name: 'messageExcerpt',
        description: 'The first lines of the message',
        sample: 'Thanks for applying! Could you do a call on Thursday?',
      },
      { name: 'conversationUrl', description: 'The conversation’s address', sample: 'https://talentmatch.example/candidate/messages' },
    ],
    action: { label: 'Open the conversation', urlPlaceholder: 'conversationUrl' },
    notification: 'newMessage',
  },
  'application-status': {
    key: 'application-status',
    name: 'Application status change',
    description: 'Sent to the other side when an application moves to a new step. The step text comes from the message templates.',
    subject: '{{stepSubject}}',
    body: '{{stepBody}}',
    placeholders: [
      site,
      {
        name: 'stepSubject',
        description: 'The message template’s subject for the step',
        sample: 'Your application for Senior Data Analyst',
      },
      {
        name: 'stepBody',
        description: 'The message template’s text for the step',
        sample: 'Hello Priya, we would like to invite you to an interview.',
      },
      { name: 'conversationUrl', description: 'The conversation’s address', sample: 'https://talentmatch.example/candidate/messages' },
    ],
    action: { label: 'Open the conversation', urlPlaceholder: 'conversationUrl' },
    notification: 'applicationStatus',
  },
  'trial-ending': {
    key: 'trial-ending',
    name: 'Trial ending',
    description: 'Sent to the account managers 3 days and 1 day before the trial ends.',
    subject: 'Your {{siteName}} trial ends {{when}}',
    body: 'Hello {{firstName}},\n\nThe free trial of {{companyName}} ends {{when}}.\n\nChoose a plan and add a card to keep posting jobs and talking to candidates without interruption.',
    placeholders: [
      site,
      firstName,
      companyName,
      { name: 'when', description: '“tomorrow” or “in 3 days”', sample: 'in 3 days' },
      { name: 'choosePlanUrl', description: 'The plan choice address', sample: 'https://talentmatch.example/subscription/create' },
    ],
    action: { label: 'Choose a plan', urlPlaceholder: 'choosePlanUrl' },
    notification: 'billing',
  },
  'payment-failed': {
    key: 'payment-failed',
    name: 'Payment failed',
    description: 'Sent to the account managers when a subscription payment fails.',
    subject: 'Payment failed for your {{siteName}} subscription',
    body: 'Hello {{firstName}},\n\nWe could not take the payment for the {{companyName}} subscription.\n\nPlease update your card in the billing portal; we will retry the payment automatically.',
    placeholders: [
      site,
      firstName,
      companyName,
      { name: 'billingUrl', description: 'The billing page address', sample: 'https://talentmatch.example/employer/subscription' },
    ],
    action: { label: 'Manage billing', urlPlaceholder: 'billingUrl' },
    notification: 'billing',
  },
  'subscription-canceled': {
    key: 'subscription-canceled',
    name: 'Subscription ended',
    description: 'Sent to the account managers when a subscription is canceled.',
    subject: 'Your {{siteName}} subscription has ended',
    body: 'Hello {{firstName}},\n\nThe subscription of {{companyName}} has been canceled.\n\nYour jobs and conversations are kept. Choose a plan whenever you want to continue.',
    placeholders: [
      site,
      firstName,
      companyName,
      { name: 'choosePlanUrl', description: 'The plan choice address', sample: 'https://talentmatch.example/subscription/create' },
    ],
    action: { label: 'Choose a plan', urlPlaceholder: 'choosePlanUrl' },
    notification: 'billing',
  },
  'email-verification': {
    key: 'email-verification',
    name: 'Email confirmation',
    description: 'Sent at registration (and on "resend") to confirm the address. A security mail: it cannot be switched off.',
    subject: 'Confirm your email address for {{siteName}}',
    body: 'Hello {{firstName}},\n\nPlease confirm that this is your email address. Until you do, employers cannot publish jobs and candidates do not appear in searches.\n\nThe link works once and expires in 7 days.',
    placeholders: [
      site,
      firstName,
      { name: 'confirmUrl', description: 'The one-time confirmation address', sample: 'https://talentmatch.example/confirm-email?token=…' },
    ],
    action: { label: 'Confirm email', urlPlaceholder: 'confirmUrl' },
    notification: null,
  },
  'email-change': {
    key: 'email-change',
    name: 'Email change: confirm the new address',
    description: 'Sent to the new address when someone asks to move their account to it. A security mail.',
    subject: 'Confirm your new email address for {{siteName}}',
    body: 'Hello {{firstName}},\n\nSomeone (hopefully you) asked to use this address to sign in to {{siteName}}. The change applies when you follow the link below; it works once and expires in 24 hours.\n\nIf you did not ask for this, ignore this email.',
    placeholders: [
      site,
      firstName,
      { name: 'confirmUrl', description: 'The one-time confirmation address', sample: 'https://talentmatch.example/confirm-email?token=…' },
    ],
    action: { label: 'Confirm new email', urlPlaceholder: 'confirmUrl' },
    notification: null,
  },
  'email-changed': {
    key: 'email-changed',
    name: 'Email change: notice to the old address',
    description: 'Sent to the current address when a change is asked for, and again when it applies. A security mail.',
    subject: 'Your {{siteName}} email address {{changeState}}',
    body: 'Hello {{firstName}},\n\n{{changeText}}\n\nIf this was not you, reset your password at once and contact support.',
    placeholders: [
      site,
      firstName,
      { name: 'changeState', description: '“is changing” or “was changed”', sample: 'is changing' },
      {
        name: 'changeText',
        description: 'What happened, with the new address partly hidden',
        sample: 'A change of your sign-in address to n***@example.com was requested.',
      },
    ],
    notification: null,
  },
  'data-export-ready': {
    key: 'data-export-ready',
    name: 'Your data is ready',
    description:
      'Sent when the archive a user asked for under Settings → Download my data is ready. It always goes: the user asked for it.',
    subject: 'Your {{siteName}} data is ready to download',
    body: 'Hello {{firstName}},\n\nThe copy of your data you asked for is ready. Download it from your settings page; it is kept until {{expiresOn}} and then deleted.\n\nYou need to be signed in to download it. If you did not ask for this, change your password and contact us.',
    placeholders: [
      site,
      firstName,
      { name: 'expiresOn', description: 'The last day the archive can be downloaded', sample: 'June 30, 2026' },
      { name: 'settingsUrl', description: 'The settings page with the download', sample: 'https://talentmatch.example/candidate/settings' },
    ],
    action: { label: 'Go to my settings', urlPlaceholder: 'settingsUrl' },
    notification: null,
  },
  interview: {
    key: 'interview',
    name: 'Interview invitation',
    description:
      'Sent to the candidate and every interviewer when an interview is confirmed, moved or cancelled, with the calendar invitation attached.',
    subject: '{{interviewSubject}}',
    body: 'Hello {{firstName}},\n\n{{interviewText}}\n\nThe attached invitation adds it to your calendar.',
    placeholders: [
      site,
      firstName,
      { name: 'interviewSubject', description: 'What happened, in a line', sample: 'Interview confirmed: Senior Data Analyst' },
      {
        name: 'interviewText',
        description: 'The interview: kind, time in the recipient’s time zone, link or address',
        sample: 'Video call with Northwind Analytics on Thu, Apr 2, 2026, 10:00 AM GMT+2 (45 minutes).',
      },
      { name: 'interviewUrl', description: 'The page with the interview', sample: 'https://talentmatch.example/candidate/applications' },
    ],
    action: { label: 'Open the interview', urlPlaceholder: 'interviewUrl' },
    notification: 'applicationStatus',
  },
  'password-changed': {
    key: 'password-changed',
    name: 'Password changed',
    description:
      'Sent when an account’s password is changed (in Settings or with a reset link). A security mail: it cannot be switched off.',
    subject: 'Your {{siteName}} password was changed',
    body: 'Hello {{firstName}},\n\nThe password of your {{siteName}} account was just changed, and your other devices were signed out.\n\nIf this was not you, reset your password at once and contact us.',
    placeholders: [
      site,
      firstName,
      { name: 'resetUrl', description: 'The “Forgot password” page', sample: 'https://talentmatch.example/forgot-password' },
    ],
    action: { label: 'Reset password', urlPlaceholder: 'resetUrl' },
    notification: null,
  },
  'account-deleted': {
    key: 'account-deleted',
    name: 'Account deleted',
    description:
      'Sent to the old address when someone deletes their account: the last mail they get. It always goes, and names nobody (the outbox keeps it).',
    subject: 'Your {{siteName}} account has been deleted',
    body: 'Hello,\n\nYour {{siteName}} account has been deleted, as you asked, and your personal data with it. This is the last email we send you.\n\nIf you did not ask for this, contact us.',
    placeholders: [site],
    notification: null,
  },
  'subscription-started': {
    key: 'subscription-started',
    name: 'Subscription started',
    description: 'Sent to the account managers when a paid subscription starts.',
    subject: 'Your {{siteName}} subscription has started',
    body: 'Hello {{firstName}},\n\n{{companyName}} is now subscribed to the {{planName}} plan. Thank you!\n\nInvoices, the payment method and the plan are on the subscription page.',
    placeholders: [
      site,
      firstName,
      companyName,
      { name: 'planName', description: 'The plan’s name', sample: 'Small team, monthly' },
      { name: 'billingUrl', description: 'The subscription page address', sample: 'https://talentmatch.example/employer/subscription' },
    ],
    action: { label: 'Manage subscription', urlPlaceholder: 'billingUrl' },
    notification: 'billing',
  },
  'teammate-joined': {
    key: 'teammate-joined',
    name: 'Teammate joined',
    description: 'Sent to the account managers when an invited teammate registers and joins the hiring team.',
    subject: '{{memberName}} joined {{companyName}} on {{siteName}}',
    body: 'Hello {{firstName}},\n\n{{memberName}} accepted the invitation and joined the hiring team of {{companyName}}.',
    placeholders: [
      site,
      firstName,
      companyName,
      { name: 'memberName', description: 'The new teammate’s name', sample: 'Jordan Lee' },
      { name: 'teamUrl', description: 'The hiring team page', sample: 'https://talentmatch.example/employer/companies' },
    ],
    action: { label: 'See your team', urlPlaceholder: 'teamUrl' },
    notification: 'team',
  },
  'account-manager-handover': {
    key: 'account-manager-handover',
    name: 'Account manager handed over',
    description: 'Sent to the teammate who becomes the company’s account manager.',
    subject: 'You are now the account manager of {{companyName}}',
    body: 'Hello {{firstName}},\n\n{{previousManagerName}} handed the account manager role of {{companyName}} over to you. You now manage the hiring team, the company profile and the subscription.',
    placeholders: [
      site,
      firstName,
      companyName,
      { name: 'previousManagerName', description: 'Who handed the role over', sample: 'Elena Marsh' },
      { name: 'teamUrl', description: 'The hiring team page', sample: 'https://talentmatch.example/employer/companies' },
    ],
    action: { label: 'Open the hiring team', urlPlaceholder: 'teamUrl' },
    notification: 'team',
  },
  'feedback-approved': {
    key: 'feedback-approved',
    name: 'Feedback approved',
    description: 'Sent to the employer who wrote feedback on a candidate when an administrator approves it.',
    subject: 'Your feedback on {{candidateName}} was approved',
    body: 'Hello {{firstName}},\n\nAn administrator approved your feedback on {{candidateName}} for {{jobTitle}}. It now counts toward the candidate’s score.',
    placeholders: [
      site,
      firstName,
      { name: 'candidateName', description: 'The candidate’s name', sample: 'Priya Raman' },
      { name: 'jobTitle', description: 'The job’s title', sample: 'Senior Data Analyst' },
      { name: 'feedbackUrl', description: 'The employer’s feedback page', sample: 'https://talentmatch.example/employer/feedback' },
    ],
    action: { label: 'See your feedback', urlPlaceholder: 'feedbackUrl' },
    notification: 'team',
  },
  'job-alert': {
    key: 'job-alert',
    name: 'Job alert',
    description:
      'The daily or weekly digest of a job alert: the new public jobs that match a saved search. Sent only when something matched, at most once per alert and period.',
    subject: '{{jobCount}} new jobs for “{{alertName}}” on {{siteName}}',
    body: 'Hello,\n\nNew jobs on {{siteName}} match your job alert “{{alertName}}”:\n\n{{jobList}}\n\nYou get this {{frequency}} because you set up this alert. Stop it with one click: {{unsubscribeUrl}}',
    placeholders: [
      site,
      { name: 'jobCount', description: 'How many new jobs matched', sample: '3' },
      { name: 'alertName', description: 'The alert’s search, in words', sample: 'data analyst · Chicago · Full-time' },
      {
        name: 'jobList',
        description: 'The new jobs, one a line: title, company, place and address',
        sample: '- Senior Data Analyst at Northwind Analytics (Chicago): https://talentmatch.example/jobs/…',
      },
      { name: 'frequency', description: '“daily” or “weekly”', sample: 'daily' },
      { name: 'jobsUrl', description: 'The public search with the alert’s criteria', sample: 'https://talentmatch.example/jobs?q=data' },
      {
        name: 'unsubscribeUrl',
        description: 'The one-click unsubscribe page',
        sample: 'https://talentmatch.example/job-alerts/unsubscribe?token=…',
      },
    ],
    action: { label: 'See all the jobs', urlPlaceholder: 'jobsUrl' },
    notification: null,
  },
  'job-alert-confirm': {
    key: 'job-alert-confirm',
    name: 'Job alert confirmation',
    description: 'Sent when a visitor subscribes to a job alert with their address: the alert starts once they confirm it.',
    subject: 'Confirm your job alert on {{siteName}}',
    body: 'Hello,\n\nSomeone (hopefully you) asked for {{frequency}} emails about new jobs on {{siteName}} matching “{{alertName}}”.\n\nConfirm with the button below. If it was not you, ignore this email: nothing will be sent.',
    placeholders: [
      site,
      { name: 'alertName', description: 'The alert’s search, in words', sample: 'data analyst · Chicago · Full-time' },
      { name: 'frequency', description: '“daily” or “weekly”', sample: 'daily' },
      { name: 'confirmUrl', description: 'The confirmation address', sample: 'https://talentmatch.example/job-alerts/confirm?token=…' },
    ],
    action: { label: 'Confirm the alert', urlPlaceholder: 'confirmUrl' },
    notification: null,
  },
};

/** Announcements may use these (filled per recipient). */
export const ANNOUNCEMENT_PLACEHOLDERS: PlaceholderInfo[] = [
  site,
  firstName,
  { name: 'lastName', description: 'The recipient’s last name', sample: 'Raman' },
  { name: 'loginUrl', description: 'The sign-in address', sample: 'https://talentmatch.example/login' },
];

export const sampleValues = (placeholders: PlaceholderInfo[]): Record<string, string> =>
  Object.fromEntries(placeholders.map((p) => [p.name, p.sample]));
