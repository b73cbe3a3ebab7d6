import { eq, inArray } from 'drizzle-orm';
import { jobBody, todayUtc, type JobBody, type JobStatus } from '@talentmatch/shared/jobs';
import type { Db } from '../platform/db/index.ts';
import { companies } from '../modules/companies/tables.ts';
import { users } from '../modules/users/tables.ts';
import { benefits } from '../modules/benefits/tables.ts';
import { dropdownOptions } from '../modules/dropdowns/tables.ts';
import { experienceAreas } from '../modules/experience-areas/tables.ts';
import { candidateCountsByJob } from '../modules/applications/queries.ts';
import { changeJobStatus, createJob, type JobDeps } from '../modules/jobs/service.ts';
import { jobs } from '../modules/jobs/tables.ts';
import { skills } from '../modules/skills/tables.ts';
import { defaultPlans } from '../platform/plans.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME, DEMO_SUBSCRIBED_COMPANY_NAME } from './demo-credentials.ts';

/**
 * Demo jobs, created through the jobs service (search documents, plan limits). Northwind is on a trial
 * (3 open jobs): two open ones that fit the demo candidate, one paused, a draft, a closed and a filled
 * one, leaving one open slot for the employer to publish. Harborview (paid plan) carries the rest.
 */
interface DemoJob {
  company: 'northwind' | 'harborview';
  status: JobStatus;
  title: string;
  description: string;
  city: string;
  region: string;
  country: string;
  workplace: JobBody['workplace'];
  employmentType?: JobBody['employmentType'];
  salary: [number, number];
  required: string[];
  niceToHave: string[];
  area: string;
  years: string;
  education?: string;
  benefits: string[];
  positions?: number;
  closesInDays?: number;
  ageDays: number;
}

const md = (about: string, doing: string[], need: string[], extra: string) =>
  `## About the role\n\n${about}\n\n## What you will do\n\n${doing.map((d) => `- ${d}`).join('\n')}\n\n## What we look for\n\n${need.map((d) => `- ${d}`).join('\n')}\n\n${extra}`;

const JOBS: DemoJob[] = [
  {
    company: 'northwind',
    status: 'open',
    title: 'Senior Data Engineer',
    description: md(
      'Our forecasting dashboards are only as good as the data behind them. You will own the pipelines that bring point-of-sale and shipment data from forty retailers into our warehouse, every night and increasingly every hour.',
      [
        'Design and run **Airflow** DAGs and **dbt** models on PostgreSQL and S3',
        'Cut the nightly load from four hours to under one',
        'Pair with analysts on data contracts and tests',
        'Mentor two mid-level engineers',
      ],
      [
        '5+ years building production data pipelines in Python and SQL',
        'Experience with a modern warehouse and dbt',
        'Calm on call: you write the runbook after the incident',
      ],
      'We are remote-first with a studio in Chicago; the team meets there one week per quarter.',
    ),
    city: 'Chicago',
    region: 'IL',
    country: 'United States',
    workplace: 'hybrid',
    salary: [145000, 175000],
    required: ['Python', 'SQL', 'Airflow', 'dbt'],
    niceToHave: ['PostgreSQL', 'AWS', 'Apache Spark'],
    area: 'Data & Analytics',
    years: '6–10 years',
    education: 'Undergraduate',
    benefits: ['Health insurance', 'Remote work', 'Learning budget'],
    closesInDays: 45,
    ageDays: 3,
  },
  {
    company: 'northwind',
    status: 'open',
    title: 'Analytics Engineer, Forecasting',
    description: md(
      'Retail planners use our demand forecasts to order stock for 2,000 stores. You will turn raw sales into clean, tested models the forecasting team trusts.',
      [
        'Build dbt models for sales, promotions and inventory',
        'Own data quality tests and freshness alerts',
        'Work with data scientists on features for the forecast',
      ],
      ['Strong SQL and some Python', 'You have shipped dbt or a similar tool in production', 'Curiosity about retail and supply chains'],
      'Salary depends on experience; the range below is for this level.',
    ),
    city: 'Chicago',
    region: 'IL',
    country: 'United States',
    workplace: 'remote',
    salary: [110000, 135000],
    required: ['SQL', 'dbt'],
    niceToHave: ['Python', 'Forecasting', 'Tableau'],
    area: 'Data & Analytics',
    years: '3–5 years',
    benefits: ['Remote work', 'Flexible hours'],
    positions: 2,
    ageDays: 8,
  },
  {
    company: 'northwind',
    status: 'paused',
    title: 'Frontend Engineer (React)',
    description: md(
      'Our customers live in their dashboards. You will build the charts, filters and tables they use every morning.',
      ['Build accessible React components with TypeScript', 'Make large tables fast', 'Work closely with our two product designers'],
      ['3+ years of React and TypeScript', 'An eye for detail in data visualisation'],
      'Hiring is paused while we finish this quarter’s roadmap.',
    ),
    city: 'Chicago',
    region: 'IL',
    country: 'United States',
    workplace: 'hybrid',
    salary: [115000, 140000],
    required: ['React', 'TypeScript'],
    niceToHave: ['Data Visualization', 'Accessibility'],
    area: 'Software Engineering',
    years: '3–5 years',
    benefits: ['Health insurance', 'Learning budget'],
    ageDays: 20,
  },
  {
    company: 'northwind',
    status: 'draft',
    title: 'Product Designer',
    description: md(
      'Draft: waiting for the budget sign-off.',
      ['Research with retail planners', 'Design new forecasting views in Figma'],
      ['A portfolio of data-heavy products'],
      '',
    ),
    city: 'Chicago',
    region: 'IL',
    country: 'United States',
    workplace: 'hybrid',
    salary: [100000, 125000],
    required: ['Figma', 'UI Design'],
    niceToHave: ['UX Research'],
    area: 'Design',
    years: '3–5 years',
    benefits: [],
    ageDays: 1,
  },
  {
    company: 'northwind',
    status: 'closed',
    title: 'Data Analyst (Contract)',
    description: md(
      'A six-month contract to rebuild our customer reporting.',
      ['Build Power BI reports', 'Document metrics'],
      ['SQL and a BI tool'],
      '',
    ),
    city: 'Chicago',
    region: 'IL',
    country: 'United States',
    workplace: 'remote',
    employmentType: 'contract',
    salary: [60, 80],
    required: ['SQL', 'Power BI'],
    niceToHave: ['Excel'],
    area: 'Data & Analytics',
    years: '1–2 years',
    benefits: [],
    ageDays: 60,
  },
  {
    company: 'northwind',
    status: 'filled',
    title: 'Machine Learning Engineer',
    description: md(
      'Take our forecasting models from notebooks to production.',
      ['Ship models behind an API', 'Monitor drift'],
      ['Python, Pandas and ML in production'],
      '',
    ),
    city: 'Chicago',
    region: 'IL',
    country: 'United States',
    workplace: 'hybrid',
    salary: [150000, 180000],
    required: ['Python', 'Machine Learning'],
    niceToHave: ['Pandas', 'Docker'],
    area: 'Data & Analytics',
    years: '3–5 years',
    benefits: ['Health insurance'],
    ageDays: 90,
  },
  {
    company: 'harborview',
    status: 'open',
    title: 'Warehouse Operations Supervisor',
    description: md(
      'Lead the night shift at our Milwaukee cross-dock: 40 associates, 120 trailers a night.',
      ['Plan labour and dock schedules', 'Keep safety first: daily huddles and audits', 'Report on throughput and accuracy'],
      ['3+ years supervising in a warehouse or distribution centre', 'Comfortable with a WMS and Excel'],
      'Night shift differential of 15% on top of the range below.',
    ),
    city: 'Milwaukee',
    region: 'WI',
    country: 'United States',
    workplace: 'on_site',
    salary: [62000, 74000],
    required: ['Logistics', 'Leadership'],
    niceToHave: ['Excel', 'Supply Chain'],
    area: 'Operations & Logistics',
    years: '3–5 years',
    benefits: ['Health insurance', 'Retirement plan'],
    positions: 2,
    closesInDays: 30,
    ageDays: 5,
  },
  {
    company: 'harborview',
    status: 'open',
    title: 'Supply Chain Analyst',
    description: md(
      'Find the slack in our network of six warehouses and turn it into savings.',
      ['Model lane costs and carrier performance', 'Build the weekly network report in Power BI', 'Support the yearly carrier tender'],
      ['SQL and Excel you would bet your weekend on', 'Some experience with forecasting'],
      'Hybrid: three days a week in the Milwaukee office.',
    ),
    city: 'Milwaukee',
    region: 'WI',
    country: 'United States',
    workplace: 'hybrid',
    salary: [72000, 88000],
    required: ['SQL', 'Supply Chain', 'Excel'],
    niceToHave: ['Forecasting', 'Power BI', 'Python'],
    area: 'Operations & Logistics',
    years: '1–2 years',
    benefits: ['Health insurance', 'Retirement plan'],
    ageDays: 2,
  },
  {
    company: 'harborview',
    status: 'open',
    title: 'Platform Engineer',
    description: md(
      'Keep the systems that run our docks up at 3 a.m.',
      [
        'Run our services on AWS with Terraform and Kubernetes',
        'Improve observability and on-call',
        'Automate the boring parts of deployments',
      ],
      ['Linux, Docker and one cloud in production', 'Infrastructure as code'],
      'On call one week in six, paid.',
    ),
    city: 'Milwaukee',
    region: 'WI',
    country: 'United States',
    // two openings: one hire leaves it open (the hiring journey invites a second candidate to it)
    positions: 2,
    workplace: 'remote',
    salary: [125000, 150000],
    required: ['AWS', 'Kubernetes', 'Terraform'],
    niceToHave: ['Observability', 'Go', 'PostgreSQL'],
    area: 'IT & Infrastructure',
    years: '3–5 years',
    benefits: ['Remote work', 'Health insurance'],
    ageDays: 12,
  },
  {
    company: 'harborview',
    status: 'open',
    title: 'Customer Support Specialist (Spanish)',
    description: md(
      'Help shippers across North America track and fix their deliveries.',
      ['Answer calls, email and chat in English and Spanish', 'Work with dispatch to solve delivery problems'],
      ['Fluent Spanish and English', 'Patience and clear writing'],
      '',
    ),
    city: 'Milwaukee',
    region: 'WI',
    country: 'United States',
    workplace: 'on_site',
    employmentType: 'part_time',
    salary: [22, 27],
    required: ['Customer Support', 'Spanish'],
    niceToHave: ['Salesforce'],
    area: 'Customer Success',
    years: 'Less than 1 year',
    benefits: [],
    positions: 3,
    ageDays: 7,
  },
  {
    company: 'harborview',
    status: 'closed',
    title: 'Fleet Coordinator',
    description: md(
      'Coordinate our 60 tractors and their drivers.',
      ['Plan maintenance', 'Track hours of service'],
      ['Experience in fleet or dispatch'],
      '',
    ),
    city: 'Milwaukee',
    region: 'WI',
    country: 'United States',
    workplace: 'on_site',
    salary: [52000, 60000],
    required: ['Logistics'],
    niceToHave: ['Excel'],
    area: 'Operations & Logistics',
    years: '1–2 years',
    benefits: [],
    ageDays: 75,
  },
];

const PATH: Record<JobStatus, JobStatus[]> = { draft: [], open: [], paused: ['paused'], closed: ['closed'], filled: ['filled'] };

export async function seedDemoJobs(db: Db): Promise<void> {
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [DEMO_COMPANY_NAME, DEMO_SUBSCRIBED_COMPANY_NAME]));
  const managers = await db
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.subscribedEmployer.email]));
  const actorFor = (name: string) => {
    const company = companyRows.find((c) => c.name === name);
    const manager = managers.find((m) => m.companyId === company?.id);
    return company && manager ? { userId: manager.id, roles: ['Employer' as const], companyId: company.id } : null;
  };
  const actors = { northwind: actorFor(DEMO_COMPANY_NAME), harborview: actorFor(DEMO_SUBSCRIBED_COMPANY_NAME) };
  if (!actors.northwind && !actors.harborview) return;
  const existing = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      inArray(
        jobs.companyId,
        companyRows.map((c) => c.id),
      ),
    )
    .limit(1);
  if (existing.length) return;

  const [skillRows, areaRows, optionRows, benefitRows] = await Promise.all([
    db.select({ id: skills.id, name: skills.name }).from(skills),
    db.select({ id: experienceAreas.id, name: experienceAreas.name }).from(experienceAreas),
    db.select({ id: dropdownOptions.id, kind: dropdownOptions.kind, label: dropdownOptions.label }).from(dropdownOptions),
    // the benefits catalogue may be empty (then jobs carry none)
    db.select({ id: benefits.id, name: benefits.name }).from(benefits).where(eq(benefits.isActive, true)),
  ]);
  const skillId = (name: string) => skillRows.find((s) => s.name === name)?.id;
  const deps: JobDeps = {
    db,
    plans: defaultPlans(),
    candidateCounts: candidateCountsByJob,
    // the demo companies register no webhook endpoints: nothing in another module follows these changes
    afterStatusChange: async () => {},
  };

  for (const demo of JOBS) {
    const actor = actors[demo.company];
    if (!actor) continue;
    const skillList = [
      ...demo.required.map((name) => ({ skillId: skillId(name), importance: 'required' as const })),
      ...demo.niceToHave.map((name) => ({ skillId: skillId(name), importance: 'nice_to_have' as const })),
    ].filter((s): s is { skillId: string; importance: 'required' | 'nice_to_have' } => Boolean(s.skillId));
    const input = jobBody.parse({
      title: demo.title,
      description: demo.description,
      city: demo.city,
      region: demo.region,
      country: demo.country,
      workplace: demo.workplace,
      employmentType: demo.employmentType ?? 'full_time',
      salaryMin: demo.salary[0],
      salaryMax: demo.salary[1],
      salaryCurrency: 'USD',
      salaryPeriod: demo.salary[1] < 200 ? 'hour' : 'year',
      skills: skillList,
      yearsOptionId: optionRows.find((o) => o.kind === 'years' && o.label === demo.years)?.id ?? null,
      educationOptionId: demo.education ? (optionRows.find((o) => o.kind === 'education' && o.label === demo.education)?.id ?? null) : null,
      experienceAreaId: areaRows.find((a) => a.name === demo.area)?.id ?? null,
      benefitIds: demo.benefits.map((name) => benefitRows.find((b) => b.name === name)?.id).filter((id): id is string => Boolean(id)),
      positions: demo.positions ?? 1,
      closingDate: demo.closesInDays ? todayUtc(new Date(Date.now() + demo.closesInDays * 86_400_000)) : null,
    });
    const job = await createJob(deps, actor, input, { publish: demo.status !== 'draft' });
    for (const to of PATH[demo.status]) await changeJobStatus(deps, actor, job.id, to);
    const created = new Date(Date.now() - demo.ageDays * 86_400_000);
    await db
      .update(jobs)
      .set({ createdAt: created, updatedAt: created, openedAt: demo.status === 'draft' ? null : created })
      .where(eq(jobs.id, job.id));
  }
}
