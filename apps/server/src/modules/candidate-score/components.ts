import {
  SCORE_COMPONENT_LABELS,
  SCORE_WEIGHTS,
  type ChecklistItem,
  type ScoreAction,
  type ScoreComponent,
  type ScoreComponentKey,
} from '@talentmatch/shared/score';

/**
 * The candidate score (product.md "Candidate score"): six components, each a pure function of the
 * inputs with its own test. Weights live in @talentmatch/shared/score; the rules are in
 * docs/candidate-profiles.md.
 */

export interface ScoreInputs {
  profile: {
    phoneNumber: string;
    headline: string;
    summary: string;
    city: string;
    country: string;
    hasPhoto: boolean;
    hasResume: boolean;
    /** rank (dropdown value) of the education level chosen on the profile */
    educationLevelRank: number | null;
  } | null;
  skills: Array<{ level: number; years: number }>;
  jobs: Array<{ title: string; startDate: string; endDate: string | null; isCurrent: boolean; description: string }>;
  education: Array<{ educationRank: number | null }>;
  /** completed training items; null until Career Advice launches */
  trainingCompleted: number | null;
  /** approved employer ratings (1–5); null until employer feedback launches */
  feedbackRatings: number[] | null;
  /** YYYY-MM-DD, for current positions */
  today: string;
}

export interface ComponentResult extends ScoreComponent {
  actions: ScoreAction[];
}

const PATHS = {
  profile: '/candidate/profile/update',
  settings: '/candidate/settings',
  resume: '/candidate/profile/resume/upload',
  photo: '/candidate/profile/update',
  skills: '/candidate/skills/add',
  experiences: '/candidate/experiences',
  training: '/candidate/training',
} as const;

const round1 = (n: number) => Math.round(n * 10) / 10;

function component(
  key: ScoreComponentKey,
  points: number,
  explanation: string,
  actions: ScoreAction[] = [],
  status: ScoreComponent['status'] = 'ok',
): ComponentResult {
  const max = SCORE_WEIGHTS[key];
  return { key, label: SCORE_COMPONENT_LABELS[key], points: round1(Math.min(max, Math.max(0, points))), max, status, explanation, actions };
}

const SUMMARY_MIN_CHARS = 100;
const DESCRIPTION_MIN_CHARS = 100;

/** Profile completeness (20): contact, summary, location, photo and resume, 4 points each. */
export function profileCompleteness(inputs: ScoreInputs): ComponentResult {
  const p = inputs.profile;
  const items = completenessItems(inputs);
  const done = items.filter((i) => i.done).length;
  const each = SCORE_WEIGHTS.profile / items.length;
  const actions: ScoreAction[] = items
    .filter((i) => !i.done)
    .map((i) => ({ component: 'profile', text: i.action, gain: each, path: i.path }));
  if (!p) return component('profile', 0, 'Create your profile to start earning points.', actions);
  return component('profile', done * each, `${done} of ${items.length} profile items complete (${each} points each).`, actions);
}

function completenessItems(inputs: ScoreInputs) {
  const p = inputs.profile;
  return [
    {
      key: 'contact',
      label: 'Phone number',
      done: Boolean(p?.phoneNumber.trim()),
      path: PATHS.settings,
      action: 'Add a phone number so employers can reach you.',
    },
    {
      key: 'summary',
      label: `Summary of at least ${SUMMARY_MIN_CHARS} characters`,
      done: (p?.summary.trim().length ?? 0) >= SUMMARY_MIN_CHARS,
      path: PATHS.profile,
      action: `Write a summary of at least ${SUMMARY_MIN_CHARS} characters about what you do best.`,
    },
    {
      key: 'location',
      label: 'City and country',
      done: Boolean(p?.city.trim() && p.country.trim()),
      path: PATHS.profile,
      action: 'Add your city and country.',
    },
    { key: 'photo', label: 'Profile photo', done: Boolean(p?.hasPhoto), path: PATHS.photo, action: 'Upload a profile photo.' },
    { key: 'resume', label: 'Resume', done: Boolean(p?.hasResume), path: PATHS.resume, action: 'Upload your resume (PDF, DOC or DOCX).' },
  ];
}

const SKILL_COUNT_CAP = 10;

/** Skills (25): 1 point per skill up to 10, plus up to 15 for the levels of those ten (level 5 = full). */
export function skillsScore(inputs: ScoreInputs): ComponentResult {
  const points = (skills: Array<{ level: number }>) => {
    const top = [...skills].sort((a, b) => b.level - a.level).slice(0, SKILL_COUNT_CAP);
    const count = top.length;
    const levels = top.reduce((sum, s) => sum + s.level, 0);
    return count + (15 * levels) / (SKILL_COUNT_CAP * 5);
  };
  const current = points(inputs.skills);
  const actions: ScoreAction[] = [];
  const missing = SKILL_COUNT_CAP - inputs.skills.length;
  if (missing > 0) {
    const add = Math.min(3, missing);
    const gain = points([...inputs.skills, ...Array.from({ length: add }, () => ({ level: 3 }))]) - current;
    actions.push({
      component: 'skills',
      text:
        inputs.skills.length === 0
          ? 'Add the skills you use at work, with your level.'
          : `Add ${add} more skill${add > 1 ? 's' : ''} you use at work.`,
      gain: round1(gain),
      path: PATHS.skills,
    });
  }
  const explanation =
    inputs.skills.length === 0
      ? 'No skills yet.'
      : `${inputs.skills.length} skill${inputs.skills.length > 1 ? 's' : ''}; the best ${Math.min(SKILL_COUNT_CAP, inputs.skills.length)} count, by number and level.`;
  return component('skills', current, explanation, actions);
}

/** Whole years covered by job experiences, overlapping periods counted once. */
export function experienceYears(jobs: ScoreInputs['jobs'], today: string): number {
  const spans = jobs
    .map((j) => [Date.parse(`${j.startDate}T00:00:00Z`), Date.parse(`${j.isCurrent || !j.endDate ? today : j.endDate}T00:00:00Z`)] as const)
    .filter(([s, e]) => Number.isFinite(s) && Number.isFinite(e) && e >= s)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curStart = -Infinity;
  let curEnd = -Infinity;
  for (const [s, e] of spans) {
    if (s > curEnd) {
      if (curEnd > curStart) total += curEnd - curStart;
      curStart = s;
      curEnd = e;
    } else {
      curEnd = Math.max(curEnd, e);
    }
  }
  if (curEnd > curStart) total += curEnd - curStart;
  return total / (365.25 * 86400_000);
}

const YEARS_CAP = 8;

/** Experience (20): 1.5 points per year up to 8 years (12), plus 2 per well-described position up to 4 (8). */
export function experienceScore(inputs: ScoreInputs): ComponentResult {
  const years = experienceYears(inputs.jobs, inputs.today);
  const yearPoints = Math.min(years, YEARS_CAP) * 1.5;
  const described = inputs.jobs.filter((j) => j.description.trim().length >= DESCRIPTION_MIN_CHARS);
  const relevance = Math.min(described.length, 4) * 2;
  const actions: ScoreAction[] = [];
  if (inputs.jobs.length === 0) {
    actions.push({ component: 'experience', text: 'Add your job experience, tagged with its area.', gain: 5, path: PATHS.experiences });
  } else if (described.length < 4) {
    const undescribed = inputs.jobs.find((j) => j.description.trim().length < DESCRIPTION_MIN_CHARS);
    if (undescribed) {
      actions.push({
        component: 'experience',
        text: `Describe what you achieved as ${undescribed.title} (at least ${DESCRIPTION_MIN_CHARS} characters).`,
        gain: 2,
        path: PATHS.experiences,
      });
    }
  }
  const explanation =
    inputs.jobs.length === 0
      ? 'No job experience yet.'
      : `${round1(years)} years of experience (${round1(yearPoints)} points) and ${described.length} well-described position${described.length === 1 ? '' : 's'} (${relevance} points).`;
  return component('experience', yearPoints + relevance, explanation, actions);
}

/** Education (10): 5 for at least one education entry, plus the highest education rank (0–5). */
export function educationScore(inputs: ScoreInputs): ComponentResult {
  const ranks = [...inputs.education.map((e) => e.educationRank ?? 0), inputs.profile?.educationLevelRank ?? 0];
  const rank = Math.min(5, Math.max(0, ...ranks));
  const hasEntry = inputs.education.length > 0;
  const points = (hasEntry ? 5 : 0) + rank;
  const actions: ScoreAction[] = [];
  if (!hasEntry) {
    actions.push({
      component: 'education',
      text: 'Add your education (school, degree and level).',
      gain: Math.min(10, 5 + Math.max(rank, 3)) - points,
      path: PATHS.experiences,
    });
  }
  const explanation = hasEntry
    ? `${inputs.education.length} education entr${inputs.education.length === 1 ? 'y' : 'ies'} (5 points) and highest level rank ${rank} (${rank} points).`
    : rank > 0
      ? `Education level on your profile (${rank} points); no education entries yet.`
      : 'No education yet.';
  return component('education', points, explanation, actions);
}

export const TRAINING_UNAVAILABLE = 'Available when Career Advice launches: completed training will earn up to 15 points.';

const TRAINING_POINTS_PER_ITEM = 3;
const TRAINING_ITEMS_CAP = 5;

/** Training completed (15): 3 points per completed career-advice item, up to 5 items; 0 when Career Advice is absent. */
export function trainingScore(inputs: ScoreInputs): ComponentResult {
  if (inputs.trainingCompleted === null) return component('training', 0, TRAINING_UNAVAILABLE, [], 'unavailable');
  const n = inputs.trainingCompleted;
  const actions: ScoreAction[] =
    n < TRAINING_ITEMS_CAP
      ? [
          {
            component: 'training',
            text: 'Complete a Career Advice article or video.',
            gain: TRAINING_POINTS_PER_ITEM,
            path: PATHS.training,
          },
        ]
      : [];
  const explanation = `${n} career-advice item${n === 1 ? '' : 's'} completed (${TRAINING_POINTS_PER_ITEM} points each, up to ${TRAINING_ITEMS_CAP}).`;
  return component('training', Math.min(n, TRAINING_ITEMS_CAP) * TRAINING_POINTS_PER_ITEM, explanation, actions);
}

export const FEEDBACK_UNAVAILABLE =
  'Available when employer feedback launches: approved ratings will count up to 10 points (neutral 5 until you have any).';
const FEEDBACK_NEUTRAL = 5;

/** Employer feedback (10): average approved rating × 2; neutral 5 with no feedback; reads 0 until feedback launches. */
export function feedbackScore(inputs: ScoreInputs): ComponentResult {
  if (inputs.feedbackRatings === null) return component('feedback', 0, FEEDBACK_UNAVAILABLE, [], 'unavailable');
  if (inputs.feedbackRatings.length === 0) {
    return component('feedback', FEEDBACK_NEUTRAL, 'No approved employer feedback yet: neutral 5 points.');
  }
  const average = inputs.feedbackRatings.reduce((a, b) => a + b, 0) / inputs.feedbackRatings.length;
  return component(
    'feedback',
    average * 2,
    `Average approved rating ${round1(average)} of 5 from ${inputs.feedbackRatings.length} employer${inputs.feedbackRatings.length === 1 ? '' : 's'}.`,
  );
}

export interface ScoreResult {
  score: number;
  components: ComponentResult[];
  /** the three actions that would raise the score most */
  actions: ScoreAction[];
  checklist: ChecklistItem[];
}

export function computeScore(inputs: ScoreInputs): ScoreResult {
  const components = [
    profileCompleteness(inputs),
    skillsScore(inputs),
    experienceScore(inputs),
    educationScore(inputs),
    trainingScore(inputs),
    feedbackScore(inputs),
  ];
  const score = Math.max(0, Math.min(100, Math.round(components.reduce((sum, c) => sum + c.points, 0))));
  const actions = components
    .flatMap((c) => c.actions)
    .filter((a) => a.gain > 0)
    .sort((a, b) => b.gain - a.gain)
    .slice(0, 3);
  const checklist: ChecklistItem[] = [
    {
      key: 'headline',
      label: 'Profile with a headline',
      done: Boolean(inputs.profile?.headline.trim()),
      path: '/candidate/profile/create',
    },
    ...completenessItems(inputs).map(({ key, label, done, path }) => ({ key, label, done, path })),
    { key: 'skills', label: 'At least 3 skills', done: inputs.skills.length >= 3, path: PATHS.skills },
    { key: 'jobs', label: 'A job experience', done: inputs.jobs.length > 0, path: PATHS.experiences },
    { key: 'education', label: 'An education entry', done: inputs.education.length > 0, path: PATHS.experiences },
  ];
  return { score, components, actions, checklist };
}

/** The points per component, as stored in the history. */
export function componentPoints(result: ScoreResult): Record<ScoreComponentKey, number> {
  return Object.fromEntries(result.components.map((c) => [c.key, c.points])) as Record<ScoreComponentKey, number>;
}
