import { describe, expect, it } from 'vitest';
import {
  educationComponent,
  locationComponent,
  matchBreakdown,
  scoreComponent,
  skillsComponent,
  yearsComponent,
  type MatchCandidate,
  type MatchJob,
} from './score.ts';

const job = (over: Partial<MatchJob> = {}): MatchJob => ({
  workplace: 'on_site',
  city: 'Lisbon',
  region: 'Lisboa',
  country: 'Portugal',
  requiredYears: null,
  requiredEducation: null,
  skills: [],
  ...over,
});
const cand = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  city: 'Lisbon',
  region: 'Lisboa',
  country: 'Portugal',
  remotePreference: 'any',
  willingToRelocate: false,
  years: 0,
  education: 0,
  score: 0,
  skills: [],
  ...over,
});
const ts = { skillId: 'ts', name: 'TypeScript', importance: 'required' as const };
const pg = { skillId: 'pg', name: 'PostgreSQL', importance: 'nice_to_have' as const };

describe('skills component (40)', () => {
  it('gives full points when the job lists no skills', () => expect(skillsComponent(job(), cand()).view.points).toBe(40));
  it('weights required twice nice-to-have and scales by level', () => {
    // required ts at level 5 = 2×5, nice pg missing: 10 / (5 × 3) = 2/3 of 40
    const r = skillsComponent(job({ skills: [ts, pg] }), cand({ skills: [{ skillId: 'ts', level: 5 }] }));
    expect(r.raw).toBeCloseTo(26.667, 2);
    expect(r.view.explanation).toContain('TypeScript (level 5)');
  });
  it('names missing required skills', () => {
    const r = skillsComponent(job({ skills: [ts, pg] }), cand({ skills: [{ skillId: 'pg', level: 5 }] }));
    expect(r.raw).toBeCloseTo(40 / 3, 5);
    expect(r.view.explanation).toContain('Missing required: TypeScript');
  });
  it('gives a level-1 holder a fifth of the skill', () => {
    expect(skillsComponent(job({ skills: [ts] }), cand({ skills: [{ skillId: 'ts', level: 1 }] })).raw).toBeCloseTo(8, 5);
  });
});

describe('years component (15)', () => {
  it('full when none asked or met', () => {
    expect(yearsComponent(job(), cand()).raw).toBe(15);
    expect(yearsComponent(job({ requiredYears: 3 }), cand({ years: 5 })).raw).toBe(15);
  });
  it('proportional below the requirement', () =>
    expect(yearsComponent(job({ requiredYears: 4 }), cand({ years: 1 })).raw).toBeCloseTo(3.75, 5));
});

describe('education component (10)', () => {
  it('full when none asked or met', () => {
    expect(educationComponent(job(), cand()).raw).toBe(10);
    expect(educationComponent(job({ requiredEducation: 3 }), cand({ education: 4 })).raw).toBe(10);
  });
  it('proportional below, zero without education', () => {
    expect(educationComponent(job({ requiredEducation: 4 }), cand({ education: 2 })).raw).toBe(5);
    expect(educationComponent(job({ requiredEducation: 4 }), cand()).raw).toBe(0);
  });
});

describe('location component (15)', () => {
  it('same city on site: full', () => expect(locationComponent(job(), cand({ remotePreference: 'onsite' })).raw).toBe(15));
  it('same region, same country, elsewhere', () => {
    expect(locationComponent(job(), cand({ city: 'Sintra' })).raw).toBeCloseTo(10.5, 5);
    expect(locationComponent(job(), cand({ city: 'Porto', region: 'Norte' })).raw).toBeCloseTo(6, 5);
    expect(locationComponent(job(), cand({ city: 'Berlin', region: 'Berlin', country: 'Germany' })).raw).toBe(0);
  });
  it('willing to relocate lifts a far candidate to 0.8', () =>
    expect(
      locationComponent(job(), cand({ city: 'Berlin', region: 'Berlin', country: 'Germany', willingToRelocate: true })).raw,
    ).toBeCloseTo(12, 5));
  it('a remote job fits anyone, by preference', () => {
    expect(locationComponent(job({ workplace: 'remote' }), cand({ country: 'Japan', remotePreference: 'remote' })).raw).toBe(15);
    expect(locationComponent(job({ workplace: 'remote' }), cand({ remotePreference: 'onsite' })).raw).toBeCloseTo(7.5, 5);
  });
  it('a remote-only candidate for an on-site job in the same city', () =>
    expect(locationComponent(job(), cand({ remotePreference: 'remote' })).raw).toBeCloseTo(4.5, 5));
  it('is case- and space-insensitive', () =>
    expect(locationComponent(job(), cand({ city: ' lisbon ', country: 'PORTUGAL' })).raw).toBe(15));
});

describe('score component (20)', () => {
  it('scales the candidate score', () => expect(scoreComponent(job(), cand({ score: 55 })).raw).toBe(11));
});

describe('matchBreakdown', () => {
  it('sums five components to 0–100 with one line each', () => {
    const b = matchBreakdown(job({ skills: [ts] }), cand({ skills: [{ skillId: 'ts', level: 5 }], score: 100 }));
    expect(b.total).toBe(100);
    expect(b.components.map((c) => c.component)).toEqual(['skills', 'years', 'education', 'location', 'score']);
    expect(b.components.reduce((s, c) => s + c.max, 0)).toBe(100);
  });
  it('is 0 for nothing in common', () => {
    const b = matchBreakdown(
      job({ skills: [ts], requiredYears: 5, requiredEducation: 4 }),
      cand({ city: 'Berlin', region: 'B', country: 'Germany', remotePreference: 'remote' }),
    );
    expect(b.total).toBe(0);
  });
});
