import { sql, type SQL } from 'drizzle-orm';
import { MATCH_COMPONENTS, MATCH_WEIGHTS, type MatchComponentKey } from '@talentmatch/shared/matching';
import type { Db } from '../../platform/db/index.ts';
import { DEPTH, GATE, PLACE_FIT, PREFERENCE_FIT, type Workplace } from './score.ts';

/**
 * The match score as one SQL expression, for ranking in the database: the same rules as `score.ts`
 * with the same order of double-precision operations, so the totals agree (`sql.test.ts`). Callers
 * provide the facts as column expressions of their own query (job side or candidate side).
 */
export interface MatchSqlFacts {
  /** the job's required / nice-to-have skill counts (integers) */
  reqTotal: SQL;
  niceTotal: SQL;
  /** over the job's skills the candidate holds: count and Σ depth, required and nice to have apart (integers, may be null) */
  reqHeld: SQL;
  reqDepth: SQL;
  niceHeld: SQL;
  niceDepth: SQL;
  /** boolean: the job names an experience area */
  jobHasArea: SQL;
  /** boolean: the candidate has a position in the job's experience area */
  inField: SQL;
  jobYears: SQL;
  jobEducation: SQL;
  jobWorkplace: SQL;
  jobCity: SQL;
  jobRegion: SQL;
  jobCountry: SQL;
  candYears: SQL;
  candEducation: SQL;
  candCity: SQL;
  candRegion: SQL;
  candCountry: SQL;
  candPreference: SQL;
  candRelocate: SQL;
  candScore: SQL;
}

/** Facts a bound may take at their best value (fit 1, or a position in the job's field). */
export type BoundFact = 'years' | 'education' | 'location' | 'field';

/** The job facts as the columns years, education, workplace, city, region, country, area of the row alias `job`. */
export const jobColumnFacts = (
  job: string,
): Pick<MatchSqlFacts, 'jobYears' | 'jobEducation' | 'jobWorkplace' | 'jobCity' | 'jobRegion' | 'jobCountry' | 'jobHasArea'> => ({
  jobYears: sql.raw(`${job}.years`),
  jobEducation: sql.raw(`${job}.education`),
  jobWorkplace: sql.raw(`${job}.workplace`),
  jobCity: sql.raw(`${job}.city`),
  jobRegion: sql.raw(`${job}.region`),
  jobCountry: sql.raw(`${job}.country`),
  jobHasArea: sql.raw(`(${job}.area is not null)`),
});

const f8 = (n: number) => sql.raw(`${Number(n)}::float8`);
const int = (n: number) => sql.raw(String(Math.trunc(n)));
const clamp01 = (x: SQL) => sql`least(${f8(1)}, greatest(${f8(0)}, ${x}))`;
const norm = (x: SQL) => sql`lower(btrim(${x}))`;

/** A job skill row's importance column as the boolean "required". */
export const isRequiredSql = (importance: SQL) => sql`(${importance} = 'required')`;

/** The depth of a held skill (integer), as `skillDepth` in score.ts. */
const depthSql = (level: SQL, years: SQL) => sql`(${int(DEPTH.perLevel)} * ${level} + least(${years}, ${int(DEPTH.yearsCap)}))`;

/** Held sums are packed in one integer per importance: count × PACK + Σ depth (a depth sum stays below PACK). */
const PACK = 1024;

/**
 * The held-skill sums as aggregate columns req_key and nice_key (see PACK) over rows of job skills (`req`
 * boolean) joined to the candidate's skills (`level`, `years`); `held` tells a held row apart when the join
 * is outer. Two plain sums: the ranking's pass over every holder of a job's skills stays one cheap aggregate.
 */
export const heldSumsSql = (req: SQL, level: SQL, years: SQL, held: SQL = sql`true`) => {
  const unit = sql`(${int(PACK)} + ${depthSql(level, years)})`;
  return sql`sum(case when ${held} and ${req} then ${unit} else 0 end)::int as req_key,
    sum(case when ${held} and not ${req} then ${unit} else 0 end)::int as nice_key`;
};

/** The job's skill counts as aggregate columns req_total, nice_total over its job skill rows (`req` boolean). */
export const jobTotalsSql = (req: SQL) =>
  sql`count(*) filter (where ${req})::int as req_total, count(*) filter (where not ${req})::int as nice_total`;

/** The held sums from the columns req_key and nice_key of the row alias `row`. */
export const heldColumnFacts = (row: string): Pick<MatchSqlFacts, 'reqHeld' | 'reqDepth' | 'niceHeld' | 'niceDepth'> => ({
  reqHeld: sql.raw(`(${row}.req_key / ${PACK})`),
  reqDepth: sql.raw(`(${row}.req_key % ${PACK})`),
  niceHeld: sql.raw(`(${row}.nice_key / ${PACK})`),
  niceDepth: sql.raw(`(${row}.nice_key % ${PACK})`),
});

/** No skill held (a candidate outside the holders of the job's skills). */
export const noneHeld: Pick<MatchSqlFacts, 'reqHeld' | 'reqDepth' | 'niceHeld' | 'niceDepth'> = {
  reqHeld: sql`null::int`,
  reqDepth: sql`null::int`,
  niceHeld: sql`null::int`,
  niceDepth: sql`null::int`,
};

function locationFitSql(f: MatchSqlFacts): SQL {
  const workplaces = Object.keys(PREFERENCE_FIT) as Workplace[];
  const preference = sql.join(
    workplaces.flatMap((w) =>
      Object.entries(PREFERENCE_FIT[w]).map(
        ([pref, v]) => sql`when ${f.jobWorkplace} = ${sql.raw(`'${w}'`)} and ${f.candPreference} = ${sql.raw(`'${pref}'`)} then ${f8(v)}`,
      ),
    ),
    sql` `,
  );
  const jc = norm(f.jobCountry);
  const sameCountry = sql`(${jc} = '' or ${norm(f.candCountry)} = ${jc})`;
  const place = sql`(case when ${f.jobWorkplace} = 'remote' then ${f8(1)}
    when ${jc} = '' and ${norm(f.jobCity)} = '' then ${f8(1)}
    else greatest(
      case when ${sameCountry} and ${norm(f.jobCity)} <> '' and ${norm(f.candCity)} = ${norm(f.jobCity)} then ${f8(PLACE_FIT.city)}
           when ${sameCountry} and ${norm(f.jobRegion)} <> '' and ${norm(f.candRegion)} = ${norm(f.jobRegion)} then ${f8(PLACE_FIT.region)}
           when ${jc} <> '' and ${norm(f.candCountry)} = ${jc} then ${f8(PLACE_FIT.country)}
           else ${f8(PLACE_FIT.elsewhere)} end,
      case when ${f.candRelocate} then ${f8(PLACE_FIT.relocate)} else ${f8(0)} end)
    end)`;
  return sql`((case ${preference} else ${f8(1)} end) * ${place})`;
}

/** The seven component terms in `MATCH_COMPONENTS` order; facts in `best` at their best value. */
function termsSql(f: MatchSqlFacts, best: BoundFact[]): Record<MatchComponentKey, SQL> {
  const field = best.includes('field') ? f.jobHasArea : sql`coalesce(${f.inField}, false)`;
  const [rt, nt] = [f.reqTotal, f.niceTotal];
  const share = (held: SQL, total: SQL, per = 1) => sql`coalesce(${held}, 0)::float8 / (${int(per)} * ${total})::float8`;
  const c = sql`(case when ${rt} > 0 then ${share(f.reqHeld, rt)} when ${nt} > 0 then ${share(f.niceHeld, nt)} when ${field} then ${f8(1)} else ${f8(0)} end)`;
  const d = sql`(case when ${rt} > 0 then ${share(f.reqDepth, rt, DEPTH.max)} when ${nt} > 0 then ${share(f.niceDepth, nt, DEPTH.max)} when ${field} then ${f8(1)} else ${f8(0)} end)`;
  const gate = sql`greatest(${c}, case when ${field} then ${f8(GATE.field)} else ${f8(0)} end, ${f8(GATE.floor)})`;
  const w = (key: MatchComponentKey) => f8(MATCH_WEIGHTS[key]);
  const gated = (key: MatchComponentKey, fit: SQL) => sql`(${w(key)} * (${gate} * ${clamp01(fit)}))`;
  const yearsFit = best.includes('years')
    ? f8(1)
    : sql`(case when coalesce(${f.jobYears}, 0) <= 0 or ${f.candYears} >= ${f.jobYears} then ${f8(1)} else ${f.candYears}::float8 / ${f.jobYears}::float8 end)`;
  const areaFit = sql`(case when not ${f.jobHasArea} then ${f8(1)} when ${field} then ${f8(1)} else ${f8(0)} end)`;
  const educationFit = best.includes('education')
    ? f8(1)
    : sql`(case when coalesce(${f.jobEducation}, 0) <= 0 or ${f.candEducation} >= ${f.jobEducation} then ${f8(1)} else ${f.candEducation}::float8 / ${f.jobEducation}::float8 end)`;
  return {
    required: sql`(${w('required')} * ${clamp01(c)})`,
    depth: sql`(${w('depth')} * ${clamp01(d)})`,
    niceToHave: gated('niceToHave', sql`(case when ${nt} > 0 then ${share(f.niceHeld, nt)} else ${f8(1)} end)`),
    experience: gated('experience', sql`(${f8(0.5)} * ${yearsFit} + ${f8(0.5)} * ${areaFit})`),
    education: gated('education', educationFit),
    location: gated('location', best.includes('location') ? f8(1) : locationFitSql(f)),
    score: gated('score', sql`${f.candScore}::float8 / ${f8(100)}`),
  };
}

const sumOf = (terms: Record<MatchComponentKey, SQL>) =>
  sql`(${sql.join(
    MATCH_COMPONENTS.map((c) => terms[c]),
    sql` + `,
  )})`;

/** The unrounded sum (double precision), for ordering; components added in `matchBreakdown`'s order. */
export function matchRawSql(f: MatchSqlFacts): SQL {
  return sumOf(termsSql(f, []));
}

/**
 * An upper bound of `matchRawSql` for pruning a ranking: the facts in `best` take their best value (a
 * fit of 1; a position in the job's field when it names one), the others are exact. Every term is a
 * non-decreasing function of each fit, built from the same operations in the same order, and rounding is
 * monotonic, so each term of the bound is ≥ the exact term in double precision and so is their sum.
 */
export function matchBoundSql(f: MatchSqlFacts, best: BoundFact[]): SQL {
  return sumOf(termsSql(f, best));
}

/** The 0–100 total as `matchBreakdown` rounds it. */
export function matchTotalSql(f: MatchSqlFacts): SQL {
  return sql`floor(${matchRawSql(f)} + ${f8(0.5)})::int`;
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs a search or ranking in a transaction with planner settings for short statements over data in
 * memory, set for this transaction only:
 *  - `jit = off`: a ranking statement multiplies many estimated rows by a long match expression, so its
 *    estimated cost passes `jit_above_cost`, and PostgreSQL spent 0.5–1.5 s compiling statements that
 *    run in tens of milliseconds;
 *  - `random_page_cost = 1.1` (the default 4 prices a page read from a spinning disk): otherwise a count
 *    over a frequent keyword with another filter reads every profile and matches its full-text document,
 *    where the keyword index finds the 15 % that match.
 * PGlite has no JIT and keeps everything in memory: it accepts both settings.
 */
export function inSearchTransaction<T>(db: Pick<Db, 'transaction'>, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return work(tx);
  });
}
