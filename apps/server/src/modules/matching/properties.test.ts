import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/index.ts';
import { createTestDatabase } from '../../../test/app.ts';
import { matchBreakdown, matchRaw, type MatchCandidate, type MatchJob } from './score.ts';
import { type BoundFact, heldColumnFacts, heldSumsSql, isRequiredSql, jobTotalsSql, matchBoundSql, matchRawSql } from './sql.ts';

/**
 * The properties of the match (docs/matching-and-search.md), over generated jobs and candidates, checked
 * against the TypeScript rules and against the SQL ranking expression (run on the embedded database, with
 * the skill sums aggregated by the same SQL the rankings use).
 */

const SKILLS = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7'];
const AREAS = ['a0', 'a1', 'a2'];
const PLACES = [
  { city: 'Lisbon', region: 'Lisboa', country: 'Portugal' },
  { city: 'Sintra', region: 'Lisboa', country: 'Portugal' },
  { city: 'Porto', region: 'Norte', country: 'Portugal' },
  { city: 'Berlin', region: 'Berlin', country: 'Germany' },
  { city: '', region: '', country: '' },
];

const jobArb: fc.Arbitrary<MatchJob> = fc
  .record({
    workplace: fc.constantFrom('remote', 'hybrid', 'on_site' as const),
    place: fc.constantFrom(...PLACES),
    requiredYears: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    requiredEducation: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    experienceAreaId: fc.option(fc.constantFrom(...AREAS), { nil: null }),
    skills: fc.uniqueArray(
      fc.record({ skillId: fc.constantFrom(...SKILLS), importance: fc.constantFrom('required', 'nice_to_have' as const) }),
      { selector: (s) => s.skillId, maxLength: 6 },
    ),
  })
  .map(({ place, skills, ...rest }) => ({ ...rest, ...place, skills: skills.map((s) => ({ ...s, name: s.skillId })) }));

const heldArb = (skillId: fc.Arbitrary<string>) =>
  fc.record({ skillId, level: fc.integer({ min: 1, max: 5 }), years: fc.integer({ min: 0, max: 30 }) });

const candidateArb: fc.Arbitrary<MatchCandidate> = fc
  .record({
    place: fc.constantFrom(...PLACES),
    remotePreference: fc.constantFrom('onsite', 'hybrid', 'remote', 'any' as const),
    willingToRelocate: fc.boolean(),
    years: fc.integer({ min: 0, max: 15 }),
    education: fc.integer({ min: 0, max: 6 }),
    score: fc.integer({ min: 0, max: 100 }),
    areas: fc.uniqueArray(fc.constantFrom(...AREAS)),
    skills: fc.uniqueArray(heldArb(fc.constantFrom(...SKILLS, 'x0', 'x1')), { selector: (s) => s.skillId, maxLength: 8 }),
  })
  .map(({ place, ...rest }) => ({ ...rest, ...place }));

type Pair = [MatchJob, MatchCandidate];
type Evaluate = (pairs: Pair[]) => Promise<number[]>;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => database?.close());

const inTypeScript: Evaluate = async (pairs) => pairs.map(([j, c]) => matchRaw(j, c));

/** The unrounded match of each pair, computed by `matchRawSql` (or a bound) over the pairs as JSON rows. */
const matchInSql = async (pairs: Pair[], best?: BoundFact[]): Promise<number[]> => {
  const rows = pairs.map(([j, c], i) => ({
    i,
    workplace: j.workplace,
    jcity: j.city,
    jregion: j.region,
    jcountry: j.country,
    jyears: j.requiredYears,
    jeducation: j.requiredEducation,
    jarea: j.experienceAreaId,
    city: c.city,
    region: c.region,
    country: c.country,
    pref: c.remotePreference,
    relocate: c.willingToRelocate,
    years: c.years,
    education: c.education,
    score: c.score,
  }));
  const jobSkills = pairs.flatMap(([j], i) => j.skills.map((s) => ({ i, skill_id: s.skillId, importance: s.importance })));
  const candSkills = pairs.flatMap(([, c], i) => c.skills.map((s) => ({ i, skill_id: s.skillId, level: s.level, years: s.years })));
  const areas = pairs.flatMap(([, c], i) => c.areas.map((area) => ({ i, area })));
  const req = isRequiredSql(sql`js.importance`);
  const facts = {
    reqTotal: sql`jsk.req_total`,
    niceTotal: sql`jsk.nice_total`,
    ...heldColumnFacts('jsk'),
    jobHasArea: sql`(p.jarea is not null)`,
    inField: sql`exists (select 1 from json_to_recordset(${JSON.stringify(areas)}::json) a(i int, area text) where a.i = p.i and a.area = p.jarea)`,
    jobYears: sql`p.jyears`,
    jobEducation: sql`p.jeducation`,
    jobWorkplace: sql`p.workplace`,
    jobCity: sql`p.jcity`,
    jobRegion: sql`p.jregion`,
    jobCountry: sql`p.jcountry`,
    candYears: sql`p.years`,
    candEducation: sql`p.education`,
    candCity: sql`p.city`,
    candRegion: sql`p.region`,
    candCountry: sql`p.country`,
    candPreference: sql`p.pref`,
    candRelocate: sql`p.relocate`,
    candScore: sql`p.score`,
  };
  const raw = best ? matchBoundSql(facts, best) : matchRawSql(facts);
  const { rows: out } = await database.db.execute<{ i: number; raw: number }>(sql`
    select p.i, ${raw} as raw
    from json_to_recordset(${JSON.stringify(rows)}::json) p(i int, workplace text, jcity text, jregion text, jcountry text,
      jyears int, jeducation int, jarea text, city text, region text, country text, pref text, relocate boolean, years int, education int, score int)
    left join lateral (select ${jobTotalsSql(req)}, ${heldSumsSql(req, sql`cs.level`, sql`cs.years`, sql`cs.skill_id is not null`)}
      from json_to_recordset(${JSON.stringify(jobSkills)}::json) js(i int, skill_id text, importance text)
      left join json_to_recordset(${JSON.stringify(candSkills)}::json) cs(i int, skill_id text, level int, years int)
        on cs.i = js.i and cs.skill_id = js.skill_id
      where js.i = p.i) jsk on true
    order by p.i`);
  return out.map((r) => Number(r.raw));
};
const inSql: Evaluate = (pairs) => matchInSql(pairs);

const rounded = (raw: number) => Math.floor(raw + 0.5);
const required = (j: MatchJob) => j.skills.filter((s) => s.importance === 'required');
const without = (c: MatchCandidate, ids: string[]): MatchCandidate => ({ ...c, skills: c.skills.filter((s) => !ids.includes(s.skillId)) });
const withSkill = (c: MatchCandidate, s: MatchCandidate['skills'][number]): MatchCandidate => ({
  ...c,
  skills: [...c.skills.filter((x) => x.skillId !== s.skillId), s],
});

function properties(name: string, evaluate: Evaluate, numRuns: number) {
  const run = (p: fc.IAsyncProperty<never> | fc.IAsyncPropertyWithHooks<never>) => fc.assert(p, { numRuns, seed: 38 });
  const prop = <T>(arb: fc.Arbitrary<T>, check: (t: T) => Promise<void>) => run(fc.asyncProperty(arb, check) as never);

  describe(`match properties in ${name}`, () => {
    it('1. required skills dominate', async () => {
      const arb = fc
        .tuple(jobArb, candidateArb, candidateArb, fc.array(heldArb(fc.constant('')), { minLength: 6, maxLength: 6 }), fc.integer())
        .filter(([j]) => required(j).length > 0);
      await prop(arb, async ([j, a0, b0, depths, pick]) => {
        const req = required(j);
        // a holds every required skill; b misses more than half of them (keeps fewer than half)
        const a = req.reduce((c, s, i) => withSkill(c, { ...depths[i], skillId: s.skillId }), a0);
        const keep = req.slice(0, Math.ceil(req.length / 2) - 1).map((s) => s.skillId);
        const b = without(
          b0,
          req.map((s) => s.skillId).filter((id) => !keep.includes(id)),
        );
        const b2 = keep.reduce((c, id, i) => withSkill(c, { ...depths[i], skillId: id }), b);
        // the same candidate without one required skill it holds
        const dropped = req[Math.abs(pick) % req.length].skillId;
        const [ra, rb, withIt, withoutIt] = await evaluate([
          [j, a],
          [j, b2],
          [j, a],
          [j, without(a, [dropped])],
        ]);
        expect(ra).toBeGreaterThan(rb);
        expect(rounded(withoutIt)).toBeLessThanOrEqual(rounded(withIt));
      });
    });

    it('2. unrelated means low (under 25 %, labelled low)', async () => {
      const arb = fc.tuple(jobArb, candidateArb);
      await prop(arb, async ([j, c0]) => {
        const c = {
          ...without(
            c0,
            j.skills.map((s) => s.skillId),
          ),
          areas: c0.areas.filter((a) => a !== j.experienceAreaId),
        };
        const [raw] = await evaluate([[j, c]]);
        expect(rounded(raw)).toBeLessThan(25);
        expect(matchBreakdown(j, c).label).toBe('low');
      });
    });

    it('3. monotonic: a job skill, a level, years, a position in the field never lower it; other skills change nothing', async () => {
      const arb = fc.tuple(jobArb, candidateArb, heldArb(fc.constantFrom(...SKILLS)), heldArb(fc.constantFrom('y0', 'y1')));
      await prop(arb, async ([j, c, s, other]) => {
        const held = c.skills.find((x) => x.skillId === s.skillId);
        const more = held
          ? withSkill(c, { skillId: s.skillId, level: Math.max(held.level, s.level), years: Math.max(held.years, s.years) })
          : withSkill(c, s);
        const inField = j.experienceAreaId ? { ...c, areas: [...new Set([...c.areas, j.experienceAreaId])] } : c;
        const moreYears = { ...c, years: c.years + 3 };
        const [base, raised, field, years, unrelated] = await evaluate([
          [j, c],
          [j, more],
          [j, inField],
          [j, moreYears],
          [j, withSkill(c, other)],
        ]);
        expect(raised).toBeGreaterThanOrEqual(base);
        expect(field).toBeGreaterThanOrEqual(base);
        expect(years).toBeGreaterThanOrEqual(base);
        expect(unrelated).toBe(base);
      });
    });

    it('4. profile completeness moves a match by at most 5 points', async () => {
      const arb = fc.tuple(jobArb, candidateArb, fc.integer({ min: 0, max: 100 }));
      await prop(arb, async ([j, c, score]) => {
        const [x, y] = await evaluate([
          [j, c],
          [j, { ...c, score }],
        ]);
        expect(Math.abs(x - y)).toBeLessThanOrEqual(5 + 1e-9);
        expect(Math.abs(rounded(x) - rounded(y))).toBeLessThanOrEqual(5);
      });
    });

    it('5. place: in the city above relocating from elsewhere, relocating above not', async () => {
      const arb = fc.tuple(jobArb, candidateArb, fc.constantFrom('onsite', 'any' as const));
      await prop(arb, async ([j0, c, preference]) => {
        const j = { ...j0, workplace: 'on_site' as const, ...PLACES[0] };
        const local = { ...c, ...PLACES[0], remotePreference: preference };
        const far = { ...local, ...PLACES[3], willingToRelocate: true };
        const [inCity, relocating, staying] = await evaluate([
          [j, local],
          [j, far],
          [j, { ...far, willingToRelocate: false }],
        ]);
        expect(inCity).toBeGreaterThan(relocating);
        expect(relocating).toBeGreaterThan(staying);
      });
    });

    it('6. depth counts: a required skill at 6 years beats it at 1 year', async () => {
      const arb = fc
        .tuple(jobArb, candidateArb, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 10 }))
        .filter(([j]) => required(j).length > 0);
      await prop(arb, async ([j0, c, level, years]) => {
        const j = { ...j0, requiredYears: years };
        const skillId = required(j)[0].skillId;
        const [six, one] = await evaluate([
          [j, withSkill(c, { skillId, level, years: 6 })],
          [j, withSkill(c, { skillId, level, years: 1 })],
        ]);
        expect(six).toBeGreaterThan(one);
      });
    });

    it('7. explained: the breakdown names held and missing required skills and adds up to the ranking’s match', async () => {
      const arb = fc.tuple(jobArb, candidateArb);
      await prop(arb, async ([j, c]) => {
        const [raw] = await evaluate([[j, c]]);
        const b = matchBreakdown(j, c);
        // the explanation comes from the rule set the database ranks by: the same double
        expect(raw).toBe(matchRaw(j, c));
        expect(b.total).toBe(rounded(raw));
        const held = new Set(c.skills.map((s) => s.skillId));
        const req = required(j);
        expect(b.required.held).toEqual(req.filter((s) => held.has(s.skillId)).map((s) => s.name));
        expect(b.required.missing).toEqual(req.filter((s) => !held.has(s.skillId)).map((s) => s.name));
        if (req.length > 0)
          expect(b.summary).toBe(
            `${b.required.held.length} of ${req.length} required${b.required.missing.length ? `: missing ${b.required.missing.join(', ')}` : ''}`,
          );
        expect(Math.abs(b.components.reduce((s, x) => s + x.points, 0) - raw)).toBeLessThan(0.05 * b.components.length + 1e-9);
      });
    });
  });
}

describe('the pruning bound', () => {
  it('is never below the exact match, whichever facts it takes at their best', async () => {
    const bounds: BoundFact[][] = [['years', 'education', 'location', 'field'], ['education', 'field'], ['location'], ['field']];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(jobArb, candidateArb), { minLength: 5, maxLength: 5 }), async (pairs) => {
        const exact = await matchInSql(pairs);
        for (const best of bounds) {
          const bound = await matchInSql(pairs, best);
          for (const [i, b] of bound.entries()) expect(b).toBeGreaterThanOrEqual(exact[i]);
        }
      }),
      { numRuns: 15, seed: 38 },
    );
  });
});

properties('TypeScript', inTypeScript, 300);
properties('SQL', inSql, 40);
