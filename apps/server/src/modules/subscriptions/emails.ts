import type { Db } from '../../platform/db/index.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { templatedEmail } from '../email-templates/service.ts';

/** Billing emails: the admin-editable templates, null when the recipient switched billing emails off. */

export interface Recipient {
  /** the account, when the recipient is one (the notification centre gets the same news) */
  id?: string;
  email: string;
  firstName: string;
}

export function subscriptionStartedEmail(
  db: Db,
  input: { to: Recipient; companyName: string; planName: string; billingUrl: string },
): Promise<MailMessage | null> {
  return templatedEmail(
    db,
    'subscription-started',
    { email: input.to.email, userId: input.to.id },
    { firstName: input.to.firstName, companyName: input.companyName, planName: input.planName, billingUrl: input.billingUrl },
  );
}

export function trialEndingEmail(
  db: Db,
  input: { to: Recipient; companyName: string; daysLeft: 1 | 3; choosePlanUrl: string },
): Promise<MailMessage | null> {
  const when = input.daysLeft === 1 ? 'tomorrow' : `in ${input.daysLeft} days`;
  return templatedEmail(
    db,
    'trial-ending',
    { email: input.to.email },
    {
      firstName: input.to.firstName,
      companyName: input.companyName,
      when,
      choosePlanUrl: input.choosePlanUrl,
    },
  );
}

export function paymentFailedEmail(db: Db, input: { to: Recipient; companyName: string; billingUrl: string }): Promise<MailMessage | null> {
  return templatedEmail(
    db,
    'payment-failed',
    { email: input.to.email },
    {
      firstName: input.to.firstName,
      companyName: input.companyName,
      billingUrl: input.billingUrl,
    },
  );
}

export function subscriptionCanceledEmail(
  db: Db,
  input: { to: Recipient; companyName: string; choosePlanUrl: string },
): Promise<MailMessage | null> {
  return templatedEmail(
    db,
    'subscription-canceled',
    { email: input.to.email },
    {
      firstName: input.to.firstName,
      companyName: input.companyName,
      choosePlanUrl: input.choosePlanUrl,
    },
  );
}
