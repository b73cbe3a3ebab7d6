import { describe, expect, it } from 'vitest';
import {
  computeScore,
  educationScore,
  experienceScore,
  experienceYears,
  FEEDBACK_UNAVAILABLE,
  feedbackScore,
  profileCompleteness,
  skillsScore,
  TRAINING_UNAVAILABLE,
  trainingScore,
  type ScoreInputs,
} from './components.ts';
import { ratingsForScore } from '../feedback/tasks.ts';

const empty: ScoreInputs = {
  profile: null,
  skills: [],
  jobs: [],
  education: [],
  trainingCompleted: null,
  feedbackRatings: null,
  today: '2026-06-01',
};
const profile = {
  phoneNumber: '',
  headline: 'Data engineer',
  summary: '',
  city: '',
  country: '',
  hasPhoto: false,
  hasResume: false,
  educationLevelRank: null,
};
const long = 'x'.repeat(120);

describe('profile completeness (20)', () => {
  it('is 0 without a profile and lists every missing item', () => {
    const r = profileCompleteness(empty);
    expect(r.points).toBe(0);
    expect(r.actions).toHaveLength(5);
  });
  it('gives 4 points per item: contact, summary, location, photo, resume', () => {
    expect(profileCompleteness({ ...empty, profile: { ...profile, phoneNumber: '+1 555 0100' } }).points).toBe(4);
    expect(profileCompleteness({ ...empty, profile: { ...profile, summary: 'short' } }).points).toBe(0);
    expect(profileCompleteness({ ...empty, profile: { ...profile, summary: long, city: 'Lyon' } }).points).toBe(4);
    const full = { ...profile, phoneNumber: '1', summary: long, city: 'Lyon', country: 'France', hasPhoto: true, hasResume: true };
    const r = profileCompleteness({ ...empty, profile: full });
    expect(r.points).toBe(20);
    expect(r.actions).toEqual([]);
  });
});

describe('skills (25)', () => {
  it('is 0 with no skills and suggests adding some', () => {
    const r = skillsScore(empty);
    expect(r.points).toBe(0);
    expect(r.actions[0].gain).toBeCloseTo(5.7, 1);
  });
  it('counts up to 10 skills and their levels, capped at 25', () => {
    expect(skillsScore({ ...empty, skills: [{ level: 5, years: 3 }] }).points).toBe(2.5);
    expect(skillsScore({ ...empty, skills: Array.from({ length: 5 }, () => ({ level: 3, years: 1 })) }).points).toBe(9.5);
    const many = Array.from({ length: 14 }, () => ({ level: 5, years: 10 }));
    const r = skillsScore({ ...empty, skills: many });
    expect(r.points).toBe(25);
    expect(r.actions).toEqual([]);
  });
  it('uses the best ten levels when there are more than ten skills', () => {
    const skills = [...Array.from({ length: 10 }, () => ({ level: 5, years: 1 })), { level: 1, years: 1 }];
    expect(skillsScore({ ...empty, skills }).points).toBe(25);
  });
});

describe('experience (20)', () => {
  it('merges overlapping periods when counting years', () => {
    const jobs = [
      { title: 'A', startDate: '2020-01-01', endDate: '2022-01-01', isCurrent: false, description: '' },
      { title: 'B', startDate: '2021-01-01', endDate: '2023-01-01', isCurrent: false, description: '' },
    ];
    expect(experienceYears(jobs, '2026-01-01')).toBeCloseTo(3, 1);
  });
  it('counts a current position up to today', () => {
    const jobs = [{ title: 'A', startDate: '2024-06-01', endDate: null, isCurrent: true, description: '' }];
    expect(experienceYears(jobs, '2026-06-01')).toBeCloseTo(2, 1);
  });
  it('gives 1.5 per year up to 8 years and 2 per well-described position up to 4', () => {
    const job = { title: 'Analyst', startDate: '2016-01-01', endDate: '2026-01-01', isCurrent: false, description: long };
    const r = experienceScore({ ...empty, jobs: [job, job, job, job, job] });
    expect(r.points).toBe(20);
    const short = experienceScore({ ...empty, jobs: [{ ...job, startDate: '2024-01-01', description: 'did things' }] });
    expect(short.points).toBe(3);
    expect(short.actions[0].text).toContain('Analyst');
  });
  it('suggests adding experience when there is none', () => {
    expect(experienceScore(empty).actions[0].gain).toBe(5);
  });
});

describe('education (10)', () => {
  it('gives 5 for an entry plus the highest rank', () => {
    expect(educationScore(empty).points).toBe(0);
    expect(educationScore({ ...empty, education: [{ educationRank: 3 }, { educationRank: 4 }] }).points).toBe(9);
    expect(educationScore({ ...empty, education: [{ educationRank: 9 }] }).points).toBe(10);
  });
  it('counts the level chosen on the profile without entries', () => {
    const r = educationScore({ ...empty, profile: { ...profile, educationLevelRank: 3 } });
    expect(r.points).toBe(3);
    expect(r.actions[0].gain).toBe(5);
  });
});

describe('training (15)', () => {
  it('reads 0 and says so until Career Advice launches', () => {
    const r = trainingScore(empty);
    expect(r).toMatchObject({ points: 0, status: 'unavailable', explanation: TRAINING_UNAVAILABLE });
  });
  it('is 0 with no completed item and points to Career Advice', () => {
    const r = trainingScore({ ...empty, trainingCompleted: 0 });
    expect(r).toMatchObject({ points: 0, status: 'ok' });
    expect(r.actions).toEqual([{ component: 'training', text: expect.any(String), gain: 3, path: '/candidate/training' }]);
  });
  it('gives 3 per completed item (partial)', () => {
    expect(trainingScore({ ...empty, trainingCompleted: 1 }).points).toBe(3);
    expect(trainingScore({ ...empty, trainingCompleted: 2 }).points).toBe(6);
    expect(trainingScore({ ...empty, trainingCompleted: 4 }).actions).toHaveLength(1);
  });
  it('is capped at 15 from the fifth item on, with nothing more to suggest', () => {
    expect(trainingScore({ ...empty, trainingCompleted: 5 }).points).toBe(15);
    const r = trainingScore({ ...empty, trainingCompleted: 9 });
    expect(r.points).toBe(15);
    expect(r.actions).toEqual([]);
  });
});

describe('employer feedback (10)', () => {
  it('reads 0 and says so until feedback launches', () => {
    expect(feedbackScore(empty)).toMatchObject({ points: 0, status: 'unavailable', explanation: FEEDBACK_UNAVAILABLE });
  });
  it('is neutral (5) with no approved feedback and the average rating × 2 otherwise', () => {
    expect(feedbackScore({ ...empty, feedbackRatings: [] }).points).toBe(5);
    expect(feedbackScore({ ...empty, feedbackRatings: [4, 5] }).points).toBe(9);
    expect(feedbackScore({ ...empty, feedbackRatings: [1] }).points).toBe(2);
  });
});

describe('employer feedback from the review (feedback module)', () => {
  const scoreOf = (rows: Array<{ status: string; overall: number | null }>) =>
    feedbackScore({ ...empty, feedbackRatings: ratingsForScore(rows) });
  it('no feedback: neutral 5 points', () => {
    expect(scoreOf([])).toMatchObject({ points: 5, status: 'ok' });
    expect(scoreOf([{ status: 'pending', overall: null }]).points).toBe(5);
  });
  it('one approved feedback: its rating × 2', () => {
    expect(scoreOf([{ status: 'approved', overall: 4 }]).points).toBe(8);
  });
  it('a rejected (or unreviewed) one is ignored', () => {
    expect(
      scoreOf([
        { status: 'approved', overall: 4 },
        { status: 'rejected', overall: 1 },
        { status: 'submitted', overall: 1 },
      ]).points,
    ).toBe(8);
    expect(scoreOf([{ status: 'rejected', overall: 1 }]).points).toBe(5);
  });
});

describe('computeScore', () => {
  it('adds the components, rounds, and picks the three biggest actions', () => {
    const r = computeScore({ ...empty, profile });
    expect(r.score).toBe(0);
    expect(r.actions).toHaveLength(3);
    expect(r.actions.map((a) => a.gain)).toEqual([...r.actions.map((a) => a.gain)].sort((a, b) => b - a));
    expect(r.checklist.find((c) => c.key === 'headline')?.done).toBe(true);
  });
  it('reaches 75 with everything available today complete (training and feedback read 0)', () => {
    const full = {
      ...profile,
      phoneNumber: '1',
      summary: long,
      city: 'Lyon',
      country: 'France',
      hasPhoto: true,
      hasResume: true,
      educationLevelRank: 5,
    };
    const job = { title: 'Analyst', startDate: '2016-01-01', endDate: '2026-01-01', isCurrent: false, description: long };
    const r = computeScore({
      ...empty,
      profile: full,
      skills: Array.from({ length: 10 }, () => ({ level: 5, years: 5 })),
      jobs: [job, job, job, job],
      education: [{ educationRank: 5 }],
    });
    expect(r.score).toBe(75);
    expect(r.actions).toEqual([]);
  });
});
