import { eq } from 'drizzle-orm';
import type { BenefitIcon } from '@talentmatch/shared/companies';
import type { Db } from '../platform/db/index.ts';
import { companies } from '../modules/companies/tables.ts';
import { benefits, companyBenefits } from '../modules/benefits/tables.ts';
import { DEMO_COMPANY_NAME, DEMO_SUBSCRIBED_COMPANY_NAME } from './demo-credentials.ts';

/** The benefits catalogue: what a job seeker looks for first, in the order the admin screen shows. */
export const DEMO_BENEFITS: ReadonlyArray<{ name: string; description: string; icon: BenefitIcon }> = [
  { name: 'Health insurance', description: 'Medical cover for you and your dependants.', icon: 'stethoscope' },
  { name: 'Dental insurance', description: 'Routine and major dental care.', icon: 'dental' },
  { name: 'Vision insurance', description: 'Eye exams, glasses and contact lenses.', icon: 'eye' },
  { name: 'Life insurance', description: 'Cover paid by the employer.', icon: 'shield-check' },
  { name: 'Retirement plan', description: '401(k) or pension with employer matching.', icon: 'pig-money' },
  { name: 'Equity', description: 'Stock options or shares for every employee.', icon: 'chart-line' },
  { name: 'Performance bonus', description: 'Yearly bonus tied to company and personal goals.', icon: 'coin' },
  { name: 'Paid time off', description: 'At least 25 days of paid vacation a year.', icon: 'beach' },
  { name: 'Remote work', description: 'Work from home, fully or most of the week.', icon: 'home' },
  { name: 'Flexible hours', description: 'Choose when your day starts and ends.', icon: 'clock' },
  { name: 'Four-day week', description: 'Full pay for a 32-hour week.', icon: 'calendar' },
  { name: 'Parental leave', description: 'Paid leave for every new parent.', icon: 'baby-carriage' },
  { name: 'Learning budget', description: 'Courses, books and conferences, paid for.', icon: 'school' },
  { name: 'Tuition assistance', description: 'Support for degrees and certifications.', icon: 'book' },
  { name: 'Gym membership', description: 'Fitness and wellbeing allowance.', icon: 'barbell' },
  { name: 'Mental health support', description: 'Counselling and wellbeing apps.', icon: 'heart' },
  { name: 'Commuter benefits', description: 'Public transport passes or parking.', icon: 'bus' },
  { name: 'Bike to work', description: 'Bike purchase scheme and secure parking.', icon: 'bike' },
  { name: 'Free meals', description: 'Lunch and snacks in the office.', icon: 'coffee' },
  { name: 'Home office stipend', description: 'A budget for your desk, chair and screen.', icon: 'device-laptop' },
  { name: 'Team retreats', description: 'The whole team meets in person twice a year.', icon: 'users' },
  { name: 'Relocation support', description: 'Help with moving to a new city.', icon: 'plane' },
];

const NORTHWIND_BENEFITS = [
  'Health insurance',
  'Dental insurance',
  'Retirement plan',
  'Paid time off',
  'Remote work',
  'Flexible hours',
  'Learning budget',
  'Home office stipend',
];
const HARBORVIEW_BENEFITS = ['Health insurance', 'Life insurance', 'Retirement plan', 'Performance bonus', 'Commuter benefits'];

/** The benefits catalogue and the demo companies' profiles (idempotent). */
export async function seedDemoCompanies(db: Db): Promise<void> {
  await db
    .insert(benefits)
    .values(DEMO_BENEFITS.map((b, index) => ({ ...b, sortOrder: index + 1 })))
    .onConflictDoNothing();
  const catalogue = await db.select({ id: benefits.id, name: benefits.name }).from(benefits);
  const idOf = new Map(catalogue.map((b) => [b.name, b.id]));

  const profiles: Array<{ name: string; description: string; benefits: string[] }> = [
    {
      name: DEMO_COMPANY_NAME,
      description:
        'Northwind Analytics builds forecasting dashboards for retailers and logistics firms. ' +
        'A team of 120 data engineers, analysts and designers, remote-first with a studio in Chicago. ' +
        'We ship weekly, pair often, and give everyone a yearly learning budget.',
      benefits: NORTHWIND_BENEFITS,
    },
    {
      name: DEMO_SUBSCRIBED_COMPANY_NAME,
      description: 'Harborview Logistics runs cross-dock warehouses on the Great Lakes.',
      benefits: HARBORVIEW_BENEFITS,
    },
  ];
  for (const profile of profiles) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, profile.name)).limit(1);
    if (!company) continue;
    await db.update(companies).set({ description: profile.description, updatedAt: new Date() }).where(eq(companies.id, company.id));
    const ids = profile.benefits.map((name) => idOf.get(name)).filter((id): id is string => Boolean(id));
    if (ids.length)
      await db
        .insert(companyBenefits)
        .values(ids.map((benefitId) => ({ companyId: company.id, benefitId })))
        .onConflictDoNothing();
  }
}
