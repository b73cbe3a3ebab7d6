/** The plan catalogue is configuration (PLANS_FILE), so it lives in platform/: config.ts loads it at start. */
import { required } from '@talentmatch/shared/required';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  PLAN_CODES,
  PLAN_INTERVALS,
  PLAN_SIZES,
  planCodeOf,
  planName,
  type PlanSize,
  type PlanView,
} from '@talentmatch/shared/subscriptions';

/**
 * The 16 plans: limits, display price and the provider's price id, from PLANS_FILE (JSON) or the
 * defaults below (whose price ids only the demo provider knows). Validated at start.
 */

export type Plan = PlanView;

const MONTHLY_CENTS: Record<PlanSize, number> = { small: 4900, medium: 9900, large: 19900, 'extra-large': 39900 };
const LIMITS: Record<PlanSize, Plan['limits']> = {
  small: { openJobs: 3, seats: 2 },
  medium: { openJobs: 10, seats: 5 },
  large: { openJobs: 25, seats: 15 },
  'extra-large': { openJobs: 100, seats: 50 },
};
/** Yearly costs ten months; nonprofits pay half. */
const YEARLY_FACTOR = 10;
const NONPROFIT_FACTOR = 0.5;

/** What a company on its trial (no plan yet) may use. */
export const TRIAL_LIMITS: Plan['limits'] = { openJobs: 3, seats: 3 };

export function defaultPlans(): Plan[] {
  return PLAN_SIZES.flatMap((size) =>
    PLAN_INTERVALS.flatMap((interval) =>
      [false, true].map((nonprofit) => {
        const base = MONTHLY_CENTS[size] * (interval === 'yearly' ? YEARLY_FACTOR : 1);
        return {
          code: planCodeOf(size, interval, nonprofit),
          size,
          interval,
          nonprofit,
          name: planName(size, interval, nonprofit),
          priceId: `price_demo_${planCodeOf(size, interval, nonprofit).replace(/-/g, '_')}`,
          price: { amount: Math.round(base * (nonprofit ? NONPROFIT_FACTOR : 1)), currency: 'usd' },
          limits: { ...LIMITS[size] },
        };
      }),
    ),
  );
}

const planFileEntry = z.object({
  code: z.string(),
  priceId: z.string().trim().min(1, 'priceId is required'),
  price: z.object({
    amount: z.number().int('amount must be whole minor units (cents)').min(0),
    currency: z.string().regex(/^[a-z]{3}$/, 'currency must be a 3-letter lower-case ISO code'),
  }),
  limits: z.object({
    openJobs: z.number().int().min(0),
    seats: z.number().int().min(1),
  }),
  name: z.string().trim().min(1).optional(),
});
const planFile = z.object({ plans: z.array(planFileEntry) });

/** Problems in a plans document, each naming where; empty when valid. */
export function validatePlansDocument(document: unknown): { plans: Plan[]; problems: string[] } {
  const parsed = planFile.safeParse(document);
  if (!parsed.success) {
    return { plans: [], problems: parsed.error.issues.map((i) => `PLANS_FILE ${i.path.join('.') || '(root)'}: ${i.message}`) };
  }
  const problems: string[] = [];
  const byCode = new Map<string, z.infer<typeof planFileEntry>>();
  const priceIds = new Map<string, string>();
  for (const entry of parsed.data.plans) {
    if (!PLAN_CODES.includes(entry.code))
      problems.push(`PLANS_FILE: "${entry.code}" is not a plan code (expected one of ${PLAN_CODES.join(', ')})`);
    else if (byCode.has(entry.code)) problems.push(`PLANS_FILE: plan "${entry.code}" is listed twice`);
    else byCode.set(entry.code, entry);
    const other = priceIds.get(entry.priceId);
    if (other) problems.push(`PLANS_FILE: price id "${entry.priceId}" is used by both "${other}" and "${entry.code}"`);
    priceIds.set(entry.priceId, entry.code);
  }
  for (const code of PLAN_CODES) if (!byCode.has(code)) problems.push(`PLANS_FILE: plan "${code}" is missing`);
  if (problems.length) return { plans: [], problems };
  const plans = defaultPlans().map((plan) => {
    const entry = required(byCode.get(plan.code));
    return { ...plan, name: entry.name ?? plan.name, priceId: entry.priceId, price: entry.price, limits: entry.limits };
  });
  return { plans, problems };
}

/** The plans of the configuration: PLANS_FILE when set, else the defaults. */
export function loadPlans(file: string | undefined): { plans: Plan[]; problems: string[] } {
  if (!file) return { plans: defaultPlans(), problems: [] };
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { plans: [], problems: [`PLANS_FILE: cannot read ${file} as JSON (${(error as Error).message})`] };
  }
  return validatePlansDocument(document);
}

export function planByPriceId(plans: readonly Plan[], priceId: string): Plan | undefined {
  return plans.find((p) => p.priceId === priceId);
}

export function planByCode(plans: readonly Plan[], code: string | null | undefined): Plan | undefined {
  return code ? plans.find((p) => p.code === code) : undefined;
}

/** The plans a company may choose: nonprofit variants only for a company flagged nonprofit. */
export function plansFor(plans: readonly Plan[], nonprofit: boolean): Plan[] {
  return plans.filter((p) => p.nonprofit === nonprofit);
}
