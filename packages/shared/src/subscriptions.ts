import { z } from 'zod';
import type { SubscriptionStatus } from './subscription-status.ts';

/** The 16 plan codes (specification §1, §9): size × interval × standard/nonprofit. */
export const PLAN_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
export const PLAN_INTERVALS = ['monthly', 'yearly'] as const;
export type PlanSize = (typeof PLAN_SIZES)[number];
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export const PLAN_SIZE_LABELS: Record<PlanSize, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'extra-large': 'Extra Large',
};

export function planCodeOf(size: PlanSize, interval: PlanInterval, nonprofit: boolean): string {
  return `${size}-${interval}${nonprofit ? '-nonprofit' : ''}`;
}

/** "Large Yearly (Nonprofit)". */
export function planName(size: PlanSize, interval: PlanInterval, nonprofit: boolean): string {
  return `${PLAN_SIZE_LABELS[size]} ${interval === 'monthly' ? 'Monthly' : 'Yearly'}${nonprofit ? ' (Nonprofit)' : ''}`;
}

/** A plan code as it reads on a page ("large-yearly" → "Large Yearly"); no plan is the free trial. */
export function planLabel(code: string | null): string {
  if (!code || code === '(trial)') return 'Free trial';
  for (const size of PLAN_SIZES) {
    for (const interval of PLAN_INTERVALS) {
      if (code === planCodeOf(size, interval, false)) return planName(size, interval, false);
      if (code === planCodeOf(size, interval, true)) return planName(size, interval, true);
    }
  }
  return code;
}

export const PLAN_CODES: readonly string[] = PLAN_SIZES.flatMap((size) =>
  PLAN_INTERVALS.flatMap((interval) => [planCodeOf(size, interval, false), planCodeOf(size, interval, true)]),
);

export type PlanLimitName = 'openJobs' | 'seats';
export const PLAN_LIMIT_LABELS: Record<PlanLimitName, string> = { openJobs: 'open jobs', seats: 'hiring-team seats' };

export interface PlanView {
  code: string;
  size: PlanSize;
  interval: PlanInterval;
  nonprofit: boolean;
  name: string;
  /** the provider's price id: what the checkout call takes */
  priceId: string;
  /** minor units (cents) per interval */
  price: { amount: number; currency: string };
  limits: Record<PlanLimitName, number>;
}

/**
 * Why a plan cannot be chosen: it has fewer hiring-team seats than the team uses (members and pending invitations).
 * Null when the team fits. The plan chooser shows it before checkout and the server refuses the plan with it (409).
 */
export function planTooSmallReason(plan: Pick<PlanView, 'name' | 'limits'>, seatsInUse: number): string | null {
  if (seatsInUse <= plan.limits.seats) return null;
  return `The ${plan.name} plan has ${plan.limits.seats} hiring-team seats and your team uses ${seatsInUse} (members and pending invitations). Remove members or cancel invitations on the Hiring Team Members page first, or choose a larger plan.`;
}

/** `GET api/subscription/plans` (public): every plan with its price and limits, for the employer landing page. */
export interface PublicPlans {
  plans: Array<Omit<PlanView, 'priceId'>>;
}

/** `GET api/subscription/config` */
export interface SubscriptionConfig {
  showTrialBanner: boolean;
  /** the plans this company may choose (nonprofit variants only for a company flagged nonprofit) */
  plans: PlanView[];
  provider: 'stripe' | 'demo';
  nonprofitEligible: boolean;
  /** hiring-team seats in use (members and pending invitations): a plan with fewer cannot be chosen */
  seatsInUse: number;
}

/** `GET api/subscription/trial-status` */
export interface TrialStatus {
  daysRemaining: number;
  hasPaymentMethod: boolean;
}

export interface UsageItem {
  used: number;
  limit: number;
}

/** `GET api/subscription`: the employer's subscription page. */
export interface SubscriptionOverview {
  status: SubscriptionStatus;
  plan: PlanView | null;
  trialEndsAt: string | null;
  /** renewal date (or the end of access when cancelAtPeriodEnd) */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  hasPaymentMethod: boolean;
  usage: Record<PlanLimitName, UsageItem>;
  provider: 'stripe' | 'demo';
  /** who may change the plan, pay or cancel: the company's account manager (administrators too) */
  accountManagerName: string | null;
  /** whether the caller may: otherwise the plan is shown read-only */
  canManageBilling: boolean;
}

export interface InvoiceView {
  id: string;
  number: string | null;
  status: string;
  amount: number;
  currency: string;
  createdAt: string;
  periodEnd: string | null;
  url: string | null;
}

export const checkoutBody = z.object({
  priceId: z.string({ error: 'Choose a plan.' }).trim().min(1, 'Choose a plan.').max(200),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** `POST api/subscription/checkout` and `POST api/subscription/portal` answer where to go next. */
export interface RedirectResponse {
  url: string;
}

/** `GET api/subscription/demo/checkout/:id` */
export interface DemoCheckoutSession {
  id: string;
  plan: PlanView;
  trialEnd: string | null;
  status: 'open' | 'complete';
  cancelUrl: string;
}

export const demoCardBody = z.object({
  cardNumber: z.string({ error: 'Enter a card number.' }).trim().min(1, 'Enter a card number.').max(30),
  expiry: z
    .string({ error: 'Enter the expiry date.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry as MM/YY.'),
  cvc: z
    .string({ error: 'Enter the CVC.' })
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC.'),
  name: z.string({ error: 'Enter the name on the card.' }).trim().min(1, 'Enter the name on the card.').max(120),
});
export type DemoCardBody = z.infer<typeof demoCardBody>;

/** `GET api/subscription/demo/portal` */
export interface DemoPortalState {
  subscription: {
    id: string;
    status: SubscriptionStatus;
    plan: PlanView | null;
    currentPeriodEnd: string | null;
    trialEnd: string | null;
    cancelAtPeriodEnd: boolean;
    cardLast4: string | null;
  } | null;
  plans: PlanView[];
  returnUrl: string;
}

export const demoPortalAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('change-plan'), priceId: z.string().trim().min(1, 'Choose a plan.').max(200) }),
  z.object({ action: z.literal('cancel') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('update-card'), card: demoCardBody }),
  z.object({ action: z.literal('end-period') }),
]);
export type DemoPortalAction = z.infer<typeof demoPortalAction>;

/** The demo provider's test cards (the numbers Stripe documents for the same outcomes). */
export const DEMO_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
