import { writeFileSync } from 'node:fs';
import type { RemotePreference, Workplace } from '../score.ts';
import { DATA_FILE, type EvalCandidate, type EvalJob, type EvalSet } from './dataset.ts';
import { recruiterLabel } from './label.ts';

/**
 * Writes data.json: 28 jobs and 420 candidates across seven fields from a fixed seed (the same file every
 * run), labelled by `recruiterLabel`. Run with `npm run eval:matching -- --generate`.
 */

const FIELDS: Record<string, { skills: string[]; titles: string[]; headline: string; near: string }> = {
  software: {
    skills: ['TypeScript', 'React', 'Node.js', 'Java', 'Python', 'PostgreSQL', 'Docker', 'AWS', 'Go', 'Kubernetes'],
    titles: ['Frontend Engineer (React)', 'Backend Engineer (Node.js)', 'Java Developer', 'Platform Engineer'],
    headline: 'Software engineer',
    near: 'data',
  },
  data: {
    skills: ['Python', 'SQL', 'Spark', 'Airflow', 'dbt', 'Tableau', 'Statistics', 'Machine learning', 'Pandas'],
    titles: ['Data Engineer', 'Data Analyst', 'Machine Learning Engineer', 'Analytics Engineer'],
    headline: 'Data engineer',
    near: 'software',
  },
  design: {
    skills: ['Figma', 'UX research', 'Illustrator', 'Photoshop', 'Prototyping', 'Design systems', 'Typography', 'CSS'],
    titles: ['Product Designer', 'UX Researcher', 'Graphic Designer', 'Design Systems Designer'],
    headline: 'Designer',
    near: 'software',
  },
  sales: {
    skills: ['Salesforce', 'Negotiation', 'Cold calling', 'Account management', 'CRM', 'Lead generation', 'Spanish', 'Presentations'],
    titles: ['Account Executive', 'Sales Development Representative', 'Key Account Manager', 'Sales Manager (Spanish)'],
    headline: 'Sales representative',
    near: 'support',
  },
  support: {
    skills: ['Zendesk', 'Customer service', 'Spanish', 'Troubleshooting', 'Ticketing', 'Live chat', 'CRM', 'Business writing'],
    titles: ['Customer Support Specialist (Spanish)', 'Technical Support Agent', 'Support Team Lead', 'Live Chat Agent'],
    headline: 'Customer support agent',
    near: 'sales',
  },
  logistics: {
    skills: ['Forklift', 'Inventory management', 'SAP', 'Route planning', 'Warehouse safety', 'Supply chain', 'Excel', 'Driving licence C'],
    titles: ['Warehouse Operative', 'Logistics Coordinator', 'Delivery Driver', 'Supply Chain Planner'],
    headline: 'Logistics coordinator',
    near: 'sales',
  },
  health: {
    skills: ['Nursing', 'Patient care', 'First aid', 'Phlebotomy', 'Medical records', 'Pharmacology', 'Elder care', 'Triage'],
    titles: ['Registered Nurse', 'Care Assistant', 'Phlebotomist', 'Triage Nurse'],
    headline: 'Nurse',
    near: 'health',
  },
};
const PLACES = [
  { city: 'Lisbon', region: 'Lisboa', country: 'Portugal' },
  { city: 'Porto', region: 'Norte', country: 'Portugal' },
  { city: 'Madrid', region: 'Madrid', country: 'Spain' },
  { city: 'Barcelona', region: 'Catalonia', country: 'Spain' },
  { city: 'Berlin', region: 'Berlin', country: 'Germany' },
];
const CANDIDATES_PER_FIELD = 60;

/** mulberry32: a small seeded generator, so the file is the same on every machine */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(38);
const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
const chance = (p: number) => rnd() < p;
function sample<T>(xs: readonly T[], n: number): T[] {
  const copy = [...xs];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(n, copy.length));
}
const skillId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function jobs(): EvalJob[] {
  return Object.entries(FIELDS).flatMap(([field, f]) =>
    f.titles.map((title, i) => {
      const chosen = sample(f.skills, int(2, 6));
      const requiredCount = Math.min(chosen.length, int(1, 4));
      const place = pick(PLACES);
      return {
        id: `${field}-job-${i + 1}`,
        title,
        field,
        workplace: pick<Workplace>(['remote', 'hybrid', 'on_site', 'on_site']),
        ...place,
        requiredYears: chance(0.6) ? pick([1, 2, 3, 5]) : null,
        requiredEducation: chance(0.4) ? int(1, 4) : null,
        experienceAreaId: chance(0.9) ? field : null,
        skills: chosen.map((name, k) => ({
          skillId: skillId(name),
          name,
          importance: k < requiredCount ? ('required' as const) : ('nice_to_have' as const),
        })),
      };
    }),
  );
}

function candidates(): EvalCandidate[] {
  return Object.entries(FIELDS).flatMap(([field, f]) =>
    Array.from({ length: CANDIDATES_PER_FIELD }, (_, i) => {
      const years = int(0, 12);
      const own = sample(f.skills, int(1, 6));
      const near = chance(0.25) ? sample(FIELDS[f.near].skills, int(1, 2)) : [];
      const names = [...new Set([...own, ...near])];
      const areas = [...(chance(0.85) ? [field] : []), ...(chance(0.15) ? [f.near] : [])];
      return {
        id: `${field}-cand-${i + 1}`,
        headline: f.headline,
        field,
        ...pick(PLACES),
        remotePreference: pick<RemotePreference>(['onsite', 'hybrid', 'remote', 'any']),
        willingToRelocate: chance(0.3),
        years,
        education: int(0, 5),
        score: int(20, 100),
        areas: [...new Set(areas)],
        skills: names.map((name) => ({ skillId: skillId(name), level: int(1, 5), years: int(0, Math.max(1, years)) })),
      };
    }),
  );
}

function generateEvalSet(): EvalSet {
  const js = jobs();
  const cs = candidates();
  const labels = Object.fromEntries(js.map((j) => [j.id, cs.map((c) => recruiterLabel(j, c)).join('')]));
  return { jobs: js, candidates: cs, labels };
}

export function writeEvalSet(): void {
  writeFileSync(DATA_FILE, `${JSON.stringify(generateEvalSet())}\n`);
}
