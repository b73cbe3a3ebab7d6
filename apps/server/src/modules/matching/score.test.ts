import { describe, expect, it } from 'vitest';
import { matchBreakdown, matchRaw, type MatchCandidate, type MatchJob } from './score.ts';

const job = (over: Partial<MatchJob> = {}): MatchJob => ({
  workplace: 'on_site',
  city: 'Lisbon',
  region: 'Lisboa',
  country: 'Portugal',
  requiredYears: null,
  requiredEducation: null,
  experienceAreaId: null,
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
  areas: [],
  skills: [],
  ...over,
});
const ts = { skillId: 'ts', name: 'TypeScript', importance: 'required' as const };
const react = { skillId: 'react', name: 'React', importance: 'required' as const };
const node = { skillId: 'node', name: 'Node.js', importance: 'required' as const };
const pg = { skillId: 'pg', name: 'PostgreSQL', importance: 'nice_to_have' as const };
const has = (skillId: string, level = 3, years = 2) => ({ skillId, level, years });
const points = (j: MatchJob, c: MatchCandidate, key: string) => matchBreakdown(j, c).components.find((x) => x.component === key)?.points;

describe('required skills (50) and depth (12)', () => {
  const web = job({ skills: [ts, react, node, pg] });
  it('counts the share of required skills held and names the missing ones', () => {
    const b = matchBreakdown(web, cand({ skills: [has('ts'), has('react')] }));
    expect(b.summary).toBe('2 of 3 required: missing Node.js');
    expect(b.required).toEqual({ held: ['TypeScript', 'React'], missing: ['Node.js'] });
    expect(b.components[0]).toMatchObject({ component: 'required', points: 33.3, max: 50 });
  });
  it('depth is 2 × level + years (at most 10) out of 20 per required skill', () => {
    // (2×5 + 6) / (20 × 3) of 12
    expect(points(web, cand({ skills: [has('ts', 5, 6)] }), 'depth')).toBe(3.2);
    expect(points(web, cand({ skills: [has('ts', 5, 40)] }), 'depth')).toBe(4);
  });
  it('lists the nice-to-have skills held', () => {
    const b = matchBreakdown(web, cand({ skills: [has('ts'), has('react'), has('node'), has('pg')] }));
    expect(b.niceToHave).toEqual({ held: ['PostgreSQL'], total: 1 });
    expect(b.summary).toBe('3 of 3 required');
  });
  it('a job with only nice-to-have skills is covered by those', () => {
    expect(matchBreakdown(job({ skills: [pg] }), cand({ skills: [has('pg')] })).components[0].points).toBe(50);
  });
  it('a job with no skill at all is covered by a position in its field', () => {
    const area = job({ experienceAreaId: 'a1' });
    expect(points(area, cand({ areas: ['a1'] }), 'required')).toBe(50);
    expect(points(area, cand({ areas: ['a2'] }), 'required')).toBe(0);
  });
});

describe('the gate: what is not skills counts in proportion to the required skills held', () => {
  const j = job({ skills: [ts, react], experienceAreaId: 'a1' });
  const everythingElse = { remotePreference: 'onsite' as const, score: 100, years: 10, education: 5 };
  it('full with every required skill', () => {
    expect(points(j, cand({ ...everythingElse, areas: ['a1'], skills: [has('ts'), has('react')] }), 'location')).toBe(10);
  });
  it('half with half of them', () => {
    expect(points(j, cand({ ...everythingElse, areas: ['a1'], skills: [has('ts')] }), 'location')).toBe(5);
  });
  it('0.3 with none but a position in the field, 0.05 with nothing', () => {
    expect(points(j, cand({ ...everythingElse, areas: ['a1'] }), 'location')).toBe(3);
    expect(points(j, cand(everythingElse), 'location')).toBe(0.5);
  });
  it('an unrelated candidate is a low match', () => {
    const b = matchBreakdown(j, cand(everythingElse));
    expect(b.total).toBe(2);
    expect(b.label).toBe('low');
  });
});

describe('location (10)', () => {
  const all = { skills: [has('ts')] };
  const j = job({ skills: [ts] });
  it('same city, region, country, elsewhere, relocation', () => {
    expect(points(j, cand(all), 'location')).toBe(10);
    expect(points(j, cand({ ...all, city: 'Sintra' }), 'location')).toBe(8);
    expect(points(j, cand({ ...all, city: 'Porto', region: 'Norte' }), 'location')).toBe(5);
    expect(points(j, cand({ ...all, city: 'Berlin', region: 'Berlin', country: 'Germany' }), 'location')).toBe(0);
    expect(points(j, cand({ ...all, city: 'Berlin', region: 'Berlin', country: 'Germany', willingToRelocate: true }), 'location')).toBe(5);
  });
  it('a remote job fits anyone, by preference; places compare case- and space-insensitively', () => {
    expect(
      points(job({ skills: [ts], workplace: 'remote' }), cand({ ...all, country: 'Japan', remotePreference: 'remote' }), 'location'),
    ).toBe(10);
    expect(points(job({ skills: [ts], workplace: 'remote' }), cand({ ...all, remotePreference: 'onsite' }), 'location')).toBe(5);
    expect(points(j, cand({ ...all, city: ' lisbon ', country: 'PORTUGAL' }), 'location')).toBe(10);
  });
});

describe('experience, education, profile completeness', () => {
  const j = job({ skills: [ts], requiredYears: 4, requiredEducation: 4, experienceAreaId: 'a1' });
  const c = cand({ skills: [has('ts')] });
  it('experience is half years, half a position in the field', () => {
    expect(points(j, { ...c, years: 1 }, 'experience')).toBe(1.3);
    expect(points(j, { ...c, years: 4, areas: ['a1'] }, 'experience')).toBe(10);
  });
  it('education proportional below the level asked', () => {
    expect(points(j, { ...c, education: 2 }, 'education')).toBe(2.5);
  });
  it('profile completeness is worth at most 5', () => {
    expect(matchRaw(j, { ...c, score: 100 }) - matchRaw(j, { ...c, score: 0 })).toBeCloseTo(5, 9);
  });
  it('sums seven components of 100 to at most 100', () => {
    const b = matchBreakdown(job({ skills: [ts] }), cand({ skills: [has('ts', 5, 10)], score: 100 }));
    expect(b.total).toBe(100);
    expect(b.label).toBe('strong');
    expect(b.components.map((x) => x.component)).toEqual([
      'required',
      'depth',
      'niceToHave',
      'experience',
      'education',
      'location',
      'score',
    ]);
    expect(b.components.reduce((s, x) => s + x.max, 0)).toBe(100);
  });
});

describe('the employer’s example (TypeScript, React and Node.js required)', () => {
  const j = job({ skills: [ts, react, node], requiredYears: 3, requiredEducation: 3 });
  const strong = { years: 10, education: 5, score: 100, remotePreference: 'onsite' as const };
  it('a frontend developer with two of them ranks far above a data engineer with none', () => {
    const frontend = matchBreakdown(j, cand({ skills: [has('ts', 4, 4), has('react', 4, 4)], score: 40, years: 3, education: 3 }));
    const dataEngineer = matchBreakdown(j, cand({ ...strong, skills: [has('python', 5, 8), has('spark', 5, 6)] }));
    expect(frontend.total).toBeGreaterThanOrEqual(50);
    expect(dataEngineer.total).toBeLessThan(25);
    expect(frontend.summary).toBe('2 of 3 required: missing Node.js');
  });
});
