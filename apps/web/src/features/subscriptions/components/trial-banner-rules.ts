import type { SubscriptionStatus } from '@talentmatch/shared/subscription-status';
import type { TrialStatus } from '@talentmatch/shared/subscriptions';

/** Specification §9: warning at 3 days, "tomorrow" at 1 day, critical at 0 or fewer. */
const TRIAL_WARNING_DAYS = 3;
const TRIAL_TOMORROW_DAYS = 1;
const TRIAL_CRITICAL_DAYS = 0;

export type TrialBannerSeverity = 'critical' | 'warning' | 'info';

export interface TrialBannerModel {
  severity: TrialBannerSeverity;
  message: string;
}

function trialBannerMessage(daysRemaining: number): string {
  if (daysRemaining <= TRIAL_CRITICAL_DAYS) return 'Your free trial has expired. Choose a plan to keep hiring with us.';
  if (daysRemaining === TRIAL_TOMORROW_DAYS) return 'Your free trial ends tomorrow.';
  return `Your free trial ends in ${daysRemaining} days.`;
}

function trialBannerSeverity(daysRemaining: number): TrialBannerSeverity {
  if (daysRemaining <= TRIAL_CRITICAL_DAYS) return 'critical';
  if (daysRemaining <= TRIAL_WARNING_DAYS) return 'warning';
  return 'info';
}

/** §4: shown only when trialing, allowed by the config and no payment method exists. */
export function trialBanner(input: {
  status: SubscriptionStatus | undefined;
  showTrialBanner: boolean | undefined;
  trial: TrialStatus | undefined;
}): TrialBannerModel | null {
  if (input.status !== 'trialing' || !input.showTrialBanner || !input.trial || input.trial.hasPaymentMethod) return null;
  return { severity: trialBannerSeverity(input.trial.daysRemaining), message: trialBannerMessage(input.trial.daysRemaining) };
}
