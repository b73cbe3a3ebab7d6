import { sql, type SQL } from 'drizzle-orm';
import { MATCH_COMPONENTS, MATCH_WEIGHTS, type MatchComponentKey } from '@talentmatch/shared/matching';
import type { Db } from '../../platform/db/index.ts';
import { IMPORTANCE_WEIGHT, MAX_LEVEL, PLACE_FIT, PREFERENCE_FIT, type Workplace } from './score.ts';

/**
 * The match score as one SQL expression, for ranking in the database: the same rules as `score.ts`
 * with the same order of double-precision operations, so the totals agree (`sql.test.ts`). Callers
 * provide the facts as column expressions of their own query (job side or candidate side).
 */
export interface MatchSqlFacts {
  /** Σ importance weight × level over the job's skills the candidate holds (integer, may be null) */
  skillEarned: SQL;
  /** Σ importance weight over the job's skills (integer, 0 or null when the job lists none) */
  skillTotal: SQL;
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

/** The job facts as the columns years, education, workplace, city, region, country of the row alias `job`. */
export const jobColumnFacts = (
  job: string,
): Pick<MatchSqlFacts, 'jobYears' | 'jobEducation' | 'jobWorkplace' | 'jobCity' | 'jobRegion' | 'jobCountry'> => ({
  jobYears: sql.raw(`${job}.years`),
  jobEducation: sql.raw(`${job}.education`),
  jobWorkplace: sql.raw(`${job}.workplace`),
  jobCity: sql.raw(`${job}.city`),
  jobRegion: sql.raw(`${job}.region`),
  jobCountry: sql.raw(`${job}.country`),
});

const f8 = (n: number) => sql.raw(`${Number(n)}::float8`);
const clamp01 = (x: SQL) => sql`least(${f8(1)}, greatest(${f8(0)}, ${x}))`;
const weighted = (key: keyof typeof MATCH_WEIGHTS, fraction: SQL) => sql`(${f8(MATCH_WEIGHTS[key])} * ${clamp01(fraction)})`;
const norm = (x: SQL) => sql`lower(btrim(${x}))`;

/** The SQL weight of a job skill's importance column. */
export const importanceWeightSql = (importance: SQL) =>
  sql`(case ${importance} when 'required' then ${sql.raw(String(IMPORTANCE_WEIGHT.required))} else ${sql.raw(String(IMPORTANCE_WEIGHT.nice_to_have))} end)`;

function skillsPointsSql(f: MatchSqlFacts): SQL {
  return weighted(
    'skills',
    sql`(case when coalesce(${f.skillTotal}, 0) = 0 then ${f8(1)} else coalesce(${f.skillEarned}, 0)::float8 / (${sql.raw(String(MAX_LEVEL))} * ${f.skillTotal})::float8 end)`,
  );
}

function yearsPointsSql(f: MatchSqlFacts): SQL {
  return weighted(
    'years',
    sql`(case when coalesce(${f.jobYears}, 0) <= 0 or ${f.candYears} >= ${f.jobYears} then ${f8(1)} else ${f.candYears}::float8 / ${f.jobYears}::float8 end)`,
  );
}

function educationPointsSql(f: MatchSqlFacts): SQL {
  return weighted(
    'education',
    sql`(case when coalesce(${f.jobEducation}, 0) <= 0 or ${f.candEducation} >= ${f.jobEducation} then ${f8(1)} else ${f.candEducation}::float8 / ${f.jobEducation}::float8 end)`,
  );
}

function locationPointsSql(f: MatchSqlFacts): SQL {
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
  return weighted('location', sql`((case ${preference} else ${f8(1)} end) * ${place})`);
}

function scorePointsSql(f: MatchSqlFacts): SQL {
  return weighted('score', sql`${f.candScore}::float8 / ${f8(100)}`);
}

const COMPONENT_SQL: Record<MatchComponentKey, (f: MatchSqlFacts) => SQL> = {
  skills: skillsPointsSql,
  years: yearsPointsSql,
  education: educationPointsSql,
  location: locationPointsSql,
  score: scorePointsSql,
};

/** The unrounded sum (double precision), for ordering; components added in `matchBreakdown`'s order. */
export function matchRawSql(f: MatchSqlFacts): SQL {
  return sql`(${sql.join(
    MATCH_COMPONENTS.map((c) => COMPONENT_SQL[c](f)),
    sql` + `,
  )})`;
}

/**
 * An upper bound of `matchRawSql` for pruning a ranking: the components in `atMaximum` count their full
 * weight, the others are exact. Same order of additions and every term ≥ the exact one, so the bound is
 * ≥ the exact sum in double precision too (rounding is monotonic).
 */
export function matchBoundSql(f: MatchSqlFacts, atMaximum: MatchComponentKey[]): SQL {
  return sql`(${sql.join(
    MATCH_COMPONENTS.map((c) => (atMaximum.includes(c) ? f8(MATCH_WEIGHTS[c]) : COMPONENT_SQL[c](f))),
    sql` + `,
  )})`;
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
