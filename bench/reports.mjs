#!/usr/bin/env node
// Reports benchmark (PostgreSQL): the real server (HTTP, bearer auth, validation included) answers the business and
// marketing reports over several ranges; p50/p95 per report are printed.
// Usage: npm run bench:reports -- --database-url postgres://postgres@127.0.0.1:5432/tm_reports_bench [--seed]
//   --seed fills the (scratch) database first with report facts spread over the last three years, in SQL:
//          --candidates 100000 --employers 1000 --companies 500 --jobs 5000 --applications 10000 (the defaults)
//          plus one landing visit per 3 candidates, attribution on 30 % of accounts, subscription histories.
//   --rounds 10 (measured requests per scenario after one warm-up request)
//   --live   measure without the daily rollup (it is dropped first); by default the rollup is rebuilt
//            (npm run reports:rollup, timed) before measuring, as the server does once a day
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { root, spawnUntilReady } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: '' },
    seed: { type: 'boolean', default: false },
    candidates: { type: 'string', default: '100000' },
    employers: { type: 'string', default: '1000' },
    companies: { type: 'string', default: '500' },
    jobs: { type: 'string', default: '5000' },
    applications: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '10' },
    live: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) {
  console.error('Point it at a PostgreSQL database: --database-url postgres://… (add --seed for a scratch database to fill).');
  process.exit(2);
}
const ADMIN = { email: 'bench-admin@example.test', password: 'Bench-Admin-Password-2026!' };
const rounds = Number(values.rounds);
const scratch = mkdtempSync(path.join(tmpdir(), 'tm-bench-reports-'));
const port = 3800 + Math.floor(Math.random() * 90);
const env = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: scratch,
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_LOGIN_PER_IP: '1000000',
};

/** Report facts in SQL: fast at a million rows, spread over the three years before now. */
async function seed() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const n = (k) => Number(values[k]);
  const step = async (label, text, params = []) => {
    const started = performance.now();
    const result = await client.query(text, params);
    console.log(`  ${label}: ${result.rowCount ?? ''} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const span = `now() - interval '3 years' + (random() * interval '3 years')`;
  // Rows go in in time order (order by t), as years of sign-ups leave them on disk; randomly ordered rows
  // would make every date range read pages all over the table.
  console.log('seeding report facts…');
  await step(
    'candidates',
    `insert into users (email, password_hash, first_name, last_name, unique_id, roles, created_at, updated_at)
     select 'rb-cand-' || g || '-' || md5(random()::text) || '@example.test', 'x', 'Bench', 'Candidate', 'rbc' || g || md5(random()::text),
       array['Candidate'], t, t from (select g, ${span} as t from generate_series(1, $1) g) s order by t`,
    [n('candidates')],
  );
  await step(
    'companies + trials',
    `with c as (
       insert into companies (name, size, created_at, updated_at)
       select 'Bench company ' || g, '11-50', t, t from (select g, ${span} as t from generate_series(1, $1) g) s returning id, created_at)
     insert into subscriptions (company_id, status, trial_ends_at, created_at, updated_at)
     select id, 'trialing', created_at + interval '14 days', created_at, created_at from c`,
    [n('companies')],
  );
  await step(
    'subscriptions paid (60 %)',
    `update subscriptions set status = 'active', updated_at = least(created_at + interval '14 days', now()),
       plan_code = (array['small-monthly','medium-monthly','large-yearly','small-yearly-nonprofit'])[1 + floor(random() * 4)::int]
     where random() < 0.6`,
  );
  await step(
    'subscriptions canceled (15 %)',
    `update subscriptions set status = 'canceled', updated_at = updated_at + (random() * (now() - updated_at))
     where status = 'active' and random() < 0.25`,
  );
  await step(
    'employers',
    `insert into users (email, password_hash, first_name, last_name, unique_id, roles, company_id, created_at, updated_at)
     select 'rb-emp-' || g || '-' || md5(random()::text) || '@example.test', 'x', 'Bench', 'Employer', 'rbe' || g || md5(random()::text),
       array['Employer','AccountManager'], c.id, c.created_at, c.created_at
     from generate_series(1, $1) g join (select id, created_at, row_number() over (order by id) as k from companies) c on c.k = 1 + (g % $2)`,
    [n('employers'), n('companies')],
  );
  await step(
    'jobs',
    `insert into jobs (company_id, title, status, opened_at, closed_at, created_at, updated_at)
     select c.id, 'Bench job', case when closed then 'closed' else 'open' end, t, case when closed then t + random() * (now() - t) end, t, t
     from (select g, ${span} as t, random() < 0.4 as closed, (g % $2) + 1 as k from generate_series(1, $1) g) s
     join (select id, row_number() over () as k from companies) c on c.k = s.k`,
    [n('jobs'), n('companies')],
  );
  await step(
    'applications (conversations, pipeline rows, events; 5 % hired)',
    `with pairs as (
       select u.id as candidate_id, j.id as job_id, j.company_id, greatest(u.created_at, j.opened_at) + random() * interval '20 days' as t,
         random() < 0.8 as applied, random() < 0.05 as hired
       from (select id, created_at, row_number() over (order by id) as k from users where 'Candidate' = any(roles) limit $1) u
       join (select id, company_id, opened_at, row_number() over (order by id) as k from jobs where opened_at is not null) j
         on j.k = 1 + (u.k % (select count(*) from jobs where opened_at is not null))),
     conv as (
       insert into conversations (candidate_id, company_id, job_id, created_at)
       select candidate_id, company_id, job_id, t from pairs returning id, candidate_id, job_id),
     apps as (
       insert into applications (job_id, candidate_id, status, origin, conversation_id, created_at, updated_at)
       select p.job_id, p.candidate_id, case when p.hired then 'Hired' when p.applied then 'Applied' else 'Invited' end,
         case when p.applied then 'application' else 'invitation' end, c.id, p.t, p.t
       from pairs p join conv c on c.candidate_id = p.candidate_id and c.job_id = p.job_id order by p.t
       returning id, status, origin, created_at)
     insert into application_events (application_id, from_status, to_status, actor_side, created_at)
     select id, null, case when origin = 'application' then 'Applied' else 'Invited' end, 'candidate', created_at from apps
     union all select id, 'Applied', 'Hired', 'employer', created_at + random() * interval '40 days' from apps where status = 'Hired'`,
    [n('applications')],
  );
  await step(
    'attribution (30 % of accounts)',
    `insert into account_acquisitions (user_id, channel, source, medium, campaign, created_at)
     select id, 'web', (array['newsletter','google','linkedin','partner','twitter'])[1 + floor(random() * 5)::int],
       (array['email','cpc','social'])[1 + floor(random() * 3)::int], 'spring', created_at
     from users where random() < 0.3 and ('Candidate' = any(roles) or 'Employer' = any(roles))`,
  );
  await step(
    'landing visits (one per 3 candidates)',
    `insert into landing_visits (day, page, source, medium, campaign, referrer_host)
     select (${span})::date, '/', case when random() < 0.4 then (array['newsletter','google','linkedin','partner','twitter'])[1 + floor(random() * 5)::int] end,
       null, null, case when random() < 0.2 then 'news.example.com' end
     from generate_series(1, $1 / 3) order by 1`,
    [n('candidates')],
  );
  await step('analyze', 'analyze');
  await client.end();
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  // the server migrates the database at start, so the seed comes after it
  const app = await spawnUntilReady(['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], env, (out) =>
    out.includes('is running at') ? `http://127.0.0.1:${port}` : null,
  );
  const stop = () => app.child.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    if (values.seed) await seed();
    const base = app.ready;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
    const { token } = await login.json();
    // a fresh administrator has not accepted the terms yet (every other call answers 403 until it does)
    const accepted = await fetch(`${base}/api/auth/register/termsaccept`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    if (!accepted.ok) throw new Error(`accepting the terms failed: ${accepted.status}`);
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (d) => new Date(Date.now() - d * 86400_000).toISOString().slice(0, 10);
    const scenarios = [
      ['business', `from=${daysAgo(29)}&to=${today}&groupBy=day`],
      ['business', `from=${daysAgo(364)}&to=${today}&groupBy=week`],
      ['business', `from=${daysAgo(5 * 365)}&to=${today}&groupBy=month`],
      ['business', `from=${daysAgo(3 * 365)}&to=${today}&groupBy=day`],
      ['marketing', `from=${daysAgo(29)}&to=${today}&groupBy=day`],
      ['marketing', `from=${daysAgo(364)}&to=${today}&groupBy=week`],
      ['marketing', `from=${daysAgo(5 * 365)}&to=${today}&groupBy=month`],
      ['marketing', `from=${daysAgo(364)}&to=${today}&groupBy=week&source=newsletter`],
    ];
    const counts = await new pg.Client({ connectionString: databaseUrl });
    await counts.connect();
    if (values.live) {
      await counts.query('delete from report_rollup');
      console.log('rollup: dropped, every report reads the live rows');
    } else {
      const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/operations/report-rollup-cli.ts')], {
        cwd: root,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      const { rows: sizes } = await counts.query(
        'select (select count(*) from report_account_days) as account_rows, (select count(*) from report_visit_days) as visit_rows',
      );
      console.log(`rollup: ${out.trim()}`, sizes[0]);
    }
    const { rows } = await counts.query(`select
      (select count(*) from users where 'Candidate' = any(roles)) as candidates, (select count(*) from companies) as companies,
      (select count(*) from jobs) as jobs, (select count(*) from applications) as applications,
      (select count(*) from landing_visits) as visits, (select count(*) from subscription_history) as history`);
    await counts.end();
    console.log('database:', rows[0]);
    const table = [];
    const byReport = { business: [], marketing: [] };
    for (const [report, query] of scenarios) {
      const url = `${base}/api/admin/reports/${report}?${query}`;
      const times = [];
      for (let i = 0; i <= rounds; i += 1) {
        const started = performance.now();
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
        if (i > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      byReport[report].push(...times);
      table.push({
        report,
        query: query.replace(/from=\S+?&to=\S+?&/, `${query.match(/from=([^&]+)/)[1]}..&`),
        'p50 ms': Math.round(pct(times, 50)),
        'p95 ms': Math.round(pct(times, 95)),
      });
    }
    console.table(table);
    console.table(
      Object.entries(byReport).map(([report, times]) => {
        times.sort((a, b) => a - b);
        return { report, requests: times.length, 'p50 ms': Math.round(pct(times, 50)), 'p95 ms': Math.round(pct(times, 95)) };
      }),
    );
  } finally {
    app.child.kill('SIGTERM');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
