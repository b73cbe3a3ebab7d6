import { count } from 'drizzle-orm';
import type { Db } from '../platform/db/index.ts';
import { dropdownOptions } from '../modules/dropdowns/tables.ts';
import { experienceAreas } from '../modules/experience-areas/tables.ts';
import { scoreMessages } from '../modules/score-messages/tables.ts';
import { skills } from '../modules/skills/tables.ts';

/** The catalogues a fresh site starts with: skills, experience areas, the four dropdown kinds, score messages. */

const DEMO_SKILLS: Record<string, string[]> = {
  'Programming languages': [
    'JavaScript',
    'TypeScript',
    'Python',
    'Java',
    'C#',
    'C++',
    'Go',
    'Rust',
    'Kotlin',
    'Swift',
    'PHP',
    'Ruby',
    'SQL',
    'R',
    'Scala',
  ],
  'Web and mobile': ['React', 'Angular', 'Vue.js', 'Node.js', 'Next.js', 'HTML', 'CSS', 'GraphQL', 'REST APIs', 'React Native', 'Flutter'],
  'Data and analytics': [
    'PostgreSQL',
    'MySQL',
    'MongoDB',
    'Redis',
    'Apache Spark',
    'Airflow',
    'dbt',
    'Power BI',
    'Tableau',
    'Excel',
    'Machine Learning',
    'Pandas',
    'Statistics',
    'Data Visualization',
  ],
  'Cloud and DevOps': ['AWS', 'Azure', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform', 'CI/CD', 'Linux', 'Git', 'Observability'],
  'Design and product': ['Figma', 'UX Research', 'UI Design', 'Product Management', 'Roadmapping', 'A/B Testing', 'Accessibility'],
  'Business and operations': [
    'Project Management',
    'Agile',
    'Scrum',
    'Stakeholder Management',
    'Budgeting',
    'Supply Chain',
    'Logistics',
    'Forecasting',
    'Salesforce',
    'Negotiation',
  ],
  'Marketing and sales': [
    'SEO',
    'Content Marketing',
    'Google Analytics',
    'Email Marketing',
    'Copywriting',
    'Social Media',
    'B2B Sales',
    'Account Management',
  ],
  'People and communication': [
    'Leadership',
    'Mentoring',
    'Public Speaking',
    'Technical Writing',
    'Customer Support',
    'Recruiting',
    'Spanish',
    'French',
    'German',
  ],
};

const DEMO_EXPERIENCE_AREAS: Array<[string, string]> = [
  ['Software Engineering', 'Building and running software products and services.'],
  ['Data & Analytics', 'Data engineering, analysis, business intelligence and data science.'],
  ['Product Management', 'Discovering, defining and delivering products.'],
  ['Design', 'Product, UX, UI and visual design.'],
  ['IT & Infrastructure', 'Systems administration, networks, cloud and security operations.'],
  ['Sales', 'Selling to businesses or consumers, account management.'],
  ['Marketing', 'Brand, content, growth and performance marketing.'],
  ['Customer Success', 'Support, onboarding and customer success.'],
  ['Finance & Accounting', 'Accounting, financial planning, audit and treasury.'],
  ['Human Resources', 'Recruiting, people operations and learning.'],
  ['Operations & Logistics', 'Supply chain, logistics, procurement and operations.'],
  ['Healthcare', 'Clinical and non-clinical roles in healthcare.'],
  ['Education & Training', 'Teaching, instructional design and training.'],
  ['Legal', 'Legal counsel, compliance and contracts.'],
];

const DEMO_DROPDOWNS = {
  degree: [
    'High School Diploma',
    'Certificate',
    "Associate's Degree",
    "Bachelor's Degree",
    "Master's Degree",
    'MBA',
    'Doctorate (PhD)',
    'Professional Degree (JD, MD)',
  ],
  // value: the least number of years the option stands for
  years: [
    ['Less than 1 year', 0],
    ['1–2 years', 1],
    ['3–5 years', 3],
    ['6–10 years', 6],
    ['More than 10 years', 11],
  ] as Array<[string, number]>,
  // value: rank, higher is more advanced (the score counts it, up to 5)
  education: [
    ['Secondary school', 1],
    ['Vocational training', 2],
    ['Some college', 2],
    ['Undergraduate', 3],
    ['Postgraduate', 4],
    ['Doctoral', 5],
  ] as Array<[string, number]>,
  general: {
    'Employment type': ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'],
    Language: ['English', 'Spanish', 'French', 'German', 'Portuguese', 'Mandarin', 'Hindi', 'Arabic'],
  } as Record<string, string[]>,
};

const DEMO_SCORE_MESSAGES = [
  {
    minScore: 0,
    maxScore: 24,
    title: 'Getting started',
    message: 'Employers see very little about you yet. A few minutes of profile work makes a big difference.',
    nextSteps: 'Start with a headline and summary, then upload your resume: we suggest skills from it.',
  },
  {
    minScore: 25,
    maxScore: 49,
    title: 'Taking shape',
    message: 'Your profile is taking shape. Employers searching for your skills can now find you.',
    nextSteps: 'Add your job experience with what you achieved, and your education.',
  },
  {
    minScore: 50,
    maxScore: 69,
    title: 'Strong profile',
    message: 'You have a strong profile that employers can assess quickly.',
    nextSteps: 'Describe each position in a few lines and rate your skills honestly; specific profiles rank higher.',
  },
  {
    minScore: 70,
    maxScore: 89,
    title: 'Standout candidate',
    message: 'Your profile stands out. You appear near the top of searches that match your skills.',
    nextSteps: 'Keep it current: add new skills and positions as they happen.',
  },
  {
    minScore: 90,
    maxScore: 100,
    title: 'Top of the list',
    message: 'Excellent. Your profile is as complete and strong as it gets.',
    nextSteps: 'Training and employer feedback keep you here.',
  },
];

/** Inserts each catalogue that is still empty (safe to run on every start). */
export async function seedCatalogues(db: Db): Promise<void> {
  const empty = async (table: typeof skills | typeof experienceAreas | typeof dropdownOptions | typeof scoreMessages) =>
    (await db.select({ n: count() }).from(table))[0].n === 0;

  if (await empty(skills)) {
    await db.insert(skills).values(Object.entries(DEMO_SKILLS).flatMap(([category, names]) => names.map((name) => ({ name, category }))));
  }
  if (await empty(experienceAreas)) {
    await db.insert(experienceAreas).values(DEMO_EXPERIENCE_AREAS.map(([name, description]) => ({ name, description })));
  }
  if (await empty(dropdownOptions)) {
    await db
      .insert(dropdownOptions)
      .values([
        ...DEMO_DROPDOWNS.degree.map((label, i) => ({ kind: 'degree' as const, label, sortOrder: i })),
        ...DEMO_DROPDOWNS.years.map(([label, value], i) => ({ kind: 'years' as const, label, value, sortOrder: i })),
        ...DEMO_DROPDOWNS.education.map(([label, value], i) => ({ kind: 'education' as const, label, value, sortOrder: i })),
        ...Object.entries(DEMO_DROPDOWNS.general).flatMap(([list, labels]) =>
          labels.map((label, i) => ({ kind: 'general' as const, list, label, sortOrder: i })),
        ),
      ]);
  }
  if (await empty(scoreMessages)) await db.insert(scoreMessages).values(DEMO_SCORE_MESSAGES);
}
